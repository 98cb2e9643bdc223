/** Not-found page strings, shared by the page and its tests. */
export const NOT_FOUND_COPY = {
  title: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
} as const;
