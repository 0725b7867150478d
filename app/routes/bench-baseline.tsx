import type { Route } from "./+types/bench-baseline.ts";

/**
 * The load benchmark's baseline (bench/load.ts): the cheapest page this build can serve. Same root layout,
 * root loader and scripts as every page, but no header, no footer, no loader and no data of its own, so
 * "req/s as % of the baseline" shows what a real page costs on top of the framework.
 */
export const handle = { layout: "mobile" };

export const meta: Route.MetaFunction = () => [{ title: "bench" }, { name: "robots", content: "noindex" }];

export default function BenchBaseline() {
  return (
    <main>
      <p>ok</p>
    </main>
  );
}
