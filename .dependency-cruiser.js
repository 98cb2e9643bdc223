/**
 * No import circle (issue 30), checked by `npm run check` with dependency-cruiser. Type-only imports
 * count too (tsPreCompilationDeps): a circle of types is the same tangle, and it turns into a
 * run-time circle the day one of them imports a value. The boundaries between folders are ESLint's
 * (eslint.config.js); this file holds only the circle rule.
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: break it by moving the shared piece to a module both sides import.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.astro|\\.netlify)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
