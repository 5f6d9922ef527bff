/**
 * The recipient's name: at most 4 characters (SPEC §5). The rule for a longer one:
 * - cut it, with a warning on the row, keeping the name without what plainly follows it — a note in
 *   brackets (`张三(公司前台)` → 张三), an honorific (`王小明先生` → 王小明), anything after a first
 *   run of 2–4 Chinese characters (`李四-淘宝`, `赵六abc`) — or else its first 4 characters
 *   (`爱新觉罗启` → 爱新觉罗, `阿依古丽·买买提` → 阿依古丽);
 * - refuse it (`name_too_long`) when it is written in letters (`Elizabeth`, `Tom Smith`) or its first
 *   4 characters would end inside a word written in letters: no cut of such a name is right.
 */
import { isLabelWord } from './labelled';
import { isHan, isLatinLetter, tidy } from './normalise';

export const NAME_MAX = 4;

export type NameFit = { name: string; warning?: string } | { tooLong: string };

const HONORIFICS = ['先生', '女士', '小姐', '老师', '同学', '师傅', '阿姨', '叔叔'];

/** The name's characters (a surrogate pair is one). */
function chars(s: string): string[] {
  return Array.from(s);
}

function cutTo(name: string): NameFit {
  return { name, warning: `姓名超过${NAME_MAX}个字，已截取为「${name}」` };
}

const QUOTES = /^[「『“"'‘《<[(【]+|[」』”"'’》>\])】]+$/g;
const BRACKETED = /[(（[【<《「][^)）\]】>》」]*[)）\]】>》」]?/g;

/**
 * The 收 (收件) that marks a recipient, written apart (`张三 收`, `张三（收）`, `张三(收`), or straight after
 * an honorific (`张三先生收`) or the name (`张三收件`); a name may end in 收 itself (王丰收).
 */
const RECEIVE_APART = /^(.+?)(?: *[(（[【] *收件? *[)）\]】]?| +收件?)$/;
const RECEIVE_AFTER = /^(.+?(?:先生|女士|小姐))收$|^(.{2,}?)收件$/;
/** Honorifics cut off with 收 when a name of two characters or more is left (`张三先生收` → 张三, `王先生收` → 王先生). */
const MARKED_HONORIFIC = /^(\p{Script=Han}{2,})(?:先生|女士|小姐)$/u;

const SHOU = 0x6536; // 收
const JIAN = 0x4ef6; // 件
const CLOSING = new Set([...')）]】'].map((ch) => ch.charCodeAt(0)));

/** A name candidate without quotes or brackets around it and separators at its ends ('' when nothing is left). */
export function cleanName(raw: string): string {
  let s = tidy(raw);
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = tidy(s.replace(QUOTES, ''));
  }
  const last = s.charCodeAt(s.length - 1);
  if (s.length >= 2 && (last === SHOU || last === JIAN || CLOSING.has(last)) && /收件?[)）\]】]?$/.test(s)) {
    const marked = RECEIVE_APART.exec(s) ?? RECEIVE_AFTER.exec(s);
    if (marked) {
      const name = tidy(marked[1] ?? marked[2]);
      s = MARKED_HONORIFIC.exec(name)?.[1] ?? name;
    }
  }
  return s;
}

export function fitName(raw: string): NameFit {
  const name = cleanName(raw);
  const all = chars(name);
  if (all.length <= NAME_MAX) return { name };
  const unbracketed = tidy(name.replace(BRACKETED, ' '));
  if (unbracketed && unbracketed !== name && chars(unbracketed).length <= NAME_MAX) return cutTo(unbracketed);
  const base = unbracketed || name;
  for (const h of HONORIFICS) {
    if (!base.endsWith(h)) continue;
    const rest = chars(tidy(base.slice(0, base.length - h.length)));
    if (rest.length >= 1 && rest.length <= NAME_MAX && rest.every((ch) => isHan(ch.charCodeAt(0)))) return cutTo(rest.join(''));
  }
  const kept = chars(base);
  if (kept.length <= NAME_MAX) return cutTo(base);
  let run = 0;
  while (run < kept.length && isHan(kept[run].charCodeAt(0))) run += 1;
  if (run >= 2 && run <= NAME_MAX) return cutTo(kept.slice(0, run).join(''));
  if (/^[A-Za-z][A-Za-z .'-]*$/.test(base)) return { tooLong: name };
  const last = kept[NAME_MAX - 1].charCodeAt(0);
  const next = kept[NAME_MAX].charCodeAt(0);
  if (isLatinLetter(last) && isLatinLetter(next)) return { tooLong: name };
  const cut = tidy(kept.slice(0, NAME_MAX).join(''));
  return cut ? cutTo(cut) : { tooLong: name };
}

/** Not something a name is made of: digits, or words that mark an address. */
const ADDRESS_WORD = /[0-9路号室栋楼村街巷弄区县市镇乡省幢单元层厦店场]/;

/** A bracket left open before a number or a label taken out (`周敏（手机138…）`), or closed after it. */
const DANGLING = /[([【「『《<]+$|^[)\]】」』》>]+/g;
const BRACKET = new Uint8Array(65536);
for (const ch of '([【「『《<)]】」』》>') BRACKET[ch.charCodeAt(0)] = 1;

/** A name candidate, cleaned; '' for a label word (`手机`, `电话:`), which is never a name. */
export function nameCandidate(raw: string): string {
  let s = cleanName(raw);
  if (BRACKET[s.charCodeAt(0)] === 1 || BRACKET[s.charCodeAt(s.length - 1)] === 1) s = cleanName(s.replace(DANGLING, ''));
  return isLabelWord(s) ? '' : s;
}

/** The words of a candidate without those holding a digit. */
export function withoutNumbers(s: string): string {
  if (!/[0-9]/.test(s)) return s;
  return s
    .split(' ')
    .filter((w) => !/[0-9]/.test(w))
    .join(' ');
}

/** Short and free of address words: may be a name. */
export function nameLike(s: string): boolean {
  return s.length >= 1 && s.length <= 6 && !ADDRESS_WORD.test(s);
}
