import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticHandler } from "react-router";

/**
 * What React Router's matcher costs per pathname on this build's route tree (decision 0042): the static handler's
 * `match`, which the server runs twice per rendered request. Needs a build; `node bench/route-match.ts`.
 */
type Route = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
const build = (await import(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "server", "index.js"))) as { routes: Record<string, Route> };
const tree = (parentId: string | undefined): object[] =>
  Object.values(build.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: r.index ? undefined : tree(r.id) }));
const handler = createStaticHandler(tree(undefined) as never) as unknown as { match(pathname: string): { route: { id: string } }[] | null };

for (const pathname of ["/__bench/bare", "/plates", "/numbers", "/", "/en/plates", "/buy/plates/5"]) {
  for (let i = 0; i < 2000; i++) handler.match(pathname);
  const n = 20_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) handler.match(pathname);
  const us = Number(process.hrtime.bigint() - start) / 1000 / n;
  console.log(`${pathname.padEnd(16)} ${us.toFixed(1).padStart(6)} µs per match (${handler.match(pathname)?.map((m) => m.route.id).join(" > ")})`);
}
