import type { Tier } from "#core/catalog/tiers.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import { seedPlateCodes } from "./reference-data.ts";

/** A small deterministic generator (mulberry32), so the demo shop is the same on every fresh start. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

type Rng = ReturnType<typeof random>;

const digit = (r: Rng, from = 0) => String(r.int(from, 9));

/** Digit strings with the shapes buyers look for, mixed with ordinary ones. */
function patternedDigits(r: Rng, length: number): string {
  const d = digit(r, 1);
  const shape = r.int(0, 9);
  let s: string;
  if (shape === 0) s = d.repeat(length);
  else if (shape === 1 && length >= 3) {
    const start = r.int(1, 10 - length);
    s = Array.from({ length }, (_, i) => String(start + i)).join("");
  } else if (shape === 2 && length >= 3) {
    const half = Array.from({ length: Math.ceil(length / 2) }, (_, i) => (i === 0 ? d : digit(r))).join("");
    s = half + [...half.slice(0, Math.floor(length / 2))].reverse().join("");
  } else if (shape === 3 && length >= 4) {
    const block = d + digit(r);
    s = block.repeat(Math.ceil(length / 2)).slice(0, length);
  } else if (shape === 4 && length >= 2) s = d + "0".repeat(length - 1);
  else if (shape === 5 && length >= 3) s = d + d.repeat(length - 2) + digit(r);
  else s = d + Array.from({ length: length - 1 }, () => digit(r)).join("");
  return s;
}

const priceRanges: Record<"plate" | "number", Record<Tier, [number, number]>> = {
  plate: { diamond: [1_500_000, 25_000_000], platinum: [250_000, 2_000_000], gold: [45_000, 300_000], silver: [12_000, 60_000], bronze: [3_500, 15_000] },
  number: { diamond: [400_000, 3_000_000], platinum: [90_000, 600_000], gold: [18_000, 140_000], silver: [4_500, 30_000], bronze: [900, 6_000] },
};

/** A realistic price in fils for a tier: whole hundreds of dirhams, as dealers list them. */
export function demoPrice(r: Rng, kind: "plate" | "number", tier: Tier): bigint {
  const [min, max] = priceRanges[kind][tier];
  const aed = Math.round(Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min))) / 100) * 100;
  return BigInt(aed) * 100n;
}

export interface DemoPlate {
  emirateCode: string;
  code: string;
  plateType: string;
  number: number;
}

const emirateWeights = ["DU", "DU", "DU", "DU", "AZ", "AZ", "AZ", "SH", "SH", "AJ", "UQ", "RK", "RK", "FU"];

export function demoPlate(r: Rng): DemoPlate {
  const emirateCode = r.pick(emirateWeights);
  const length = r.pick([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
  const number = Number(patternedDigits(r, length));
  const plateType = r.next() < 0.85 ? "private" : r.pick(["motorcycle", "classic", "classic"]);
  return { emirateCode, code: r.pick(seedPlateCodes[emirateCode]!), plateType, number };
}

const prefixes: Record<Operator, string[]> = { etisalat: ["050", "054", "056"], du: ["052", "055", "058"] };

export function demoNumber(r: Rng): { operator: Operator; number: string } {
  const operator: Operator = r.next() < 0.5 ? "du" : "etisalat";
  // Numbers move between operators: a few keep a prefix of the other one.
  const prefixOwner: Operator = r.next() < 0.9 ? operator : operator === "du" ? "etisalat" : "du";
  const subscriber = r.next() < 0.6 ? patternedDigits(r, 7) : digit(r, 1) + Array.from({ length: 3 }, () => digit(r)).join("") + patternedDigits(r, 3);
  return { operator, number: r.pick(prefixes[prefixOwner]) + subscriber };
}
