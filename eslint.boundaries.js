import fs from "node:fs";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// The architecture's boundaries, checked on every lint run (docs/decisions/0015-boundaries.md).
// Tests and benchmarks may reach inside modules; the site's own code may not.

const modules = fs
  .readdirSync(`${import.meta.dirname}/server/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every file of the site's code outside module `name` (and outside the drizzle schema, which gathers tables). */
function outside(name) {
  return ["./app/**", "./core/**", "./scripts/**", "./server/*.ts", "./server/!(modules|db)/**", "./server/db/!(schema).ts", `./server/modules/!(${name})/**/!(*.schema).ts`];
}

export const boundaries = [
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without a parser for .ts files, import-x cannot read the imported modules and no-cycle sees no loops.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./core/**",
              from: ["./server/**", "./app/**", "./tests/**", "./bench/**", "./scripts/**"],
              message: "core/ is pure: it imports only itself and its libraries.",
            },
            {
              target: "./app/**/!(*.server).{ts,tsx}",
              from: ["./server/**"],
              except: ["**/server/app-context.ts"],
              message: "Pages reach the server only through *.server.ts modules or the load context (#app-context).",
            },
            ...modules.map((name) => ({
              target: outside(name),
              from: [`./server/modules/${name}/**`],
              except: [`**/server/modules/${name}/index.ts`],
              message: `Import the ${name} module through its public entry, server/modules/${name}/index.ts.`,
            })),
            // A table may name another module's table (a foreign key), and the drizzle schema gathers them all.
            ...modules.map((name) => ({
              target: ["./server/db/schema.ts", `./server/modules/!(${name})/**/*.schema.ts`],
              from: [`./server/modules/${name}/**`],
              except: [`**/server/modules/${name}/index.ts`, `**/server/modules/${name}/*.schema.ts`],
              message: "Tables import only other modules' *.schema.ts files (or their public entries).",
            })),
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../../*"], message: "Use an import alias (#core/…, #server/…, #app/…, #tests/…) instead of a ../../ chain." }] },
      ],
    },
  },
];
