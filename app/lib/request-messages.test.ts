import { describe, expect, it } from "vitest";
import { isSelected, messages, messageGroups } from "#core/i18n/index.ts";
import { selectorsOfPage } from "./page-messages.ts";

// The public request forms carry the forms' words only: staff's words on requests (the list, the status
// workflow, replies, history), the requests' e-mails and the branch settings stay with the admin area
// (core/i18n/messages/requests-admin.ts, decision 0061), which still gets all of them.

const publicFormPages = ["services", "contact_us", "draw_plates", "draw_numbers"];
const staffKeys = Object.keys(messageGroups.requestsAdmin.en);

describe("the request messages", () => {
  it("sends no staff word on requests to a public request form", () => {
    expect(staffKeys).toEqual(expect.arrayContaining(["requests.replyMessage", "requests.event.status", "requests.mail.ackSubject", "settings.constant.branch1"]));
    for (const page of publicFormPages) expect(staffKeys.filter((key) => isSelected(key, selectorsOfPage(page))), page).toEqual([]);
  });

  it("still gives the admin area every request message, and the forms their own", () => {
    const admin = selectorsOfPage("admin");
    expect(Object.keys(messages.en).filter((key) => key.startsWith("requests.") && !isSelected(key, admin))).toEqual([]);
    expect(isSelected("requests.submitRequest", selectorsOfPage("services"))).toBe(true);
  });
});
