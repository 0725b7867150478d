import type { Db } from "#server/db/client.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import { users } from "./accounts.schema.ts";

// Demo customers, so the admin's users list looks like a shop's: Emirati, Arab and expatriate buyers, in the
// script they registered with, over the past year; a few have not confirmed their e-mail, two are disabled.
// They have no password (no one can sign in as them): they are there to be listed, searched and sorted.
const names = [
  "محمد بن راشد الفلاسي", "Aisha Al Mansoori", "خالد سعيد المهيري", "Priya Nair", "فاطمة علي الكعبي", "James Whitfield",
  "سلطان عبدالله النعيمي", "Omar Haddad", "مريم حسن الشامسي", "Rahul Mehta", "عبدالرحمن يوسف الظاهري", "Sara Ahmed",
  "حمدان محمد المزروعي", "Elena Petrova", "نورة سالم السويدي", "Yousef Khoury", "راشد خليفة الهاملي", "Hannah Schmidt",
  "شيخة أحمد البلوشي", "Karim Nasser", "سعيد عمر الرميثي", "Li Wei", "هند إبراهيم القاسمي", "Fatima Zahra Benali",
  "أحمد جمعة الكتبي", "Daniel O'Connor", "ميثاء سيف الدرمكي", "Arjun Pillai", "علياء محمد المري", "Tariq Al Amiri",
] as const;

export async function seedDemoCustomers(db: Db): Promise<void> {
  await runSeedStepOnce(db, "accounts:demo-customers:v1", async (tx) => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now() - 360 * day;
    await tx.insert(users).values(
      names.map((name, i) => {
        const arabic = /[\u0600-\u06ff]/.test(name);
        const createdAt = new Date(start + i * 12 * day + (i % 5) * 3_600_000);
        return {
          id: `demo-customer-${String(i + 1).padStart(2, "0")}`,
          name,
          email: `customer${String(i + 1).padStart(2, "0")}@example.ae`,
          emailVerified: i % 7 !== 3,
          disabled: i === 11 || i === 23,
          phone: `05${String(i % 9)}${String(1_000_000 + i * 7919).slice(-7)}`,
          lang: arabic ? ("ar" as const) : ("en" as const),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  });
}
