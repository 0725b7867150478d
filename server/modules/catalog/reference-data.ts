import { emirateList } from "#core/catalog/emirates.ts";

// Seed reference data (public sources; staff edit it later). Codes per emirate are incomplete by nature.

export const seedEmirates = emirateList.map((e) => ({ ...e }));

const letters = (s: string) => [...s];
export const seedPlateCodes: Record<string, string[]> = {
  DU: [...letters("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "AA", "BB", "CC", "DD"],
  AZ: ["1", "2", ...Array.from({ length: 15 }, (_, i) => String(i + 4)), "50"],
  SH: ["1", "2", "3"],
  AJ: letters("ABCDEFHK"),
  UQ: [...letters("ABCDEFGHIJLM"), "X"],
  RK: letters("ABCDIKMNSVXYZ"),
  FU: letters("ABCDEFGHIKLMOPRSTVXZ"),
};

export const seedPlateTypes = [
  { key: "private", name: "Private", nameAr: "خصوصي", sortOrder: 1 },
  { key: "motorcycle", name: "Motorcycle", nameAr: "دراجة نارية", sortOrder: 2 },
  { key: "classic", name: "Classic", nameAr: "كلاسيكية", sortOrder: 3 },
  { key: "taxi", name: "Taxi", nameAr: "أجرة", sortOrder: 4 },
  { key: "public_transport", name: "Public transport", nameAr: "نقل عام", sortOrder: 5 },
  { key: "trade", name: "Trade", nameAr: "تجارية", sortOrder: 6 },
  { key: "export", name: "Export", nameAr: "تصدير", sortOrder: 7 },
  { key: "government", name: "Government", nameAr: "حكومية", sortOrder: 8 },
  { key: "diplomatic", name: "Diplomatic", nameAr: "دبلوماسية", sortOrder: 9 },
];

export const seedPackages = [
  { name: "Platinum", nameAr: "بلاتينية" },
  { name: "Gold", nameAr: "ذهبية" },
  { name: "Silver", nameAr: "فضية" },
  { name: "Bronze", nameAr: "برونزية" },
  { name: "Prepaid", nameAr: "مسبقة الدفع" },
];

/** Fees in fils: AED 500 administration per item, 5% VAT, AED 620 plate ownership transfer. */
export const seedFeeSettings = [
  { kind: "plate" as const, adminFeeFils: 50_000n, vatBasisPoints: 500, plateTransferFeeFils: 62_000n },
  { kind: "number" as const, adminFeeFils: 25_000n, vatBasisPoints: 500, plateTransferFeeFils: 0n },
];
