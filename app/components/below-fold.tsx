import { type ComponentProps, type ReactNode, Suspense, useEffect } from "react";

/**
 * A block below the fold (the home page's sections, the footer's columns) that React hydrates after the rest of
 * the page (decision 0042). It is a Suspense boundary on the server and in the browser alike: the server writes
 * its content in place (nothing in it suspends, and `progressiveChunkSize` in app/entry.server.tsx keeps React
 * from moving a large boundary to the end of the page), so the page without JavaScript is the same. In the
 * browser React leaves a server-rendered boundary's HTML as it is while it hydrates the page, and hydrates it
 * afterwards, at its lowest priority and in short slices (selective hydration); a click inside it before then
 * makes React hydrate it first and replay the click. `name` marks its element; it must be unique on the page.
 */
export function BelowFold({ as: Tag = "div", name, children, ...props }: { as?: "div" | "section"; name: string; children: ReactNode } & ComponentProps<"div">) {
  return (
    <Suspense>
      <Tag {...props} data-below-fold={name}>
        {children}
        <MarkLive name={name} />
      </Tag>
    </Suspense>
  );
}

/** A performance mark once the block is live (the browser tests read it). */
function MarkLive({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(`below-fold:${name}`);
  }, [name]);
  return null;
}
