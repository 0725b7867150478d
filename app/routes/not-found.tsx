import { data } from "react-router";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found.ts";

/** Any path no route claims: the translated 404 page with a link home. */
export function loader() {
  throw data({ messageKey: "error.notFound" }, 404);
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...seoMeta(matches, { pageName: "not_found", path: location.pathname }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return null;
}
