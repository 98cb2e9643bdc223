/**
 * "Add from the price book" beside an option's lines (issue 34 item 8): a disclosure that opens a
 * search box over a list of the items as buttons; every word typed narrows the list, and one tap
 * (or Enter) on an item adds a line with its work, unit, price and default quantity. The line is a
 * copy, as editable as a typed one. The list stays open for the next pick and a status line says
 * what was added; Escape closes it and puts the focus back on its button.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import type { PriceBookItem } from "../../../shared/schemas/price-book";
import { adminStrings } from "../../../shared/strings/admin";
import { itemPrice, priceBookStrings } from "../../../shared/strings/price-book";
import { controlClass } from "../../forms/fields";
import { labelClass } from "../../forms/Field";
import { Button, focusRing } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Link, adminPaths } from "../router";
import { matchingItems, PRICE_BOOK_TAB } from "./price-book-form";
import { usePriceBook } from "./price-book.api";

const text = priceBookStrings.picker;

interface Props {
  /** The option's index (labels name it). */
  option: number;
  /** Adds the item's line; returns the new line's index. */
  onPick: (item: PriceBookItem) => number;
  /** Shown before the picker's button ("Add a line"). */
  children: ReactNode;
}

function ItemButtons({ items, onPick }: { items: PriceBookItem[]; onPick: (item: PriceBookItem) => void }) {
  return (
    <ul className="grid max-h-80 gap-1 overflow-y-auto">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onPick(item)}
            className={`block w-full rounded-md border border-slate-line bg-white px-3 py-2 text-left hover:bg-slate-mist ${focusRing}`}
          >
            <span className="block break-words font-semibold text-slate-ink">{item.description}</span>
            <span className="block text-sm text-slate-mid">
              {itemPrice(item.unitPriceCents, item.unit)}
              {item.defaultQuantity !== null && ` · ${priceBookStrings.settings.defaultQuantity(item.defaultQuantity)}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PriceBookPicker({ option, onPick, children }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [added, setAdded] = useState("");
  const book = usePriceBook(open);
  const found = book.data ? matchingItems(book.data, query) : [];

  const close = () => {
    setOpen(false);
    setAdded("");
    document.getElementById(`${id}-toggle`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };
  const pick = (item: PriceBookItem) => setAdded(text.added(item.description, onPick(item)));

  const body = () => {
    if (book.isPending) return <LoadingState label={adminStrings.loading} />;
    if (book.isError) return <LoadError error={book.error} />;
    if (book.data.length === 0) {
      return (
        <p className="text-sm text-slate-deep">
          {text.empty}{" "}
          <Link
            to={`${adminPaths.emailTemplates}?tab=${PRICE_BOOK_TAB}`}
            className="font-semibold text-copper-deep underline"
          >
            {text.emptyLink}
          </Link>
        </p>
      );
    }
    return (
      <>
        <label htmlFor={`${id}-search`} className={labelClass}>
          {text.search(option)}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          autoFocus
          autoComplete="off"
          value={query}
          placeholder={text.searchPlaceholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setAdded("");
          }}
          className={controlClass}
        />
        <p role="status" className="text-sm text-slate-mid">
          {added || text.results(found.length)}
        </p>
        <ItemButtons items={found} onPick={pick} />
      </>
    );
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {children}
        <Button
          id={`${id}-toggle`}
          variant="secondary"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-label={text.open(option)}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {text.openShort}
        </Button>
      </div>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={text.open(option)}
          onKeyDown={onKeyDown}
          className="grid min-w-0 gap-2 rounded-md border border-slate-line bg-white p-3"
        >
          {body()}
        </div>
      )}
    </div>
  );
}
