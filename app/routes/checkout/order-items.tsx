import { useT } from "#app/lib/i18n.ts";

export interface OrderItemNames {
  bundle: boolean;
  names: string[];
}

/**
 * An order's item as its checkout and Congrats pages show it (decision 0070): one name, or a bundle's words and
 * its plate and number on lines of their own, each in its own isolate so its digits keep their order. `summary`:
 * the checkout's summary heading (the list, which a heading may not hold, follows it).
 */
export function OrderItems({ items, summary }: { items: OrderItemNames; summary?: { id: string; className: string } }) {
  const { t } = useT();
  const list = items.bundle && (
    <ul className="mb-2" data-bundle-items="">
      {items.names.map((name) => (
        <li key={name}>
          <bdi>{name}</bdi>
        </li>
      ))}
    </ul>
  );
  const title = items.bundle ? t("bundles.checkoutItems") : <bdi>{items.names[0]}</bdi>;
  if (summary)
    return (
      <>
        <h2 id={summary.id} className={summary.className}>
          {title}
        </h2>
        {list}
      </>
    );
  return (
    <>
      {items.bundle ? <span className="block">{title}</span> : title}
      {list}
    </>
  );
}
