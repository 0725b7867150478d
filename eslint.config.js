import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { boundaries } from "./eslint.boundaries.js";

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", ".scratch/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  ...boundaries,
  {
    // Zod is configured for the browser's CSP where it is imported (core/validation/zod.ts, decision 0042): a schema
    // built from zod's own `z` before that module ran would probe for eval, a CSP violation on the page.
    files: ["app/**/*.{ts,tsx}", "core/**/*.{ts,tsx}"],
    ignores: ["core/validation/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", allowTypeImports: true, message: "Import z from #core/validation/zod.ts (it keeps zod from probing for eval under the CSP)." }] },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", ".ci/**"],
    rules: { "no-console": "off" },
  },
);
