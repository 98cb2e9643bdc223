import { describe, expect, it } from "vitest";
import { blogFormMessages } from "../../../shared/schemas/blog-post-form";
import { projectFormMessages } from "../../../shared/strings/projects";
import { emptyProject, projectFormValuesSchema } from "./project-form";

const filled = { ...emptyProject, title: "Chapel roof", slug: "chapel-roof" };

describe("the project form's schema", () => {
  it("turns the form into the API's input: empty optionals as null, the gallery in order", () => {
    const parsed = projectFormValuesSchema.parse({
      ...filled,
      images: [
        { src: "/images/b.webp", alt: "Second" },
        { src: "/images/a.webp", alt: "First" },
      ],
    });
    expect(parsed).toMatchObject({ description: null, location: null, completedAt: null, publishedAt: null });
    expect(parsed.images.map((image) => image.alt)).toEqual(["Second", "First"]);
  });

  it("refuses what the API refuses, with the shared messages on the form's field paths", () => {
    const result = projectFormValuesSchema.safeParse({
      ...filled,
      slug: "Chapel Roof",
      featuredImage: "/images/chapel.webp",
      images: [{ src: "javascript:alert(1)", alt: "" }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({
      slug: blogFormMessages.slugFormat,
      "images.0.src": blogFormMessages.featuredImageFormat,
      "images.0.alt": projectFormMessages.altRequired,
    });
  });
});
