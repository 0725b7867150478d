import { formatMobile } from "#core/catalog/format.ts";
import { type NumberItem, type PlateItem, emirateName } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";

// Stand-ins for the digits while the label is split; control characters never occur in a translation.
const CODE = "\u0001";
const NUMBER = "\u0002";

/**
 * A label (the same text as plateLabel/numberLabel) with its code and number isolated left to right. In
 * Arabic text, bidi would otherwise show "9-11111" as "11111-9" and "052 824 6112" as "6112 824 052".
 */
function Isolated({ marked, code = "", number }: { marked: string; code?: string; number: string }) {
  const marks = [marked.indexOf(CODE), marked.indexOf(NUMBER)].filter((i) => i >= 0);
  const fill = (s: string) => s.replace(CODE, code).replace(NUMBER, number);
  if (marks.length === 0) return <>{marked}</>;
  const start = Math.min(...marks);
  const end = Math.max(...marks) + 1;
  return (
    <>
      {fill(marked.slice(0, start))}
      <bdi dir="ltr" className="whitespace-nowrap">
        {fill(marked.slice(start, end))}
      </bdi>
      {fill(marked.slice(end))}
    </>
  );
}

export function PlateTitle({ plate }: { plate: Pick<PlateItem, "emirate" | "code" | "number"> }) {
  const { lang, t } = useT();
  const marked = t("catalog.plateLabel", { emirate: emirateName(plate.emirate, lang), code: CODE, number: NUMBER });
  return <Isolated marked={marked} code={plate.code} number={String(plate.number)} />;
}

export function NumberTitle({ item }: { item: Pick<NumberItem, "operator" | "number"> }) {
  const { t } = useT();
  const marked = t("catalog.numberLabel", { operator: t(`catalog.operator.${item.operator}`), number: NUMBER });
  return <Isolated marked={marked} number={formatMobile(item.number)} />;
}
