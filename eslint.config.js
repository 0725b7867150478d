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
    files: ["scripts/**", "bench/**", ".ci/**"],
    rules: { "no-console": "off" },
  },
);
