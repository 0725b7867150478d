import { formatMobile } from "#core/catalog/format.ts";
import { splitAtLtrRun } from "#core/text/bidi.ts";
import { type NumberItem, type PlateItem, emirateName } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";

/**
 * A label (the same text as plateLabel/numberLabel) with its code and number isolated left to right, split where
 * plain text isolates it (core/text/bidi.ts). In Arabic text, bidi would otherwise show "9-11111" as "11111-9" and
 * "052 824 6112" as "6112 824 052".
 */
function Isolated({ parts: [before, run, after] }: { parts: [string, string, string] }) {
  if (run === "") return <>{before}</>;
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        {run}
      </bdi>
      {after}
    </>
  );
}

export function PlateTitle({ plate }: { plate: Pick<PlateItem, "emirate" | "code" | "number"> }) {
  const { lang, t } = useT();
  const parts = splitAtLtrRun(([code, number]) => t("catalog.plateLabel", { emirate: emirateName(plate.emirate, lang), code: code!, number: number! }), [plate.code, String(plate.number)]);
  return <Isolated parts={parts} />;
}

export function NumberTitle({ item }: { item: Pick<NumberItem, "operator" | "number"> }) {
  const { t } = useT();
  const parts = splitAtLtrRun(([number]) => t("catalog.numberLabel", { operator: t(`catalog.operator.${item.operator}`), number: number! }), [formatMobile(item.number)]);
  return <Isolated parts={parts} />;
}
