import type { ReactNode } from "react";

/**
 * The frame a wide table or chart scrolls inside, so the page itself never scrolls sideways on a phone. It takes
 * the keyboard's focus (tabIndex 0): a keyboard user must be able to reach and scroll it too (axe's
 * scrollable-region-focusable). `relative` keeps absolutely placed children (sr-only labels) inside the frame.
 */
export function ScrollFrame({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <div tabIndex={0} className={`relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`.trim()}>
      {children}
    </div>
  );
}
