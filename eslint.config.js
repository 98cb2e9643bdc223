// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { defineConfig } from "eslint/config";

/** Browser code must never pull in server-only modules (secrets, database drivers). */
const serverImportBan = {
  patterns: [
    {
      group: ["**/server/**", "**/server", "~/server/**"],
      message: "Client code must not import src/server: move shared logic to src/shared.",
    },
  ],
};

export default defineConfig(
  { ignores: ["dist/", ".astro/", ".netlify/", ".data/", "node_modules/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Islands and components run in the browser; shared runs in both.
    files: ["src/islands/**", "src/components/**", "src/shared/**"],
    rules: { "no-restricted-imports": ["error", serverImportBan] },
  },
  {
    // Page scripts (<script> in .astro pages) are client code too.
    files: ["src/pages/**/*.astro/*.ts", "src/pages/**/*.astro/*.js", "src/layouts/**/*.astro/*.ts"],
    rules: { "no-restricted-imports": ["error", serverImportBan] },
  },
);
