import { type ComponentProps, type ReactNode, useEffect } from "react";
import { HydrateLater, nearScreen } from "./hydrate-later.tsx";

/**
 * A block below the fold (the home page's sections, the footer's columns) that is not hydrated on arrival but
 * when it comes within about a screen of the viewport (issue 15, decision 0033). `name` marks its element, so the
 * browser can watch it before it is hydrated; it must be unique on the page.
 */
export function BelowFold({ as: Tag = "div", name, children, ...props }: { as?: "div" | "section"; name: string; children: ReactNode } & ComponentProps<"div">) {
  return (
    <HydrateLater until={nearScreen(`[data-below-fold="${name}"]`)}>
      <Tag {...props} data-below-fold={name}>
        {children}
        <MarkLive name={name} />
      </Tag>
    </HydrateLater>
  );
}

/** A performance mark once the block is live (the browser tests and bench/hydration.ts read it). */
function MarkLive({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(`below-fold:${name}`);
  }, [name]);
  return null;
}
