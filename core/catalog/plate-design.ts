import { type EmirateCode, emirateList } from "./emirates.ts";

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

/** Each emirate's panel colours; the printed name is its English name in capitals unless its plates abbreviate it. */
const panels: Record<EmirateCode, { panel: string; panelText: string; printed?: string }> = {
  DU: { panel: "#111827", panelText: "#ffffff" },
  AZ: { panel: "#b91c1c", panelText: "#ffffff" },
  SH: { panel: "#c2410c", panelText: "#ffffff" },
  AJ: { panel: "#1e3a8a", panelText: "#ffffff" },
  UQ: { panel: "#7c2d12", panelText: "#ffffff", printed: "U.A.Q" },
  RK: { panel: "#991b1b", panelText: "#ffffff", printed: "R.A.K" },
  FU: { panel: "#0f766e", panelText: "#ffffff" },
};

/** The designs by emirate code; names come from the one list of emirates (core/catalog/emirates.ts). */
export const plateDesigns: Record<string, PlateDesign> = Object.fromEntries(
  emirateList.map((e) => {
    const { printed, ...colours } = panels[e.code];
    return [e.code, { ...colours, name: printed ?? e.name.toUpperCase(), nameAr: e.nameAr }];
  }),
);

export const operatorColours = {
  du: { background: "#00205b", accent: "#00a9ce", text: "#ffffff", name: "du", nameAr: "دو" },
  etisalat: { background: "#7f1d1d", accent: "#e00800", text: "#ffffff", name: "Etisalat", nameAr: "اتصالات" },
} as const;
