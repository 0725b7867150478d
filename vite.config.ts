import { fileURLToPath } from "node:url";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser runs Preact's React compatibility layer instead of React DOM (decision 0031): about 10 KB of
 * script instead of 55, on every page. The server renders with React itself, so the HTML is React's.
 */
const reactOnPreact: Record<string, string> = {
  react: fileURLToPath(new URL("./app/preact/react.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

const browserRunsPreact: Plugin = {
  name: "browser-runs-preact",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer, options) {
    const target = reactOnPreact[source];
    if (!target) return null;
    return this.resolve(target, importer, { ...options, skipSelf: true });
  },
};

export default defineConfig({
  // No data: URIs for fonts or images: the CSP allows them only from this origin.
  build: { assetsInlineLimit: 0 },
  plugins: [
    browserRunsPreact,
    tailwindcss(),
    reactRouter(),
    // `npm run dev` mounts the same Fastify server that `npm start` runs.
    fastifyReactRouterDev({ entry: "./server/dev-entry.ts", externalizeServerEntryImports: ["#app-context"] }),
  ],
});
