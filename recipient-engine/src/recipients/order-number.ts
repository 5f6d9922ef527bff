/**
 * The optional order number: a leading run of digits or dashes (SPEC §5), e.g.
 * `20231101-0001,张三,138…`. A leading run that is the phone itself is not an order number, unless
 * another mobile follows (`13800138000,张三,13900139000,…`: the first is the order number).
 */
import { DASH, isDigit } from './normalise';

/** End of the leading run of digits and dashes of s[0, n), or 0 when there is none (or no digit in it). */
export function leadingRunEnd(s: Uint16Array, n: number): number {
  let i = 0;
  let digits = 0;
  while (i < n && (isDigit(s[i]) || s[i] === DASH)) {
    if (s[i] !== DASH) digits += 1;
    i += 1;
  }
  return digits > 0 ? i : 0;
}

/** The order number as it is kept: the run without dashes at its ends. */
export function tidyOrderNumber(run: string): string {
  return run.replace(/^-+|-+$/g, '');
}
