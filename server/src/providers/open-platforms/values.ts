/** Reading the values of a platform's JSON answer, whatever their type turns out to be. */

/** An object's fields ({} for anything else). */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
/** A string or a number as text ('' for anything else). */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
/** A whole number, from a number or a numeric string (`fallback` for anything else). */
export const int = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
