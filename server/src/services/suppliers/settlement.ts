import type { Readable } from 'node:stream';
import { fen, fenToYuan, WITHDRAWAL_STATUS, type Fen, type Paginated } from 'shared-contracts';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import {
  SUPPLIER_ENTRY_TYPE,
  SupplierMessages,
  type SupplierEntryRow,
  type SupplierPayoutAccount,
  type SupplierSettlementSummary,
  type SupplierStatementRow,
  type SupplierWithdrawalRow,
} from 'shared-contracts/supplier';
import { fail } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { maskMobile, sha256Hex } from '../../lib/tokens';
import { streamXlsx } from '../../lib/xlsx-stream';
import type { Repositories } from '../../repositories';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import type { AuthSupplier } from './accounts';
import type { SupplierLedgerService } from './ledger';

const yuan = (amount: number) => fenToYuan(fen(amount));
/** An Alipay account shown masked: a mobile as 138****0000, an email as a***@qq.com. */
const maskAccount = (account: string) => (/^1\d{10}$/.test(account) ? maskMobile(account) : account.replace(/^(.)[^@]*/, '$1***'));

/**
 * 结算 (issue 33): what the platform owes the supplier shop, its statements per day and month (and their .xlsx),
 * its entries, the Alipay account it is paid to and its applications to be paid, which go through the one payout
 * path (提现审核 by main-site finance, then the transfer). Only the shop's owner changes the account or applies.
 */
export function supplierSettlementService(deps: { repos: Repositories; ledger: Pick<SupplierLedgerService, 'move'>; now: () => Date }) {
  const { repos, ledger, now } = deps;

  const ownerOnly = (supplier: AuthSupplier) => {
    if (supplier.role !== 'owner') throw fail(SupplierMessages.ownerOnly);
  };

  async function statements(supplier: AuthSupplier, query: { period: 'day' | 'month'; start_date?: string; end_date?: string }): Promise<SupplierStatementRow[]> {
    const since = query.start_date ? (parseChinaTime(query.start_date) ?? undefined) : undefined;
    const until = query.end_date ? (parseChinaTime(query.end_date, true) ?? undefined) : undefined;
    const rows = await repos.supplierLedger.statements(supplier.shopId, query.period, since, until);
    return rows.map((row) => {
      const [supply, reversed, deducted, paid] = [row.supply, row.reversed, row.deducted, row.paid].map(Number);
      return { period: row.period, parcels: Number(row.parcels), supply: yuan(supply), reversed: yuan(reversed), deducted: yuan(deducted), paid: yuan(paid), net: yuan(supply - reversed - deducted) };
    });
  }

  const withdrawalRow = (row: { id: number; amount_fen: number; alipay_account: string; status: SupplierWithdrawalRow['status']; reason: string | null; created_at: Date; paid_at: Date | null }): SupplierWithdrawalRow => ({
    id: row.id,
    amount: yuan(row.amount_fen),
    alipay_account: maskAccount(row.alipay_account),
    status: row.status,
    status_text: WITHDRAWAL_STATUS[row.status],
    reason: row.reason,
    created_at: chinaText(row.created_at),
    paid_at: row.paid_at ? chinaText(row.paid_at) : null,
  });

  return {
    async summary(supplier: AuthSupplier): Promise<SupplierSettlementSummary> {
      const [accounts, ever] = await Promise.all([repos.supplierLedger.accounts(supplier.shopId), repos.supplierLedger.paidAndDeducted(supplier.shopId)]);
      return { payable: yuan(accounts.supplier_payable), paid: yuan(ever.paid), deducted: yuan(ever.deducted), withdrawing: yuan(accounts.supplier_withdrawing) };
    },

    statements,

    /** The statements as an .xlsx (the same rows as the page shows). */
    async statementsXlsx(supplier: AuthSupplier, query: { period: 'day' | 'month'; start_date?: string; end_date?: string }): Promise<Readable> {
      const rows = await statements(supplier, query);
      const columns = [
        { header: query.period === 'day' ? '日期' : '月份', width: 12 },
        { header: '结算包裹数', width: 12 },
        { header: '供货金额（元）', width: 14 },
        { header: '拒收冲回（元）', width: 14 },
        { header: '赔付扣款（元）', width: 14 },
        { header: '应结金额（元）', width: 14 },
        { header: '已结算到账（元）', width: 16 },
      ];
      async function* batches() {
        yield rows.map((row) => [row.period, row.parcels, row.supply, row.reversed, row.deducted, row.net, row.paid]);
      }
      return streamXlsx('结算对账单', columns, batches());
    },

    async entries(supplier: AuthSupplier, page: PageRequest): Promise<Paginated<SupplierEntryRow>> {
      const found = await repos.supplierLedger.entriesPage(supplier.shopId, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          type: row.type,
          type_text: SUPPLIER_ENTRY_TYPE[row.type] ?? row.type,
          account: row.account,
          amount: yuan(Number(row.amount)),
          balance_after: yuan(Number(row.balance_after)),
          remark: row.remark,
          created_at: chinaText(row.created_at),
        })),
      };
    },

    async account(supplier: AuthSupplier): Promise<SupplierPayoutAccount> {
      const profile = await repos.supplierLedger.payoutProfile(supplier.shopId);
      return { alipay_account: profile ? maskAccount(profile.alipay_account) : null, alipay_name: profile?.alipay_name ?? null };
    },

    async saveAccount(supplier: AuthSupplier, body: { account: string; name: string }): Promise<SupplierPayoutAccount> {
      ownerOnly(supplier);
      await repos.supplierLedger.setPayoutProfile(supplier.shopId, body.account.trim(), body.name.trim(), now());
      return { alipay_account: maskAccount(body.account.trim()), alipay_name: body.name.trim() };
    },

    /** 申请结算 (Idempotency-Key): payable → withdrawing, a withdrawal for main-site finance to review. */
    async apply(supplier: AuthSupplier, key: string, amount: Fen): Promise<SupplierWithdrawalRow> {
      ownerOnly(supplier);
      const hash = sha256Hex(`supplier:${supplier.shopId}:${amount}`);
      const replay = async () => {
        const existing = await repos.supplierLedger.findWithdrawalByKey(supplier.shopId, key);
        if (existing && existing.request_hash !== hash) throw fail('该结算申请已提交过，请勿修改金额后重复提交');
        return existing ?? null;
      };
      const before = await replay();
      if (before) return withdrawalRow(before);
      const profile = await repos.supplierLedger.payoutProfile(supplier.shopId);
      if (!profile) throw fail(SupplierMessages.accountMissing);
      const row = await repos.transaction(async () => {
        // first: the shop's applications queue up here, so the key and the amount below hold
        const totals = await repos.supplierLedger.lock(supplier.shopId);
        const again = await replay();
        if (again) return again;
        if (totals.supplier_payable < amount) throw fail(SupplierMessages.payableShort);
        const id = await repos.supplierLedger.insertWithdrawal({
          shop_id: supplier.shopId,
          applied_by_supplier: supplier.id,
          amount_fen: amount,
          alipay_account: profile.alipay_account,
          alipay_name: profile.alipay_name,
          idempotency_key: key,
          request_hash: hash,
          created_at: now(),
        });
        await ledger.move({
          shopId: supplier.shopId,
          from: 'supplier_payable',
          to: 'supplier_withdrawing',
          amount,
          type: 'withdraw',
          source: { type: WITHDRAWAL_SOURCE, id: String(id) },
          remark: '供应商申请结算',
          insufficient: SupplierMessages.payableShort,
        });
        return (await repos.supplierLedger.findWithdrawalByKey(supplier.shopId, key))!;
      });
      return withdrawalRow(row);
    },

    async withdrawals(supplier: AuthSupplier, page: PageRequest): Promise<Paginated<SupplierWithdrawalRow>> {
      const found = await repos.supplierLedger.withdrawals(supplier.shopId, page);
      return { ...found, list: found.list.map(withdrawalRow) };
    },
  };
}

export type SupplierSettlementService = ReturnType<typeof supplierSettlementService>;
