import { useT } from "#app/lib/i18n.ts";
import { Price } from "./price.tsx";

export interface FeeRows {
  price: string;
  discount: string;
  adminFee: string;
  vat: string;
  transferFee: string;
  total: string;
}

/** The fee breakdown (spec section 3), computed on the server by core/catalog/fees.ts. */
export function FeeTable({ fees, kind }: { fees: FeeRows; kind: "plate" | "number" }) {
  const { t } = useT();
  const rows: [Parameters<typeof t>[0], string][] = [
    ["fees.price", fees.price],
    ["fees.adminFee", fees.adminFee],
    ["fees.vat", fees.vat],
    ...(kind === "plate" ? ([["fees.transferFee", fees.transferFee]] as [Parameters<typeof t>[0], string][]) : []),
    ...(BigInt(fees.discount) > 0n ? ([["fees.discount", `-${fees.discount}`]] as [Parameters<typeof t>[0], string][]) : []),
  ];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-start text-lg font-bold">{t("fees.title")}</caption>
      <tbody>
        {rows.map(([key, amount]) => (
          <tr key={key} className="border-b border-slate-200">
            <th scope="row" className="py-2 text-start font-normal">{t(key)}</th>
            <td className="py-2 text-end"><Price fils={amount} /></td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-2 text-start text-base font-bold">{t("fees.total")}</th>
          <td className="py-2 text-end text-base font-bold"><Price fils={fees.total} /></td>
        </tr>
      </tbody>
    </table>
  );
}
