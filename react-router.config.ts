import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // The whole route manifest ships as one static, cached file: no /__manifest request per page view, which
  // on a page full of links asked the server to match some 25 paths.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
