import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // The whole route manifest ships as one static, cached file: no /__manifest request per page view, which
  // on a page full of links asked the server to match some 25 paths.
  routeDiscovery: { mode: "initial" },
  // React Router's own check of an action's Origin (pages and ".data" only, never /fav or /logout) is handed to
  // the one same-origin check (server/http/same-origin.ts, decision 0041), which runs before it on every request,
  // knows PUBLIC_URL and refuses in the user's language. Left on, it answered a bare 400 to a post from
  // PUBLIC_URL's origin whenever the proxy's Host was another name. "**" is any host.
  allowedActionOrigins: ["**"],
} satisfies Config;
