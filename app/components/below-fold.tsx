import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

// How far below the screen a block starts to be made live: about a phone screen, so a reader scrolling at a
// normal pace never reaches a block before it is.
const NEAR = "800px 0px";

/**
 * A block below the fold (the home page's sections, the footer's columns) whose server HTML the browser does not
 * hydrate on arrival (issue 15, decision 0033). While the page hydrates, the block renders as its element with
 * empty inner HTML, which Preact leaves as the server wrote it without visiting a node inside; when it comes
 * near the screen, its content is rendered, replacing the server's copy of the same HTML. Until then it is plain
 * HTML: its links are ordinary links and its forms post as without JavaScript. Reached by a client navigation
 * (no server HTML to keep), it renders at once.
 */
export function BelowFold({ as: Tag = "div", children, ...props }: { as?: "div" | "section"; children: ReactNode } & ComponentProps<"div">) {
  const hydrating = !useHydrated();
  // Only a block that was in the server's HTML waits; the first render says which.
  const [fromServer] = useState(hydrating);
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const waiting = fromServer && !near && typeof document !== "undefined";

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);

  if (waiting) return <Tag {...props} ref={ref} dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <Tag {...props} ref={ref}>
      {children}
    </Tag>
  );
}
