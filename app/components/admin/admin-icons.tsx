import type { AdminIcon } from "#core/access/admin-sections.ts";

// The admin navigation's icons: simple outline drawings on a 24-unit grid, stroked in the text colour.
// Decorative only (the label beside each says what it is), so hidden from screen readers.
const drawings: Record<AdminIcon, string> = {
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  plate: "M3 7h18v10H3zM7 12h2M11 12h6",
  phone: "M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2",
  image: "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9h.01",
  service: "M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6",
  inbox: "M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5",
  estimate: "M5 3h14v18H5zM8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 19h8",
  draw: "M4 20l4-1 11-11-3-3L5 16zM14 6l3 3",
  package: "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
  ticket: "M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3zM14 6v12",
  page: "M6 2h9l5 5v15H6zM15 2v5h5M9 13h8M9 17h8",
  idCard: "M2 5h20v14H2zM9 11a2 2 0 1 0 0-.01M5 17c1-2 6-2 7 0M14 9h5M14 13h5",
  receipt: "M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4",
  upload: "M12 16V4M7 9l5-5 5 5M4 16v4h16v-4",
  download: "M12 4v12M7 11l5 5 5-5M4 16v4h16v-4",
  pen: "M12 20h9M16.5 3.5l4 4L8 20H4v-4z",
  news: "M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h5",
  users: "M9 11a4 4 0 1 0 0-.01M2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M18 15c2 1 4 3 4 6",
  gear: "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
  key: "M8 15a4 4 0 1 0 0-.01M11 12l9-9M17 6l3 3M15 8l2 2",
  shield: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4",
  mail: "M3 5h18v14H3zM3 5l9 8 9-8",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  list: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5",
};

export function AdminIconDrawing({ icon }: { icon: AdminIcon }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="shrink-0">
      <path d={drawings[icon]} />
    </svg>
  );
}
