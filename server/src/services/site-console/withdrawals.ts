import { fen, fenToYuan, formatYuan, withdrawDailyLimit, type Fen, type Paginated } from 'shared-contracts';
import { SiteConsoleMessages, type SiteWithdrawAccount, type SiteWithdrawalRow } from 'shared-contracts/admin';
import { chinaText, startOfChinaDay } from 'shared-contracts/china-time';
import type { WithdrawalStatus } from '../../db/schema';
import { fail } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import type { PasswordHasher } from '../../lib/password';
import { sha256Hex } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import type { AuditService } from '../audit';
import { checkWithdrawPassword, maskAccount } from '../promotion/withdraw-profile';
import { toWithdrawal } from '../promotion/withdrawals';
import type { SiteEarningsService } from '../site-earnings';
import type { SmsCodeService } from '../sms-codes';
import type { WriteContext } from '../write-context';

const yuan = (amount: number) => fenToYuan(fen(amount));

/**
 * 收益与提现 (issue 32, site.earnings): a 分站's available earnings withdrawn to its owner's Alipay account
 * through the members' payout path — a 6-digit withdrawal password (set with an SMS code to the owner's own
 * mobile; five wrong tries lock it for an hour), the platform's minimum and daily count, an Idempotency-Key per
 * application; the amount moves available → withdrawing in the transaction that records it (with the site's
 * wallet locked first, so parallel applications queue up), then main-site finance reviews it in 提现审核 and the
 * payout job pays it once (services/promotion/payouts.ts). Every change is audited.
 */
export function siteWithdrawalService(deps: { repos: Repositories; siteEarnings: SiteEarningsService; smsCodes: SmsCodeService; hasher: PasswordHasher; audit: AuditService; now: () => Date }) {
  const { repos, siteEarnings, smsCodes, hasher, audit, now } = deps;

  async function ownerMobile(operatorId: number): Promise<string> {
    const operator = await repos.operators.findById(operatorId);
    if (!operator) throw new Error(`operator ${operatorId} is gone`);
    return operator.mobile;
  }

  const holder = (siteId: number) => ({ lock: () => repos.siteConsole.lockProfile(siteId), setTries: (tries: number, until: Date | null) => repos.siteConsole.setTries(siteId, tries, until) });

  async function account(siteId: number): Promise<SiteWithdrawAccount> {
    const [profile, settings] = await Promise.all([repos.siteConsole.profile(siteId), repos.commissions.settings()]);
    const at = now();
    const locked = profile?.locked_until && profile.locked_until > at ? profile.locked_until : null;
    return {
      account: profile?.alipay_account ? maskAccount(profile.alipay_account) : null,
      name: profile?.alipay_name ?? null,
      password_set: Boolean(profile?.password_hash),
      locked_until: locked ? chinaText(locked) : null,
      min: yuan(settings.withdraw_min_fen),
    };
  }

  /** The Idempotency-Key's earlier application, or null; the key reused with another amount is refused. */
  async function replay(siteId: number, key: string, hash: string) {
    const existing = await repos.siteConsole.findWithdrawalByKey(siteId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw fail('该提现请求已提交过，请勿修改金额后重复提交');
    return existing;
  }

  return {
    account,

    /** A code to the owner's own mobile, within the limits every SMS has (code 80 for a captcha when due). */
    async sendPasswordCode(siteId: number, operatorId: number, request: { ip: string; captcha?: string; key?: string }): Promise<void> {
      await smsCodes.send({ site: { id: siteId }, scene: 'withdrawal-password', mobile: await ownerMobile(operatorId), ...request });
    },

    async setPassword(siteId: number, operatorId: number, body: { sms_code: string; password: string }, ctx: WriteContext): Promise<SiteWithdrawAccount> {
      await smsCodes.consume({ id: siteId }, 'withdrawal-password', await ownerMobile(operatorId), body.sms_code);
      await repos.transaction(async () => {
        await repos.siteConsole.setPassword(siteId, await hasher.hash(body.password), now());
        await audit.record({ ...ctx, action: 'site.withdraw-password', entity: 'site', entityId: siteId });
      });
      return account(siteId);
    },

    /**
     * The Alipay account earnings are paid to. Setting or changing it needs the withdrawal password (issue 35), so
     * the password — set with an SMS code to the owner's own mobile — comes first.
     */
    async saveAccount(siteId: number, body: { account: string; name: string; password?: string }, ctx: WriteContext): Promise<SiteWithdrawAccount> {
      const profile = await repos.siteConsole.profile(siteId);
      if (!profile?.password_hash) throw fail(SiteConsoleMessages.passwordNotSet);
      if (!body.password) throw fail(SiteConsoleMessages.passwordRequired);
      await checkWithdrawPassword({ repos, hasher, now }, holder(siteId), body.password);
      await repos.transaction(async () => {
        await repos.siteConsole.setAccount(siteId, body.account.trim(), body.name.trim(), now());
        await audit.record({
          ...ctx,
          action: 'site.withdraw-account',
          entity: 'site',
          entityId: siteId,
          before: { account: profile?.alipay_account ? maskAccount(profile.alipay_account) : null, name: profile?.alipay_name ?? null },
          after: { account: maskAccount(body.account.trim()), name: body.name.trim() },
        });
      });
      return account(siteId);
    },

    async apply(siteId: number, operatorId: number, key: string, body: { amount: Fen; password: string }, ctx: WriteContext): Promise<SiteWithdrawalRow> {
      const hash = sha256Hex(`site:${siteId}:${body.amount}`);
      const replayed = await replay(siteId, key, hash);
      if (replayed) return toWithdrawal(replayed);
      await checkWithdrawPassword({ repos, hasher, now }, holder(siteId), body.password);
      const profile = await repos.siteConsole.profile(siteId);
      if (!profile?.alipay_account || !profile.alipay_name) throw fail(SiteConsoleMessages.accountNotSet);
      const settings = await repos.commissions.settings();
      if (body.amount < settings.withdraw_min_fen) throw fail(SiteConsoleMessages.withdrawBelowMin(formatYuan(fen(settings.withdraw_min_fen))));
      const row = await repos.transaction(async () => {
        // first: this site's applications queue up here, so the key, the count and the amount below hold
        const wallet = await repos.siteEarnings.lock(siteId);
        const again = await replay(siteId, key, hash);
        if (again) return again;
        if ((await repos.siteConsole.countWithdrawalsSince(siteId, startOfChinaDay(now()))) >= settings.withdraw_daily_count) throw fail(withdrawDailyLimit(settings.withdraw_daily_count));
        if (wallet.site_earnings_available < body.amount) throw fail(SiteConsoleMessages.availableShort);
        const id = await repos.siteConsole.insertWithdrawal({
          site_id: siteId,
          applied_by: operatorId,
          amount_fen: body.amount,
          alipay_account: profile.alipay_account!,
          alipay_name: profile.alipay_name!,
          idempotency_key: key,
          request_hash: hash,
          created_at: now(),
        });
        await siteEarnings.move({
          siteId,
          from: 'site_earnings_available',
          to: 'site_withdrawing',
          amount: body.amount,
          type: 'withdraw',
          source: { type: WITHDRAWAL_SOURCE, id: String(id) },
          remark: '分站申请提现',
          insufficient: SiteConsoleMessages.availableShort,
        });
        await audit.record({ ...ctx, action: 'site.withdraw', entity: 'withdrawal', entityId: id, after: { site_id: siteId, amount: yuan(body.amount), alipay_account: maskAccount(profile.alipay_account!) } });
        return (await repos.siteConsole.findWithdrawalByKey(siteId, key))!;
      });
      return toWithdrawal(row);
    },

    async list(siteId: number, filter: { status?: WithdrawalStatus }, page: PageRequest): Promise<Paginated<SiteWithdrawalRow>> {
      const found = await repos.siteConsole.withdrawals(siteId, filter, page);
      return { ...found, list: found.list.map(toWithdrawal) };
    },
  };
}

export type SiteWithdrawalService = ReturnType<typeof siteWithdrawalService>;
