import { branchKey } from "#core/validation/settings.ts";
import type { constants } from "../content.schema.ts";

type ConstantRow = typeof constants.$inferInsert;

// Each setting is listed once with its English and Arabic value; keys ending in `_ar` hold the Arabic text.
const settings: { key: string; en: string; ar: string; url?: string }[] = [
  { key: "contactPhone", en: "+971 4 295 5000", ar: "+971 4 295 5000", url: "tel:+97142955000" },
  { key: "contactEmail", en: "info@specialnumbers.ae", ar: "info@specialnumbers.ae", url: "mailto:info@specialnumbers.ae" },
  {
    key: "about_us_footer",
    en: "Since 2001 we have helped collectors, families and businesses across the UAE find distinguished car plates from all seven emirates and special du and Etisalat mobile numbers. Every listing is verified before it goes live, and our team guides you through payment and official transfer from start to finish.",
    ar: "منذ عام 2001 نساعد الهواة والعائلات والشركات في أنحاء الإمارات على اقتناء لوحات السيارات المميزة من الإمارات السبع وأرقام الهواتف المميزة من دو واتصالات. نتحقق من كل لوحة وكل رقم قبل عرضه، ويرافقك فريقنا في الدفع وإجراءات النقل الرسمية من البداية حتى النهاية.",
  },
  {
    key: "head_office",
    en: "Office 1204, Al Moosa Tower 2, Sheikh Zayed Road, Dubai, United Arab Emirates",
    ar: "مكتب 1204، برج الموسى 2، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة",
  },
  {
    key: "branches",
    en: "Abu Dhabi: Al Khalidiya, Khalifa Street · Sharjah: Al Majaz, Corniche Street · Al Ain: Al Jimi District",
    ar: "أبوظبي: الخالدية، شارع خليفة · الشارقة: المجاز، شارع الكورنيش · العين: منطقة الجيمي",
  },
  {
    key: "working_hours",
    en: "Monday to Saturday, 9:00 AM – 9:00 PM · Friday prayer break 12:00 – 2:30 PM · Sunday closed",
    ar: "من الاثنين إلى السبت، من 9:00 صباحًا حتى 9:00 مساءً · استراحة صلاة الجمعة من 12:00 حتى 2:30 ظهرًا · الأحد عطلة",
  },
  { key: "helpline", en: "800 7752", ar: "800 7752", url: "tel:8007752" },
  {
    key: "bankAccount",
    en: "Emirates NBD · Special Numbers & Plates L.L.C. · IBAN AE07 0260 0010 1523 4567 801 · SWIFT EBILAEAD",
    ar: "بنك الإمارات دبي الوطني · الأرقام واللوحات المميزة ذ.م.م · رقم الآيبان AE07 0260 0010 1523 4567 801 · سويفت EBILAEAD",
  },
  { key: "sellerName", en: "Special Numbers & Plates L.L.C.", ar: "الأرقام واللوحات المميزة ذ.م.م" },
  { key: "sellerTrn", en: "100234567800003", ar: "100234567800003" },
  { key: "helpline_2", en: "+971 50 700 2001", ar: "+971 50 700 2001", url: "tel:+971507002001" },
  { key: "facebookLink", en: "Facebook", ar: "فيسبوك", url: "https://www.facebook.com/specialnumbersae" },
  { key: "twitterLink", en: "X (Twitter)", ar: "إكس (تويتر)", url: "https://x.com/specialnumbersae" },
  { key: "instagramLink", en: "Instagram", ar: "إنستغرام", url: "https://www.instagram.com/specialnumbersae" },
  { key: "whatsapp", en: "Chat on WhatsApp", ar: "تواصل عبر واتساب", url: "https://wa.me/971507002001" },
  {
    key: "androidApp",
    en: "Get it on Google Play",
    ar: "حمّله من Google Play",
    url: "https://play.google.com/store/apps/details?id=ae.specialnumbers.app",
  },
  {
    key: "iosApp",
    en: "Download on the App Store",
    ar: "حمّله من App Store",
    url: "https://apps.apple.com/ae/app/special-numbers-plates/id1452870021",
  },
  { key: "staffEmail", en: "sales@specialnumbers.ae", ar: "sales@specialnumbers.ae", url: "mailto:sales@specialnumbers.ae" },
  ...branch(1, {
    name: ["Abu Dhabi branch", "فرع أبوظبي"],
    address: ["Al Khalidiya, Khalifa Street, Abu Dhabi", "الخالدية، شارع خليفة، أبوظبي"],
    hours: ["Monday to Saturday, 9:00 AM – 9:00 PM", "من الاثنين إلى السبت، من 9:00 صباحًا حتى 9:00 مساءً"],
    phone: ["+971 2 641 2000", "tel:+97126412000"],
    whatsapp: ["+971 50 700 2002", "https://wa.me/971507002002"],
  }),
  ...branch(2, {
    name: ["Sharjah branch", "فرع الشارقة"],
    address: ["Al Majaz, Corniche Street, Sharjah", "المجاز، شارع الكورنيش، الشارقة"],
    hours: ["Monday to Saturday, 9:00 AM – 9:00 PM", "من الاثنين إلى السبت، من 9:00 صباحًا حتى 9:00 مساءً"],
    phone: ["+971 6 556 3000", "tel:+97165563000"],
    whatsapp: ["+971 50 700 2003", "https://wa.me/971507002003"],
  }),
  ...branch(3, {
    name: ["Al Ain branch", "فرع العين"],
    address: ["Al Jimi District, Al Ain", "منطقة الجيمي، العين"],
    hours: ["Monday to Saturday, 10:00 AM – 8:00 PM", "من الاثنين إلى السبت، من 10:00 صباحًا حتى 8:00 مساءً"],
    phone: ["+971 3 765 4000", "tel:+97137654000"],
    whatsapp: ["+971 50 700 2004", "https://wa.me/971507002004"],
  }),
];

/** One branch of the Branches page (decision 0021): texts in English and Arabic; phone and WhatsApp as shown and linked. */
function branch(slot: number, b: Record<"name" | "address" | "hours", [string, string]> & Record<"phone" | "whatsapp", [string, string]>) {
  return [
    ...(["name", "address", "hours"] as const).map((part) => ({ key: branchKey(slot, part), en: b[part][0], ar: b[part][1] })),
    ...(["phone", "whatsapp"] as const).map((part) => ({ key: branchKey(slot, part), en: b[part][0], ar: b[part][0], url: b[part][1] })),
  ];
}

export const seedConstants: ConstantRow[] = settings.flatMap(({ key, en, ar, url }) => [
  { key, value: en, url: url ?? null },
  { key: `${key}_ar`, value: ar, url: url ?? null },
]);
