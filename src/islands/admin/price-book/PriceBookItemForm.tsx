/**
 * One price book item's form (a new one, or an item being edited): work, unit, unit price and an
 * optional default quantity, checked by the API's own schema before it is sent; a refusal from the
 * server (the same work and unit again) is shown beside its field. A new item's form keeps one
 * Idempotency-Key until it is saved, so a double tap or a retry adds one item, then stays open,
 * emptied, for the next one.
 */
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { PROPOSAL_LIMITS } from "../../../shared/schemas/proposal";
import type { PriceBookItem, PriceBookItemInput } from "../../../shared/schemas/price-book";
import { priceBookStrings } from "../../../shared/strings/price-book";
import { TextField } from "../../forms/fields";
import { SubmitOrClose } from "../../ui/SubmitButton";
import { showServerErrors } from "../common/server-errors";
import { BLANK_ITEM, FORM_FIELD, itemModelOf, toItemInput, type ItemField, type ItemModel } from "./price-book-form";
import { useAddPriceBookItem, useSavePriceBookItem } from "./price-book.api";

const text = priceBookStrings.settings;
const API_FIELDS = Object.keys(FORM_FIELD) as (keyof PriceBookItemInput)[];

interface Props {
  /** The item to edit; none: a new item. */
  item?: PriceBookItem;
  heading: string;
  onDone: () => void;
}

export function PriceBookItemForm({ item, heading, onDone }: Props) {
  const id = useId();
  const form = useForm<ItemModel>({ defaultValues: item ? itemModelOf(item) : BLANK_ITEM });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const add = useAddPriceBookItem();
  const save = useSavePriceBookItem();
  const errors = form.formState.errors;
  const setError = (name: ItemField, message: string) => form.setError(name, { type: "server", message });
  useEffect(() => form.setFocus("description"), [form]);

  const onSubmit = form.handleSubmit((model) => {
    const { input, errors: invalid } = toItemInput(model);
    for (const [name, message] of Object.entries(invalid)) setError(name as ItemField, message);
    if (!input) return form.setFocus(Object.keys(invalid)[0] as ItemField);
    const onError = (error: unknown) =>
      showServerErrors(error, API_FIELDS, (name, message) => setError(FORM_FIELD[name], message));
    if (item) return save.mutate({ id: item.id, item: input }, { onSuccess: onDone, onError });
    add.mutate(
      { item: input, idempotencyKey },
      {
        onSuccess: () => {
          form.reset(BLANK_ITEM);
          setIdempotencyKey(crypto.randomUUID());
          form.setFocus("description");
        },
        onError,
      },
    );
  });

  const field = (name: ItemField) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    registration: form.register(name),
  });
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-md border border-slate-line bg-paper p-3"
      onSubmit={onSubmit}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-ink">
        {heading}
      </h3>
      <TextField
        {...field("description")}
        label={text.description}
        required
        maxLength={PROPOSAL_LIMITS.lineDescription}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField {...field("unit")} label={text.unit} hint={text.unitHint} maxLength={PROPOSAL_LIMITS.unit} />
        <TextField {...field("price")} label={text.price} required inputMode="decimal" />
        <TextField {...field("quantity")} label={text.quantity} hint={text.quantityHint} inputMode="decimal" />
      </div>
      <SubmitOrClose
        pending={add.isPending || save.isPending}
        label={text.save}
        pendingLabel={text.saving}
        closeLabel={text.cancel}
        onClose={onDone}
      />
    </form>
  );
}
