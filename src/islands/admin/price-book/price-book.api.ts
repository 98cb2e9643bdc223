/**
 * The price book API (src/server/price-book/price-book.routes.ts) as Settings and the proposal
 * builder use it: one query (its key is its URL), and changes that refetch it.
 */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { PriceBookItem, PriceBookItemInput } from "../../../shared/schemas/price-book";
import { priceBookStrings } from "../../../shared/strings/price-book";
import { useChange } from "../api";

const text = priceBookStrings.settings;
const URL = "/api/admin/price-book";
const key = [URL] as const;

/** Every item, by description; `enabled` false waits (the builder reads it when the picker opens). */
export const usePriceBook = (enabled = true) => useQuery<PriceBookItem[]>({ queryKey: key, enabled });

/** Adds an item with the form's Idempotency-Key: a double tap or a retry adds one. */
export const useAddPriceBookItem = () =>
  useChange(
    ({ item, idempotencyKey }: { item: PriceBookItemInput; idempotencyKey: string }) =>
      apiRequest<PriceBookItem>("POST", URL, item, { "Idempotency-Key": idempotencyKey }),
    { success: { title: text.added }, failure: text.saveFailed },
    key,
  );

export const useSavePriceBookItem = () =>
  useChange(
    ({ id, item }: { id: number; item: PriceBookItemInput }) => apiRequest<PriceBookItem>("PUT", `${URL}/${id}`, item),
    { success: { title: text.saved }, failure: text.saveFailed },
    key,
  );

export const useRemovePriceBookItem = () =>
  useChange(
    (id: number) => apiRequest("DELETE", `${URL}/${id}`),
    { success: { title: text.removed }, failure: text.removeFailed },
    key,
  );
