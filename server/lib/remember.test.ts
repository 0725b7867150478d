import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import { remember } from "./remember.ts";

/** Like a drizzle query: nothing runs until it is awaited, and it runs again at every await. */
function lazyQuery<T>(answer: () => T, runs: { count: number }): PromiseLike<T> {
  return {
    then(resolve, reject) {
      runs.count++;
      return Promise.resolve().then(answer).then(resolve, reject);
    },
  };
}

describe("remember", () => {
  it("runs a lazy query once and hands the same answer to every caller while it is kept", async () => {
    const cache = new LRUCache<string, Promise<{ n: number }>>({ max: 10, ttl: 60_000 });
    const runs = { count: 0 };
    const load = () => lazyQuery(() => ({ n: 1 }), runs);
    const [a, b] = await Promise.all([remember(cache, "k", load), remember(cache, "k", load)]);
    const c = await remember(cache, "k", load);
    expect(runs.count).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it("does not keep a failure: the next caller tries again", async () => {
    const cache = new LRUCache<string, Promise<{ n: number }>>({ max: 10, ttl: 60_000 });
    const runs = { count: 0 };
    await expect(remember(cache, "k", () => lazyQuery(() => { throw new Error("down"); }, runs))).rejects.toThrow("down");
    await expect(remember(cache, "k", () => lazyQuery(() => ({ n: 2 }), runs))).resolves.toEqual({ n: 2 });
    expect(runs.count).toBe(2);
  });
});
