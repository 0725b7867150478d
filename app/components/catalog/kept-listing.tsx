import type { ReactNode } from "react";
import { useHearts } from "#app/lib/catalog.ts";
import { Kept } from "../kept.tsx";

/**
 * A whole listing (filters, results, cards) shows only its loader's data and what the cards' hearts show
 * (useHearts) for its `items`: rendered once for those and kept (decision 0034), the header and footer around it.
 */
export function KeptListing({ name, kind, data, items, children }: { name: string; kind: "plate" | "number"; data: object; items: readonly { id: number }[]; children: ReactNode }) {
  const hearts = useHearts(kind, items);
  return (
    <Kept name={name} inputs={{ data, hearts }}>
      {children}
    </Kept>
  );
}
