import { Outlet, useRouteLoaderData } from "react-router";
import { appContext } from "#app-context";
import { visibleSections } from "#core/access/admin-sections.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/layout.ts";
import { requireAdminArea } from "./admin.server.ts";

/** The admin area: signed-in staff only; its own chrome instead of the site's header and footer. */
export const handle = { layout: "admin" };

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAdminArea(context.get(appContext).session);
  return {
    user: { id: user.id, name: user.name },
    sections: visibleSections(user.scope).map((s) => ({ id: s.id, path: s.path!, label: s.label, icon: s.icon })),
  };
}

export type AdminLayoutData = Awaited<ReturnType<typeof loader>>;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell userName={loaderData.user.name} sections={loaderData.sections}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused or missing page inside the area keeps the admin chrome; someone who may not enter gets the site's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const admin = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  if (!admin) {
    // The site's header and footer, without its title bar (the error page has its own heading).
    return (
      <>
        <a href="#main" className="skip-link">
          {t("nav.skipToContent")}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <ErrorPage error={error} />
        </main>
        <SiteFooter />
      </>
    );
  }
  return (
    <AdminShell userName={admin.user.name} sections={admin.sections}>
      <ErrorPage error={error} />
    </AdminShell>
  );
}
