/**
 * Every user-visible string of the price book (issue 34 item 8): the Settings tab where the owner
 * keeps the items, the picker beside each option's lines in the proposal builder, and the API's
 * refusals. The console renders these and the tests look for the same constants.
 */
import { formatCents } from "../proposals/money";

/** "$185.00 / sq", "$1,500.00" (no unit). */
export const itemPrice = (unitPriceCents: number, unit: string) =>
  unit ? `${formatCents(unitPriceCents)} / ${unit}` : formatCents(unitPriceCents);

export const priceBookStrings = {
  messages: {
    taken: "The price book already has this work with this unit.",
    full: (max: number) => `The price book holds at most ${max} items. Remove one you no longer use first.`,
    notFound: "Price book item not found",
  },
  settings: {
    tab: "Price book",
    heading: "Price book",
    intro:
      "Work you price often, saved once. In the proposal builder, “Add from the price book” puts an item in a line in one tap; the line is a copy, so changing an item here never changes a proposal.",
    empty: "No items yet. Add the work you price most: slate relay per square, copper valley per foot, set-up per lot.",
    count: (count: number) => (count === 1 ? "1 item" : `${count} items`),
    listLabel: "Items of the price book",
    add: "Add an item",
    newItem: "New item",
    editItem: (description: string) => `Edit “${description}”`,
    edit: "Edit",
    editLabel: (description: string) => `Edit ${description}`,
    remove: "Remove",
    removeLabel: (description: string) => `Remove ${description}`,
    description: "Work",
    unit: "Unit",
    unitHint: "sq, ft, each, lot",
    price: "Unit price ($)",
    quantity: "Default quantity (optional)",
    quantityHint: "A picked line starts with 1 when empty.",
    defaultQuantity: (quantity: number) => `starts at ${quantity}`,
    save: "Save item",
    saving: "Saving…",
    cancel: "Cancel",
    added: "Item added",
    saved: "Item saved",
    saveFailed: "Item not saved",
    removed: "Item removed",
    removeFailed: "Item not removed",
    confirmDeleteTitle: "Remove this item?",
    confirmDeleteText: (description: string) =>
      `“${description}” leaves the price book. Proposals that already have it in a line keep their line.`,
    confirmDelete: "Remove",
  },
  picker: {
    open: (option: number) => `Add from the price book to option ${option + 1}`,
    openShort: "Add from the price book",
    search: (option: number) => `Search the price book for option ${option + 1}`,
    searchPlaceholder: "Slate, valley, flashing…",
    results: (count: number) => (count === 0 ? "No item matches." : count === 1 ? "1 item" : `${count} items`),
    add: (description: string) => `Add ${description}`,
    added: (description: string, row: number) => `Added “${description}” as line ${row + 1}.`,
    empty: "The price book is empty. Add the work you price often under Settings:",
    emptyLink: "E-mail → Templates → Price book",
  },
} as const;
