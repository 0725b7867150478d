import type { FormEvent } from "react";
import { Form, useNavigate, useRevalidator } from "react-router";
import { useT } from "../lib/i18n.ts";
import { type NavItem, NavDropdown } from "./nav-dropdown.tsx";

export interface MenuUser {
  name: string;
  /** Whether the user may open any of the admin area's sections (the root loader works it out on the server). */
  admin: boolean;
}

/**
 * The signed-in user's menu in the header: wishlist, profile, the admin area for staff who may open any of
 * its sections, and sign-out. Sign-out is a real form (it works without JavaScript); with JavaScript it also
 * goes home in the current language even if the request fails, and reloads the root data, so the user's
 * name and wishlist hearts are gone at once.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const { t, href } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const items: NavItem[] = [
    { label: t("auth.wishlist"), to: href("/wishlist") },
    { label: t("auth.profile"), to: href("/profile") },
  ];
  // Only hides the link; the admin pages check permissions themselves.
  if (user.admin) items.push({ label: t("auth.admin"), to: href("/admin") });

  async function signOut(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    close();
    const form = event.currentTarget;
    try {
      // The server ends the session and clears the cookie; its redirect is not followed, we navigate ourselves.
      await fetch(form.action, { method: "POST", body: new FormData(form), redirect: "manual", credentials: "same-origin" });
    } catch {
      // Offline or refused: this browser still leaves the account view.
    }
    await navigate(href("/"));
    await revalidator.revalidate();
  }

  return (
    <NavDropdown
      variant="menu"
      label={<bdi>{user.name}</bdi>}
      ariaLabel={t("auth.userMenu", { name: user.name })}
      items={items}
      extra={(close) => (
        <li>
          <Form method="post" action={href("/logout")} onSubmit={(event) => void signOut(event, close)}>
            <button type="submit" className="block w-full px-4 py-2 text-start hover:bg-brand-50">
              {t("auth.logout")}
            </button>
          </Form>
        </li>
      )}
    />
  );
}
