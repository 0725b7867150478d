/** The seven emirates (ISO 3166-2:AE codes), in the order the shop lists them. Seeded into the database. */
export const emirateList = [
  { code: "DU", name: "Dubai", nameAr: "دبي", sortOrder: 1 },
  { code: "AZ", name: "Abu Dhabi", nameAr: "أبوظبي", sortOrder: 2 },
  { code: "SH", name: "Sharjah", nameAr: "الشارقة", sortOrder: 3 },
  { code: "AJ", name: "Ajman", nameAr: "عجمان", sortOrder: 4 },
  { code: "UQ", name: "Umm Al Quwain", nameAr: "أم القيوين", sortOrder: 5 },
  { code: "RK", name: "Ras Al Khaimah", nameAr: "رأس الخيمة", sortOrder: 6 },
  { code: "FU", name: "Fujairah", nameAr: "الفجيرة", sortOrder: 7 },
] as const;

export type EmirateCode = (typeof emirateList)[number]["code"];
