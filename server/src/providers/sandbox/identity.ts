import { isAdult, isResidentIdNumber, realNameSchema } from 'shared-contracts/rules';
import type { IdentityProvider } from '../identity';

/**
 * The sandbox real-name check (the default): a well-formed name with a valid adult's identity number passes —
 * except a name beginning with 未 (e.g. 未通过), which the sandbox reports as not matching, so the
 * failure path can be tried by hand and by tests. Adulthood is counted on the app's clock (`now`).
 */
export function createSandboxIdentity(now: () => Date = () => new Date()): IdentityProvider {
  return {
    name: 'sandbox',
    async verify({ name, idNumber }) {
      const cleanName = name.trim();
      const id = idNumber.trim().toUpperCase();
      if (!realNameSchema.safeParse(cleanName).success) return { passed: false, reason: '请输入与身份证一致的中文姓名' };
      if (!isResidentIdNumber(id, now())) return { passed: false, reason: '身份证号码不正确' };
      if (!isAdult(id, now())) return { passed: false, reason: '实名认证需年满18周岁' };
      if (cleanName.startsWith('未')) return { passed: false, reason: '姓名与身份证号码不一致' };
      return { passed: true };
    },
  };
}
