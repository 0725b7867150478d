import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,server,app,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers fit two cores.
    pool: "forks",
    maxWorkers: 2,
    server: {
      deps: {
        // The React Router build imports this natively; the tests must share that one module instance.
        external: [/server\/app-context\.ts$/],
      },
    },
  },
});
