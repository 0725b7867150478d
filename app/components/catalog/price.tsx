import { formatAed } from "#core/money.ts";
import { useT } from "#app/lib/i18n.ts";

/**
 * A price in AED, isolated so bidi never moves its digits in Arabic text. The isolate takes its direction from the
 * text (`<bdi>` is dir="auto"): in Arabic it is right to left, so "1,234.56 د.إ" reads amount then currency from
 * the right; forced left to right it showed the currency first (issue 32).
 */
export function Price({ fils, className }: { fils: string | bigint; className?: string }) {
  const { lang } = useT();
  return (
    <bdi className={className}>
      {formatAed(BigInt(fils), lang)}
    </bdi>
  );
}
