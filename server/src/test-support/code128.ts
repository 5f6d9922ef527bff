/**
 * A Code 128 decoder for the tests (src/test-support/label-pdf-reader.ts): bar and space widths as drawn —
 * in any unit, left to right (or right to left) — back to the text. Start codes A, B and C, code set switches
 * and Shift, checksum verified; written from the symbology's table, independently of the encoder the server
 * uses (bwip-js), so a wrong encoding fails here instead of agreeing with itself.
 */

/** The 103 symbol values plus Start A (103), Start B (104), Start C (105): bar, space, bar, space, bar, space in modules. */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
];
/** The stop pattern: seven elements, 13 modules. */
export const CODE128_STOP = '2331112';

const START_A = 103;
const START_B = 104;
const START_C = 105;
const VALUE_OF = new Map(CODE128_PATTERNS.map((pattern, value) => [pattern, value]));

export class Code128Error extends Error {
  override name = 'Code128Error';
}

/** Element widths (bar first) in any unit → modules, each symbol scaled to its own 11 modules (13 for the stop). */
function toModules(widths: readonly number[]): string[] {
  const symbols: string[] = [];
  for (let at = 0; at < widths.length; ) {
    const last = widths.length - at === 7;
    const count = last ? 7 : 6;
    const group = widths.slice(at, at + count);
    const total = group.reduce((sum, width) => sum + width, 0);
    const module = total / (last ? 13 : 11);
    let pattern = '';
    for (const width of group) {
      const modules = width / module;
      const rounded = Math.round(modules);
      if (rounded < 1 || rounded > 4 || Math.abs(modules - rounded) > 0.3) {
        throw new Code128Error(`element ${at + pattern.length} is ${modules.toFixed(2)} modules wide: not a Code 128 element`);
      }
      pattern += String(rounded);
    }
    symbols.push(pattern);
    at += count;
  }
  return symbols;
}

function decodeForward(widths: readonly number[]): string {
  if (widths.length < 6 * 3 + 7 || (widths.length - 7) % 6 !== 0) {
    throw new Code128Error(`${widths.length} bars and spaces: a Code 128 symbol has 6 per character and 7 in the stop (start, data, checksum, stop)`);
  }
  const symbols = toModules(widths);
  const stop = symbols.pop();
  if (stop !== CODE128_STOP) throw new Code128Error(`no stop pattern at the end (${stop})`);
  const values = symbols.map((pattern, index) => {
    const value = VALUE_OF.get(pattern);
    if (value === undefined) throw new Code128Error(`symbol ${index} (${pattern}) is not in the Code 128 table`);
    return value;
  });
  const [start, ...rest] = values;
  const check = rest.pop() as number;
  if (start !== START_A && start !== START_B && start !== START_C) throw new Code128Error(`no start code (first symbol is value ${start})`);
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % 103 !== check) throw new Code128Error(`checksum ${check} does not match ${sum % 103}`);

  let set: 'A' | 'B' | 'C' = start === START_A ? 'A' : start === START_B ? 'B' : 'C';
  let shifted = false;
  let text = '';
  rest.forEach((value, index) => {
    if (value >= START_A) throw new Code128Error(`a start code inside the data (symbol ${index + 1})`);
    const current = shifted ? (set === 'A' ? 'B' : 'A') : set;
    shifted = false;
    if (value === 102) {
      // FNC1: GS1-128 when first, a group separator elsewhere
      if (index > 0) text += '\u001d';
      return;
    }
    if (current === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else set = value === 100 ? 'B' : 'A';
      return;
    }
    if (value < 64) {
      text += String.fromCharCode(value + 32);
    } else if (value < 96) {
      text += String.fromCharCode(current === 'A' ? value - 64 : value + 32);
    } else if (value === 98) {
      shifted = true;
    } else if (value === 99) {
      set = 'C';
    } else if ((current === 'A' && value === 100) || (current === 'B' && value === 101)) {
      set = current === 'A' ? 'B' : 'A';
    } else {
      throw new Code128Error(`function code value ${value} in code set ${current} is not supported`);
    }
  });
  return text;
}

/**
 * The text of one Code 128 symbol from its element widths: bar, space, bar, … from the first bar of the start
 * code to the last bar of the stop (quiet zones left out). Throws Code128Error on anything that is not a
 * valid symbol — a wrong width, an unknown pattern, a bad checksum.
 */
export function decodeCode128(widths: readonly number[]): string {
  try {
    return decodeForward(widths);
  } catch (error) {
    // read upside down: the stop pattern comes first
    if (!(error instanceof Code128Error)) throw error;
    try {
      return decodeForward([...widths].reverse());
    } catch {
      throw error;
    }
  }
}
