import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every public page exists twice: Arabic at the bare path, English under /en (the optional :lang segment).
// Order matters when scores tie: "/blog/about" must be the blog post "about", not lang="blog" + "/about",
// so routes whose first segment is a fixed word come before single-segment pages.
export default [
  route(":lang?", "routes/lang-layout.tsx", { id: "lang" }, [
    route("__bench/bare", "routes/bench-baseline.tsx", { id: "bench_bare" }),
    route("mobile_pages/:page?", "routes/mobile-page.tsx", { id: "mobile_pages" }),
    route("blog/:url", "routes/post-detail.tsx", { id: "blog_detail" }),
    route("new/:url", "routes/post-detail.tsx", { id: "new_detail" }),
    route("buy/plates/:id?", "routes/buy-plate.tsx", { id: "buy_plates" }),
    route("buy/numbers/:id?", "routes/buy-number.tsx", { id: "buy_numbers" }),
    route("numbers/:operator?", "routes/numbers.tsx", { id: "numbers" }),
    index("routes/home.tsx", { id: "home" }),
    route("about", "routes/website-page.tsx", { id: "about" }),
    route("faq", "routes/website-page.tsx", { id: "faq" }),
    route("privacy_policy", "routes/website-page.tsx", { id: "privacy_policy" }),
    route("terms_and_conditions", "routes/website-page.tsx", { id: "terms_and_conditions" }),
    route("blog", "routes/post-list.tsx", { id: "blog" }),
    route("new", "routes/post-list.tsx", { id: "new" }),
    route("plates", "routes/plates.tsx", { id: "plates" }),
    route("wishlist", "routes/wishlist.tsx", { id: "wishlist" }),
    route("fav", "routes/fav.tsx", { id: "fav" }),
    route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
      index("routes/admin/home.tsx", { id: "admin_home" }),
      route("users", "routes/admin/users.tsx", { id: "admin_users" }),
      route("users/:userId", "routes/admin/user.tsx", { id: "admin_user" }),
      route("roles", "routes/admin/roles.tsx", { id: "admin_roles" }),
      route("roles/:roleId", "routes/admin/role.tsx", { id: "admin_role" }),
      route("permissions", "routes/admin/permissions.tsx", { id: "admin_permissions" }),
      route("outbox", "routes/admin/outbox.tsx", { id: "admin_outbox" }),
      route("outbox/:messageId", "routes/admin/outbox-message.tsx", { id: "admin_outbox_message" }),
    ]),
    route("register", "routes/register.tsx", { id: "register" }),
    route("sign_in", "routes/sign-in.tsx", { id: "sign_in" }),
    route("logout", "routes/logout.tsx", { id: "logout" }),
    route("verify_email", "routes/verify-email.tsx", { id: "verify_email" }),
    route("forgot_password", "routes/forgot-password.tsx", { id: "forgot_password" }),
    route("reset_password", "routes/reset-password.tsx", { id: "reset_password" }),
    route("profile", "routes/profile.tsx", { id: "profile" }),
    route("*", "routes/not-found.tsx", { id: "not_found" }),
  ]),
] satisfies RouteConfig;
