import { BENCH_BUYER } from "./lighthouse-signed-in.ts";

/** A UAE wall-clock time as the schedule form's fields take it ("2027-02-01T20:00"; the UAE is UTC+4, no DST). */
const uaeTime = (at: Date) => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 16);

/**
 * The demo data has no auction, so the bench schedules one, live for a week, through the staff's own form (the
 * bench buyer is the server's first super admin), with one number as its lot: the lot page then has something to
 * audit. A real form post, as a browser sends it; the answer must be the new auction's page.
 */
export async function scheduleBenchAuction(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(BENCH_BUYER) });
  if (!login.ok) throw new Error(`the bench buyer cannot sign in: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const numbers = (await (await fetch(`${baseUrl}/api/numbers`)).json()) as { data: { number: string; sold: boolean; reserved: boolean }[] };
  const number = numbers.data.find((n) => !n.sold && !n.reserved);
  if (!number) throw new Error("no number free to auction in the demo data");
  const form = new URLSearchParams({
    intent: "schedule",
    title_en: "Rare numbers",
    title_ar: "أرقام نادرة",
    starts_at: uaeTime(new Date(Date.now() - 3_600_000)),
    ends_at: uaeTime(new Date(Date.now() + 7 * 86_400_000)),
    "lots[0].item": number.number,
    "lots[0].starting_price": "25000",
    tiers: "0 1000\n100000 5000",
    deposit_kind: "fixed",
    deposit_amount: "5000",
    window_minutes: "3",
    extension_minutes: "3",
    pay_hours: "72",
  });
  const answer = await fetch(`${baseUrl}/en/admin/auctions/new`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: `session=${token}`, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const to = answer.headers.get("location") ?? "";
  if (answer.status !== 302 || !/\/admin\/auctions\/\d+/.test(to)) throw new Error(`the bench auction was not scheduled: ${answer.status} ${to}`);
}
