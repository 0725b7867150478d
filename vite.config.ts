import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    // No data: URIs for fonts or images: the CSP allows them only from this origin.
    assetsInlineLimit: 0,
    // The browser's framework (React, React DOM and its scheduler, React Router and its stream decoder) in one
    // file, which every page loads (decision 0042).
    rollupOptions: { output: { advancedChunks: { groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/ }] } } },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run dev` mounts the same Fastify server that `npm start` runs.
    fastifyReactRouterDev({ entry: "./server/dev-entry.ts", externalizeServerEntryImports: ["#app-context"] }),
  ],
});
