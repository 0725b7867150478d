import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";

export interface NavItem {
  label: string;
  to: string;
}

/** A disclosure menu: a button that opens a list of links; Escape or a click outside closes it. */
export function NavDropdown({ label, items, onNavigate }: { label: string; items: NavItem[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

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
    <li ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="nav-link flex w-full items-center justify-between gap-1"
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={open ? "rotate-180" : ""}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="z-40 min-w-52 rounded-md bg-white py-1 text-brand-900 shadow-lg lg:absolute lg:top-full lg:start-0">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className="block px-4 py-2 hover:bg-brand-50 aria-[current=page]:font-bold"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
