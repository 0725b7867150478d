/**
 * What the browser gets for `import … from "react"`: Preact's React compatibility layer (decision 0031). The
 * server keeps React itself; only the client build resolves "react" here (vite.config.ts).
 *
 * React Router 8 also imports `useOptimistic`, which Preact does not have. The router calls its setter only
 * when it runs its navigations as transitions (`useTransitions`), which this site does not ask for; the state
 * passes straight through otherwise, as React's does outside a transition.
 */
import { useState } from "preact/compat";

// @ts-expect-error: Preact types its compatibility layer as `export =`, though the module has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

export function useOptimistic<S, A = S>(passthrough: S, reducer?: (state: S, action: A) => S): [S, (action: A) => void] {
  // An optimistic value holds only while the state it was made from is current, like React's after its transition.
  const [optimistic, setOptimistic] = useState<{ from: S; value: S } | undefined>(undefined);
  const value = optimistic && optimistic.from === passthrough ? optimistic.value : passthrough;
  const add = (action: A) => setOptimistic({ from: passthrough, value: reducer ? reducer(passthrough, action) : (action as unknown as S) });
  return [value, add];
}
