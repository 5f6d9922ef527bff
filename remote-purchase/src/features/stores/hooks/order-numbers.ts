/**
 * The batch dialog's order numbers (SPEC §2.7, §5): one a line or comma separated; tabs, quotes and
 * whitespace removed, line breaks become commas. Full-width commas and semicolons separate too (ours:
 * what a paste from a Chinese spreadsheet or chat has). Empty parts and repeats are dropped.
 */
export function parseOrderNumbers(text: string): string[] {
  const joined = text
    .replace(/[\t"'`“”‘’]/g, '')
    .replace(/\r\n?|\n/g, ',')
    .replace(/[，;；、]/g, ',')
    .replace(/\s+/g, '');
  return [...new Set(joined.split(',').filter(Boolean))];
}

/** What the query's `shop_order` takes: the numbers comma separated (absent when there are none). */
export const orderNumbersParam = (numbers: readonly string[]) => (numbers.length > 0 ? numbers.join(',') : undefined);
