import { z } from 'zod';
import { chinaText } from '../china-time';
import { safeString } from './safe-text';

export const IdentityMessages = {
  nameRequired: '请输入真实姓名',
  nameInvalid: '请输入与身份证一致的中文姓名',
  idRequired: '请输入身份证号码',
  idInvalid: '请输入正确的18位身份证号码',
  underAge: '实名认证需年满18周岁',
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';
/** First two digits of a mainland resident identity number: the province-level division (GB/T 2260). */
const PROVINCE_CODES = new Set([11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65]);
/** Chinese names, with the middle dot of names such as 买买提·艾力. */
const CHINESE_NAME = /^[\u4e00-\u9fff]{1,12}(·[\u4e00-\u9fff]{1,12})*$/;

/** The date of birth a resident identity number holds (UTC midnight), or null. */
export function birthDateOf(idNumber: string): Date | null {
  const [year, month, day] = [Number(idNumber.slice(6, 10)), Number(idNumber.slice(10, 12)), Number(idNumber.slice(12, 14))];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  return birth;
}

/** GB 11643-1999: 18 characters, a known province, a real date of birth (not in the future), the ISO 7064 MOD 11-2 check character. */
export function isResidentIdNumber(value: string, now: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!PROVINCE_CODES.has(Number(value.slice(0, 2)))) return false;
  const birth = birthDateOf(value);
  if (!birth || birth.getTime() > now.getTime()) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return CHECK_CODES[sum % 11] === value[17];
}

/** Whether the holder of a valid number is 18 or older on `now` (China's calendar day). */
export function isAdult(idNumber: string, now: Date = new Date()): boolean {
  const birth = birthDateOf(idNumber);
  if (!birth) return false;
  const [y, m, d] = chinaText(now).slice(0, 10).split('-').map(Number);
  const eighteenth = Date.UTC(birth.getUTCFullYear() + 18, birth.getUTCMonth(), birth.getUTCDate());
  return Date.UTC(y, m - 1, d) >= eighteenth;
}

export const realNameSchema = safeString({ error: IdentityMessages.nameRequired })
  .trim()
  .min(1, { error: IdentityMessages.nameRequired })
  .regex(CHINESE_NAME, { error: IdentityMessages.nameInvalid });

/** An 18-character resident identity number of an adult; a lower-case x is read as X. */
export const idNumberSchema = safeString({ error: IdentityMessages.idRequired })
  .trim()
  .min(1, { error: IdentityMessages.idRequired })
  .transform((value) => value.toUpperCase())
  .refine((value) => isResidentIdNumber(value), { error: IdentityMessages.idInvalid })
  .refine((value) => isAdult(value), { error: IdentityMessages.underAge });

/** POST /api/user/authentication */
export const authenticationBody = z.object({ real_name: realNameSchema, id_number: idNumberSchema });
