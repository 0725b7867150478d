/**
 * How each emirate's plate looks, simplified: the colour of the emblem panel and the name printed on it.
 * Approximations of the public designs, kept in one place so a designer can tune them.
 */
export interface PlateDesign {
  panel: string;
  panelText: string;
  name: string;
  nameAr: string;
}

export const plateDesigns: Record<string, PlateDesign> = {
  DU: { panel: "#111827", panelText: "#ffffff", name: "DUBAI", nameAr: "دبي" },
  AZ: { panel: "#b91c1c", panelText: "#ffffff", name: "ABU DHABI", nameAr: "أبوظبي" },
  SH: { panel: "#c2410c", panelText: "#ffffff", name: "SHARJAH", nameAr: "الشارقة" },
  AJ: { panel: "#1e3a8a", panelText: "#ffffff", name: "AJMAN", nameAr: "عجمان" },
  UQ: { panel: "#7c2d12", panelText: "#ffffff", name: "U.A.Q", nameAr: "أم القيوين" },
  RK: { panel: "#991b1b", panelText: "#ffffff", name: "R.A.K", nameAr: "رأس الخيمة" },
  FU: { panel: "#0f766e", panelText: "#ffffff", name: "FUJAIRAH", nameAr: "الفجيرة" },
};

export const operatorColours = {
  du: { background: "#00205b", accent: "#00a9ce", text: "#ffffff", name: "du", nameAr: "دو" },
  etisalat: { background: "#7f1d1d", accent: "#e00800", text: "#ffffff", name: "Etisalat", nameAr: "اتصالات" },
} as const;
