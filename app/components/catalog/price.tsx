import { formatAed } from "#core/money.ts";
import { useT } from "#app/lib/i18n.ts";

/** A price in AED, isolated so bidi never moves its digits in Arabic text. */
export function Price({ fils, className }: { fils: string | bigint; className?: string }) {
  const { lang } = useT();
  return (
    <bdi dir="ltr" className={className}>
      {formatAed(BigInt(fils), lang)}
    </bdi>
  );
}
