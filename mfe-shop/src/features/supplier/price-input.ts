/** "34.50" -> 3450 minor units; anything that is not a price (blank, letters, 3 decimals) -> NaN (the contract refuses it). */
export function toMinor(major: string): number {
  const text = major.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** 3450 -> "34.50", for editing. */
export const toMajor = (minor: number) => (minor / 100).toFixed(2);

/** "-3" -> -3; blank -> undefined (no change); anything else -> NaN (the contract refuses it). */
export function toStockChange(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
