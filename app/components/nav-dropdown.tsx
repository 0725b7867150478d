import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";

export interface NavItem {
  label: string;
  to: string;
}

/**
 * A disclosure menu: a button that opens a list of links; Escape or a click outside closes it.
 * `variant="nav"` sits in the main navigation's list (inline under 992 px, floating above); `variant="menu"`
 * stands alone (the header's user menu) and always floats at the end edge. `extra` adds entries after the
 * links (the sign-out form), given a function that closes the menu.
 */
export function NavDropdown({
  label,
  ariaLabel,
  items,
  onNavigate,
  extra,
  variant = "nav",
}: {
  label: ReactNode;
  ariaLabel?: string;
  items: NavItem[];
  onNavigate?: () => void;
  extra?: (close: () => void) => ReactNode;
  variant?: "nav" | "menu";
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement & HTMLDivElement>(null);
  const Wrapper = variant === "nav" ? "li" : "div";

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        ref.current?.querySelector("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <Wrapper ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((v) => !v)}
        className={`nav-link flex w-full items-center justify-between gap-1${variant === "menu" ? " text-sm" : ""}`}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={open ? "rotate-180" : ""}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={id}
        hidden={!open}
        className={`z-40 min-w-52 rounded-md bg-white py-1 text-brand-900 shadow-lg ${variant === "nav" ? "lg:absolute lg:top-full lg:start-0" : "absolute top-full end-0 mt-1"}`}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
              className="block px-4 py-2 hover:bg-brand-50 aria-[current=page]:font-bold"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        {extra?.(() => setOpen(false))}
      </ul>
    </Wrapper>
  );
}
