import { Fragment } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

// Stand-ins for the values while the sentence is translated; control characters never occur in a translation.
const OPEN = "\u0001";
const CLOSE = "\u0002";

/**
 * A translated sentence whose values (an amount, a reference, a bidder's number) each sit in their own `<bdi>`:
 * "Sold for <bdi>21,000.00 AED</bdi>". The page's form of what plain text does with `isolated(vars)`
 * (core/text/bidi.ts): in Arabic the bidi algorithm otherwise reads the digits of an amount with the words around
 * it and may move them or the currency. `count` only chooses a plural form and stays a bare number.
 */
export function IsolatedSentence({ id, values, count }: { id: MessageKey; values: Record<string, string | number>; count?: number }) {
  const { t } = useT();
  const names = Object.keys(values);
  const marked = t(id, { ...Object.fromEntries(names.map((name, i) => [name, `${OPEN}${i}${CLOSE}`])), ...(count === undefined ? {} : { count }) });
  // "Sold for \u00010\u0002": the words before the first stand-in, then each value and the words after it.
  const [first = "", ...rest] = marked.split(OPEN);
  const parts = rest.map((chunk) => ({ value: values[names[Number(chunk.slice(0, chunk.indexOf(CLOSE)))]!], after: chunk.slice(chunk.indexOf(CLOSE) + 1) }));
  return (
    <>
      {first}
      {parts.map((part, i) => (
        <Fragment key={i}>
          <bdi>{part.value}</bdi>
          {part.after}
        </Fragment>
      ))}
    </>
  );
}
