import type { banners } from "../content.schema.ts";

// The Arabic image and link are the same files (content.seed.ts copies them over).
type BannerRow = Omit<typeof banners.$inferInsert, "imageAr" | "linkAr">;

// Banner images carry no text: the home page overlays the title and subtitle in the visitor's language.
export const seedBanners: BannerRow[] = [
  {
    title: "Distinguished Plates from All Seven Emirates",
    titleAr: "لوحات مميزة من الإمارات السبع",
    subtitle: "Over 5000 verified plate numbers, secure online payment and full transfer support.",
    subtitleAr: "أكثر من 5000 لوحة تم التحقق منها، ودفع إلكتروني آمن، ومساعدة كاملة في إجراءات النقل.",
    image: "banner-plates.webp",
    link: "/plates",
    sortOrder: 1,
  },
  {
    title: "Special Mobile Numbers from du and Etisalat",
    titleAr: "أرقام هواتف مميزة من دو واتصالات",
    subtitle: "Repeating, sequential and mirror numbers, transferred into your name.",
    subtitleAr: "أرقام مكررة ومتسلسلة ومتناظرة، تُنقل باسمك رسميًا.",
    image: "banner-numbers.webp",
    link: "/numbers",
    sortOrder: 2,
  },
  {
    title: "Free Estimates and Transfer Assistance",
    titleAr: "تقييم مجاني ومساعدة في النقل",
    subtitle: "Tell us the plate or number you want, or find out what yours is worth. Trusted since 2001.",
    subtitleAr: "أخبرنا باللوحة أو الرقم الذي تبحث عنه، أو اعرف قيمة ما تملكه. موضع ثقة منذ عام 2001.",
    image: "banner-services.webp",
    link: "/services",
    sortOrder: 3,
  },
];
