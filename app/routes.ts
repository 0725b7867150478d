import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every public page exists twice: Arabic at the bare path, English under /en (the optional :lang segment).
// Order matters when scores tie: "/blog/about" must be the blog post "about", not lang="blog" + "/about",
// so routes whose first segment is a fixed word come before single-segment pages.
export default [
  route(":lang?", "routes/lang-layout.tsx", { id: "lang" }, [
    route("mobile_pages/:page?", "routes/mobile-page.tsx", { id: "mobile_pages" }),
    route("blog/:url", "routes/post-detail.tsx", { id: "blog_detail" }),
    route("new/:url", "routes/post-detail.tsx", { id: "new_detail" }),
    index("routes/home.tsx", { id: "home" }),
    route("about", "routes/website-page.tsx", { id: "about" }),
    route("faq", "routes/website-page.tsx", { id: "faq" }),
    route("privacy_policy", "routes/website-page.tsx", { id: "privacy_policy" }),
    route("terms_and_conditions", "routes/website-page.tsx", { id: "terms_and_conditions" }),
    route("blog", "routes/post-list.tsx", { id: "blog" }),
    route("new", "routes/post-list.tsx", { id: "new" }),
    route("*", "routes/not-found.tsx", { id: "not_found" }),
  ]),
] satisfies RouteConfig;
