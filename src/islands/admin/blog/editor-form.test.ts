import { describe, expect, it } from "vitest";
import { blogFormMessages } from "../../../shared/schemas/blog-post";
import { editorSchema, editorValuesOf, emptyEditor, NO_CATEGORY } from "./editor-form";

const filled = {
  ...emptyEditor,
  title: "Ridge repairs",
  slug: "ridge-repairs",
  content: "<p>Copper nails throughout.</p>",
};

describe("the editor's form schema", () => {
  it("turns the form into the API's input: empty optionals as null, 'No category' as none", () => {
    const parsed = editorSchema.parse({ ...filled, categoryId: NO_CATEGORY });
    expect(parsed).toMatchObject({ excerpt: null, metaDescription: null, metaKeywords: null, categoryId: null });
    expect(editorSchema.parse({ ...filled, categoryId: "4" }).categoryId).toBe(4);
  });

  it("refuses what the API refuses, with the shared messages on the form's field names", () => {
    const result = editorSchema.safeParse({ ...filled, slug: "Ridge Repairs", content: "short" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({ slug: blogFormMessages.slugFormat, content: blogFormMessages.contentMin });
  });

  it("fills the form from a stored post, cutting an over-long meta description", () => {
    const values = editorValuesOf({
      id: 1,
      title: "T",
      slug: "t",
      excerpt: null,
      content: "c",
      metaDescription: "x".repeat(200),
      metaKeywords: null,
      featuredImage: null,
      categoryId: null,
      status: "draft",
      publishedAt: null,
      createdAt: "",
      updatedAt: "",
    });
    expect(values.metaDescription).toHaveLength(160);
    expect(values.categoryId).toBe(NO_CATEGORY);
  });
});
