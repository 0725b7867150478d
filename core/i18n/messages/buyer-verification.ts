import { defineMessages } from "../define.ts";

// The profile's buyer verification page (issue 31, decision 0070): the checkout's verification form, filed
// before a first checkout (an offer needs it). The form's own words are checkout's.
export const buyerVerification = defineMessages(
  {
    "verification.title": "Buyer verification",
    "verification.link": "Buyer verification: your names and documents for buying and offers",
    "verification.intro": "File your names and documents once: every checkout and every offer uses them, and you can change them here.",
    "verification.saved": "Your buyer verification has been saved.",
    "verification.status.plate": "On file for plates and numbers.",
    "verification.status.number": "On file for numbers. Plates also need your traffic file number and driving licence.",
    "verification.status.none": "Not on file yet.",
    "verification.forNumber": "Buying numbers only? Use the shorter form",
    "verification.forPlate": "Buying plates too? Use the full form",
    "verification.save": "Save my verification",
  },
  {
    "verification.title": "التحقق من المشتري",
    "verification.link": "التحقق من المشتري: اسمك ومستنداتك للشراء وعروض الأسعار",
    "verification.intro": "قدّم اسمك ومستنداتك مرة واحدة: تستخدمها كل عملية إتمام شراء وكل عرض سعر، ويمكنك تغييرها هنا.",
    "verification.saved": "تم حفظ بيانات التحقق من المشتري.",
    "verification.status.plate": "مكتملة للوحات والأرقام.",
    "verification.status.number": "مكتملة للأرقام. تحتاج اللوحات أيضًا إلى رقم الملف المروري ورخصة القيادة.",
    "verification.status.none": "لم تُقدَّم بعد.",
    "verification.forNumber": "تشتري أرقامًا فقط؟ استخدم النموذج المختصر",
    "verification.forPlate": "تشتري لوحات أيضًا؟ استخدم النموذج الكامل",
    "verification.save": "حفظ بيانات التحقق",
  },
);
