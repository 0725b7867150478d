/**
 * Times staff type are UAE times (Asia/Dubai: UTC+4 all year, no daylight saving), whatever the server's or
 * the browser's zone. A `datetime-local` field sends "2026-11-24T18:30": that is 14:30 UTC.
 */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11-24T18:30" in UAE time as an instant; undefined for anything else, and for dates that do not exist. */
export function parseUaeDateTime(value: string): Date | undefined {
  const m = LOCAL.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // 2026-02-30 rolls over to March 2: refuse it instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc - UAE_OFFSET_MS);
}

/** An instant as a `datetime-local` value in UAE time: the field's default. */
export function formatUaeDateTime(instant: Date): string {
  return new Date(instant.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 16);
}
