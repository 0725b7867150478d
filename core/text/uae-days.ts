// UAE calendar days (Asia/Dubai: UTC+4 all year, no daylight saving; see uae-time.ts): a day starts at 20:00 UTC
// of the day before. The dashboard counts sales per UAE day, whatever the server's zone.

const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UAE day of an instant, `YYYY-MM-DD`. */
export function uaeDay(instant: Date): string {
  return new Date(instant.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as a date that exists, else undefined (2026-02-30 is refused, not rolled over). */
export function parseDay(value: string): string | undefined {
  const m = DAY.exec(value);
  if (!m) return undefined;
  const [year, month, day] = m.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return value;
}

/** The instant a UAE day starts. */
export function uaeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - UAE_OFFSET_MS);
}

/** The day `n` days after (or before, negative) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for the same day; 0 or less when `to` comes first). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, in order. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => addDays(from, i));
}
