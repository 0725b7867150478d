import { useState } from "react";
import { appContext } from "#app-context";
import { numberDto, plateDto } from "#app/lib/catalog.server.ts";
import { toastClass } from "../components/catalog/favourite-button.tsx";
import { NumberCard } from "../components/catalog/number-card.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/wishlist.ts";

/** /wishlist (sign-in required): the plates and numbers the user keeps, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const items = await services.favourites.items(user.id);
  return { plates: items.plates.map(plateDto), numbers: items.numbers.map(numberDto) };
}

export const meta: Route.MetaFunction = ({ matches }) => [...seoMeta(matches, { pageName: "wishlist", path: "/wishlist" }), { name: "robots", content: "noindex" }];

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { plates, numbers } = loaderData;
  // The hearts' answers: a removed item's card is gone by the time its answer would show inside it.
  const [message, setMessage] = useState("");
  // One status element whatever the list shows, so it is still there (and announced) when the list empties.
  return (
    <>
      {plates.length === 0 && numbers.length === 0 ? (
        <p className="mx-auto max-w-3xl px-4 py-12 text-center text-lg">{t("wishlist.empty")}</p>
      ) : (
        <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
          {plates.length > 0 && (
            <section aria-labelledby="wishlist-plates">
              <h2 id="wishlist-plates" className="section-heading">{t("wishlist.plates")}</h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{plates.map((p) => <PlateCard key={p.id} plate={p} onFavouriteMessage={setMessage} />)}</div>
            </section>
          )}
          {numbers.length > 0 && (
            <section aria-labelledby="wishlist-numbers">
              <h2 id="wishlist-numbers" className="section-heading">{t("wishlist.numbers")}</h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{numbers.map((n) => <NumberCard key={n.id} item={n} onFavouriteMessage={setMessage} />)}</div>
            </section>
          )}
        </div>
      )}
      <p role="status" className={message ? toastClass : "sr-only"}>
        {message}
      </p>
    </>
  );
}
