/** 0557777777 → "055 777 7777": the grouping people read numbers in. */
export function formatMobile(number: string): string {
  return number.length === 10 ? `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}` : number;
}
