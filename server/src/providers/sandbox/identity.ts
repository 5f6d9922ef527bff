import type { IdentityProvider } from '../identity';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';
/** First two digits of a mainland resident identity number: the province-level division (GB/T 2260). */
const PROVINCE_CODES = new Set([11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65]);
const NAME = /^[\u4e00-\u9fff]{1,12}(·[\u4e00-\u9fff]{1,12})*$/;

/** GB 11643-1999: region, a real birth date, sequence, and the ISO 7064 MOD 11-2 check character. */
export function isResidentIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!PROVINCE_CODES.has(Number(value.slice(0, 2)))) return false;
  const [year, month, day] = [Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14))];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return CHECK_CODES[sum % 11] === value[17];
}

/**
 * The sandbox real-name check (the default): a well-formed name with a valid identity number passes —
 * except a name beginning with 未 (e.g. 未通过), which the sandbox reports as not matching, so the
 * failure path can be tried by hand and by tests.
 */
export function createSandboxIdentity(): IdentityProvider {
  return {
    name: 'sandbox',
    async verify({ name, idNumber }) {
      const cleanName = name.trim();
      const id = idNumber.trim().toUpperCase();
      if (!NAME.test(cleanName)) return { passed: false, reason: '请输入与身份证一致的中文姓名' };
      if (!isResidentIdNumber(id)) return { passed: false, reason: '身份证号码不正确' };
      if (cleanName.startsWith('未')) return { passed: false, reason: '姓名与身份证号码不一致' };
      return { passed: true };
    },
  };
}
