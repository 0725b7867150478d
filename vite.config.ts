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
  build: {
    // No data: URIs for fonts or images: the CSP allows them only from this origin.
    assetsInlineLimit: 0,
    // The browser's framework (Preact, React Router and its stream decoder) in one file, which every page loads:
    // compressed together they are 3.5 KB smaller than as the three chunks the bundler made of them.
    rollupOptions: { output: { advancedChunks: { groups: [{ name: "framework", test: /node_modules[\\/](preact|react-router|turbo-stream)[\\/]/ }] } } },
  },
  plugins: [
    browserRunsPreact,
    tailwindcss(),
    reactRouter(),
    // `npm run dev` mounts the same Fastify server that `npm start` runs.
    fastifyReactRouterDev({ entry: "./server/dev-entry.ts", externalizeServerEntryImports: ["#app-context"] }),
  ],
});
