import { describe, expect, it } from "vitest";
import { changeOrderModel, formPathOfChangeOrder, toChangeOrder } from "./change-order-form";

const current = {
  optionTitle: "Repair",
  lineItems: [{ description: "Valleys", quantity: 1, unit: "lot", unitPriceCents: 250_000, amountCents: 250_000 }],
  totalCents: 250_000,
  schedule: [],
  startDate: "",
  completionDate: "",
};

describe("the change order form", () => {
  it("starts from the contract's lines and sends cents, with the note", () => {
    const model = changeOrderModel(current);
    model.coverNote = "Decking";
    model.options[0]!.lineItems.push({ description: "Decking", quantity: "2", unit: "sheet", price: "95.50" });
    expect(toChangeOrder(model).input).toEqual({
      note: "Decking",
      lineItems: [
        { description: "Valleys", quantity: 1, unit: "lot", unitPriceCents: 250_000 },
        { description: "Decking", quantity: 2, unit: "sheet", unitPriceCents: 9_550 },
      ],
      startDate: "",
      completionDate: "",
    });
  });

  it("names each bad field by the form's path, and maps the server's paths the same way", () => {
    const model = changeOrderModel(current);
    model.options[0]!.lineItems[0]!.price = "abc";
    const { input, errors } = toChangeOrder(model);
    expect(input).toBeUndefined();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["options.0.lineItems.0.price", "coverNote"]));
    expect(formPathOfChangeOrder("lineItems.3.unitPriceCents")).toBe("options.0.lineItems.3.price");
    expect(formPathOfChangeOrder("lineItems")).toBe("options.0.lineItems");
    expect(formPathOfChangeOrder("note")).toBe("coverNote");
  });
});
