import { appContext } from "#app-context";
import { formatScaled } from "#core/text/digits.ts";
import type { Route } from "./+types/transactions-export.ts";
import { transactionQuery } from "./transactions.server.ts";

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The transactions matching the list's filters as CSV (UTF-8 with a byte-order mark, so Excel shows Arabic
 * names correctly). Headers in English: the file is read by accounting software as much as by people.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:transaction");
  const { service } = transactionQuery(url);
  const rows = await services.transactions.exportRows(service);
  const header = ["id", "item", "amount_aed", "buyer_name", "date", "phone", "status", "category", "invoice_number", "bank_reference_number"];
  const lines = rows.map((r) =>
    [r.id, `${r.itemKind}#${r.itemId}`, formatScaled(r.total, 2), r.buyerName, r.createdAt.toISOString(), r.buyerPhone, r.state, r.itemKind, r.invoiceNumber, r.bankReference].map(cell).join(","),
  );
  return new Response(`\ufeff${[header.join(","), ...lines].join("\r\n")}\r\n`, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="transactions.csv"', "cache-control": "no-store" },
  });
}
