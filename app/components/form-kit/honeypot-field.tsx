import { HONEYPOT } from "#core/validation/fields.ts";
import { useT } from "#app/lib/i18n.ts";

/**
 * The honeypot of a public form: a field hidden from people, screen readers and the tab order, which robots
 * fill in. The server answers such a post as if it succeeded and keeps and mails nothing.
 */
export function HoneypotField() {
  const { t } = useT();
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {t("requests.honeypot")}
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
