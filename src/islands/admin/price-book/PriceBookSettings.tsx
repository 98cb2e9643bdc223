/**
 * Settings → Price book (issue 34 item 8): the work the owner prices often, each item with its
 * price and default quantity, an Edit and a Remove; "Add an item" opens a form that stays open
 * for the next one. Removing asks first; proposals keep the lines copied from an item.
 */
import { useId, useState } from "react";
import type { PriceBookItem } from "../../../shared/schemas/price-book";
import { itemPrice, priceBookStrings } from "../../../shared/strings/price-book";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";
import { ConfirmDeleteDialog } from "../common/ConfirmDeleteDialog";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { PriceBookItemForm } from "./PriceBookItemForm";
import { usePriceBook, useRemovePriceBookItem } from "./price-book.api";

const text = priceBookStrings.settings;

interface RowProps {
  item: PriceBookItem;
  editId: string;
  onEdit: () => void;
  onRemove: () => void;
}

function ItemRow({ item, editId, onEdit, onRemove }: RowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="break-words font-semibold text-slate-ink">{item.description}</p>
        <p className="text-sm text-slate-mid">
          {itemPrice(item.unitPriceCents, item.unit)}
          {item.defaultQuantity !== null && ` · ${text.defaultQuantity(item.defaultQuantity)}`}
        </p>
      </div>
      <div className="flex gap-1">
        <Button id={editId} variant="ghost" aria-label={text.editLabel(item.description)} onClick={onEdit}>
          {text.edit}
        </Button>
        <Button variant="ghost" aria-label={text.removeLabel(item.description)} onClick={onRemove}>
          {text.remove}
        </Button>
      </div>
    </div>
  );
}

export function PriceBookSettings() {
  const id = useId();
  const items = usePriceBook();
  const removal = useRemovePriceBookItem();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number>();
  const [removing, setRemoving] = useState<PriceBookItem | null>(null);
  /** A closed form gives the focus back to the button that opened it. */
  const focusLater = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());
  const finishEdit = (itemId: number) => {
    setEditing(undefined);
    focusLater(`${id}-edit-${itemId}`);
  };

  const list = () => {
    if (items.isPending) return <LoadingState label={adminStrings.loading} />;
    if (items.isError) return <LoadError error={items.error} />;
    if (items.data.length === 0) return <p className="text-slate-mid">{text.empty}</p>;
    return (
      <>
        <p className="text-sm text-slate-mid">{text.count(items.data.length)}</p>
        <ul aria-label={text.listLabel} className="divide-y divide-slate-line">
          {items.data.map((item) => (
            <li key={item.id}>
              {editing === item.id ? (
                <div className="py-3">
                  <PriceBookItemForm
                    item={item}
                    heading={text.editItem(item.description)}
                    onDone={() => finishEdit(item.id)}
                  />
                </div>
              ) : (
                <ItemRow
                  item={item}
                  editId={`${id}-edit-${item.id}`}
                  onEdit={() => setEditing(item.id)}
                  onRemove={() => setRemoving(item)}
                />
              )}
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <Panel id={`${id}-heading`} title={text.heading}>
      <p className="mt-1 text-sm text-slate-mid">{text.intro}</p>
      <div className="mt-4 grid gap-4">
        {adding ? (
          <PriceBookItemForm
            heading={text.newItem}
            onDone={() => {
              setAdding(false);
              focusLater(`${id}-add`);
            }}
          />
        ) : (
          <div>
            <Button id={`${id}-add`} variant="secondary" onClick={() => setAdding(true)}>
              {text.add}
            </Button>
          </div>
        )}
        {list()}
      </div>
      <ConfirmDeleteDialog
        item={removing && { id: removing.id, title: removing.description }}
        deletion={removal}
        text={text}
        onClose={() => setRemoving(null)}
      />
    </Panel>
  );
}
