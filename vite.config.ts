import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // No data: URIs for fonts or images: the CSP allows them only from this origin.
  build: { assetsInlineLimit: 0 },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run dev` mounts the same Fastify server that `npm start` runs.
    fastifyReactRouterDev({ entry: "./server/dev-entry.ts", externalizeServerEntryImports: ["#app-context"] }),
  ],
});
