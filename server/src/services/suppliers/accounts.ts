import { Messages } from 'shared-contracts';
import type { LoginBody } from 'shared-contracts';
import { SupplierMessages, type SupplierLoginResult, type SupplierMe, type SupplierRole } from 'shared-contracts/supplier';
import { fail } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password';
import { maskMobile, newToken, sha256Hex } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import type { CaptchaService } from '../captchas';
import { SESSION_MAX_AGE_MS, SESSION_SLIDE_EVERY_MS, SESSION_TTL_MS } from '../limits';
import { oneTimePassword } from '../operators';
import { signInGuard } from '../sign-in-guard';
import type { SmsCodeService } from '../sms-codes';

/** The supplier behind a token: its account, shop and role. */
export interface AuthSupplier {
  id: number;
  shopId: number;
  role: SupplierRole;
  mustChangePassword: boolean;
  tokenHash: string;
}

/** Sign-in counts of suppliers are kept apart from members' with the same mobile. */
const subject = (mobile: string) => `supplier:${mobile}`;

/**
 * Supplier accounts (issue 33): 入驻申请 from the register form, sign-in with `type: 2` on the main site only,
 * bearer sessions of their own (a supplier token is never a member's, nor the reverse), the password, and
 * accounts made from the command line with a one-time password. Sign-in failures count and lock as a member's do.
 */
export function supplierAccountService(deps: { repos: Repositories; hasher: PasswordHasher; smsCodes: SmsCodeService; captchas: CaptchaService; now: () => Date }) {
  const { repos, hasher, now } = deps;
  const { passwordAttempt, beforePassword } = signInGuard(deps, { password: 'password_fail_mobile', mobile: 'login_fail_mobile', ip: 'login_fail_ip' }, Messages.passwordLocked);

  async function issue(supplierId: number): Promise<string> {
    const token = newToken();
    const at = now();
    await repos.suppliers.createSession({ token_hash: sha256Hex(token), supplier_id: supplierId, created_at: at, expires_at: new Date(at.getTime() + SESSION_TTL_MS) });
    return token;
  }

  return {
    /** POST /api/login with type 2 (main site only: the route refuses it on a 分站's domain). */
    async login(body: LoginBody, ip: string): Promise<SupplierLoginResult> {
      const provisional = await beforePassword({ ...body, mobile: subject(body.mobile) }, ip, now());
      const account = await repos.suppliers.findByMobile(body.mobile);
      const valid = account ? await hasher.verify(body.password, account.password_hash) : (await hasher.dummyVerify(body.password), false);
      if (!account || !valid) {
        if (!account && (await repos.suppliers.pendingApplication(body.mobile))) throw fail(SupplierMessages.applicationPending);
        throw fail(Messages.wrongCredentials);
      }
      if (account.disabled) throw fail(SupplierMessages.disabled);
      await repos.rateEvents.removeIds(provisional);
      await repos.rateEvents.clear('login_fail_mobile', subject(body.mobile));
      await repos.rateEvents.clear('password_fail_mobile', subject(body.mobile));
      return { token: await issue(account.id), must_change_password: account.must_change_password };
    },

    /** The supplier behind a token, or null (unknown, expired, disabled). Sessions slide as members' do. */
    async resolve(token: string): Promise<AuthSupplier | null> {
      const tokenHash = sha256Hex(token);
      const session = await repos.suppliers.findSession(tokenHash);
      if (!session || session.disabled) return null;
      const at = now().getTime();
      const endOfLife = session.created_at.getTime() + SESSION_MAX_AGE_MS;
      if (session.expires_at.getTime() <= at || endOfLife <= at) {
        await repos.suppliers.removeSession(tokenHash);
        return null;
      }
      const fresh = Math.min(at + SESSION_TTL_MS, endOfLife);
      if (fresh - session.expires_at.getTime() >= SESSION_SLIDE_EVERY_MS) await repos.suppliers.extendSession(tokenHash, new Date(fresh));
      return { id: session.supplier_id, shopId: session.shop_id, role: session.role, mustChangePassword: session.must_change_password, tokenHash };
    },

    async logout(token: string): Promise<void> {
      await repos.suppliers.removeSession(sha256Hex(token));
    },

    async me(supplier: AuthSupplier): Promise<SupplierMe> {
      const row = await repos.suppliers.findWithShop(supplier.id);
      if (!row) throw new Error(`supplier ${supplier.id} vanished`);
      return {
        id: row.id,
        name: row.name,
        mobile: maskMobile(row.mobile),
        role: row.role,
        must_change_password: row.must_change_password,
        shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo },
      };
    },

    /** PUT /api/supplier/password: the old one checked (counted toward the lock), every other session ends. */
    async changePassword(supplier: AuthSupplier, body: { old_password: string; password: string }): Promise<void> {
      const row = await repos.suppliers.findWithShop(supplier.id);
      if (!row) throw fail(Messages.oldPasswordWrong);
      const attempt = await passwordAttempt(subject(row.mobile), now());
      if (!(await hasher.verify(body.old_password, row.password_hash))) throw fail(Messages.oldPasswordWrong);
      await repos.rateEvents.removeIds([attempt]);
      await repos.suppliers.setPassword(supplier.id, await hasher.hash(body.password), false);
      await repos.suppliers.removeSessionsOf(supplier.id, supplier.tokenHash);
    },

    /** 入驻申请: the SMS code proves the mobile; nothing to sign in with until a main-site operator approves it. */
    async apply(body: { mobile: string; password: string; sms_code: string; company_name: string; contact_name: string; goods_desc: string }, site: { id: number }): Promise<{ id: number }> {
      if ((await repos.suppliers.findByMobile(body.mobile)) || (await repos.suppliers.pendingApplication(body.mobile))) throw fail(SupplierMessages.mobileApplied);
      await deps.smsCodes.consume(site, 'register', body.mobile, body.sms_code);
      const created = await repos.suppliers.createApplication({
        mobile: body.mobile,
        password_hash: await hasher.hash(body.password),
        company_name: body.company_name,
        contact_name: body.contact_name,
        goods_desc: body.goods_desc,
        created_at: now(),
      });
      if (!created) throw fail(SupplierMessages.mobileApplied);
      return { id: created.id };
    },

    /** `npm run supplier -- create`: an account of the shop with a one-time password, changed at first sign-in. */
    async create(input: { shopId: number; mobile: string; name: string; role: SupplierRole }): Promise<{ id: number; password: string }> {
      if (!(await repos.suppliers.shopExists(input.shopId))) throw fail(`供货店铺 ${input.shopId} 不存在`);
      if (!/^1\d{10}$/.test(input.mobile)) throw fail('手机号格式不正确');
      const name = input.name.trim();
      if (name.length < 1 || name.length > 30) throw fail('姓名应为 1–30 个字');
      const password = oneTimePassword();
      const created = await repos.suppliers.createAccount({ shop_id: input.shopId, mobile: input.mobile, name, password_hash: await hasher.hash(password), role: input.role, must_change_password: true, created_at: now() });
      if (!created) throw fail('该手机号已是供应商账号');
      return { id: created.id, password };
    },

    /** `npm run supplier -- reset-password`: a new one-time password (changed at the next sign-in); every session ends. */
    async resetPassword(mobile: string): Promise<string> {
      const account = await repos.suppliers.findByMobile(mobile);
      if (!account) throw fail('该手机号不是供应商账号');
      const password = oneTimePassword();
      await repos.suppliers.setPassword(account.id, await hasher.hash(password), true);
      await repos.suppliers.removeSessionsOf(account.id);
      return password;
    },
  };
}

export type SupplierAccountService = ReturnType<typeof supplierAccountService>;
