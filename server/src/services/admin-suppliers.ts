import { fen, fenToYuan, type Paginated } from 'shared-contracts';
import {
  SupplierAdminMessages,
  type AdminPlatformShare,
  type AdminPlatformShareRow,
  type AdminSupplierApplicationRow,
  type AdminSupplierApproveBody,
  type AdminSupplierApproveResult,
  type AdminSupplierCreated,
  type AdminSupplierPerformance,
  type AdminSupplierRequestRow,
  type AdminSupplierRow,
  type AdminSupplierSettlementRow,
  type AdminSupplierShopOption,
} from 'shared-contracts/admin';
import { chinaDayNumber, chinaDayStart, chinaText, startOfChinaMonth } from 'shared-contracts/china-time';
import { SUPPLIER_APPLICATION_STATUS, SUPPLIER_REQUEST_KIND, SUPPLIER_REQUEST_STATUS, SUPPLIER_ROLE_NAMES, type SupplierRole } from 'shared-contracts/supplier';
import type { JobQueue } from '../jobs/queue';
import { fail, NotFoundError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import type { PasswordHasher } from '../lib/password';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { AuditService } from './audit';
import type { CatalogueCache } from './catalogue-cache';
import { parcelDeadlines } from './compensation/rules';
import { oneTimePassword } from './operators';
import type { WriteContext } from './write-context';

type Status = 'pending' | 'approved' | 'rejected';

const yuan = (amount: number) => fenToYuan(fen(amount));
const at = (moment: Date | null) => (moment ? chinaText(moment) : null);
const DAY_MS = 86_400_000;
/** The longest range a report takes (one row per day for 平台收益). */
const REPORT_DAYS_MAX = 366;

/** A China day's text (YYYY-MM-DD) → its day number; undefined when absent. */
const dayNumberOf = (text: string | undefined) => (text ? Math.floor(Date.parse(`${text}T00:00:00Z`) / DAY_MS) : undefined);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A report's China days, both included: this month's first day to today when not given. Answers the instants
 * [since, until) and the days as text.
 */
export function reportRange(query: { start_date?: string; end_date?: string }, now: Date): { since: Date; until: Date; start: string; end: string } {
  const today = chinaDayNumber(now);
  const first = dayNumberOf(query.start_date) ?? chinaDayNumber(startOfChinaMonth(now));
  const last = dayNumberOf(query.end_date) ?? Math.max(today, first);
  if (first > last) throw fail(SupplierAdminMessages.dateRange);
  if (last - first + 1 > REPORT_DAYS_MAX) throw fail(SupplierAdminMessages.rangeTooLong);
  return { since: new Date(chinaDayStart(first)), until: new Date(chinaDayStart(last + 1)), start: dayText(first), end: dayText(last) };
}

/** On time: percent with one decimal (half up), or null without parcels. */
const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/** A platform-share row in yuan from its fen figures; the platform's share = paid − supply − margin − commission. */
function shareRow(date: string, f: { parcels: number; paid_fen: number; supply_fen: number; margin_fen: number; commission_fen: number }): AdminPlatformShareRow {
  return {
    date,
    parcels: f.parcels,
    paid: yuan(f.paid_fen),
    supply: yuan(f.supply_fen),
    margin: yuan(f.margin_fen),
    commission: yuan(f.commission_fen),
    platform: yuan(f.paid_fen - f.supply_fen - f.margin_fen - f.commission_fen),
  };
}

/**
 * The main console's supply side (issue 33, docs/suppliers.md "The main console"). 供应商: accounts of a 供货店铺
 * made with a one-time password (texted and shown once), disabled (its sessions end at once) and enabled. 供应商入驻:
 * an application approved — bound to an existing 供货店铺 or a new one, its account made with the applicant's own
 * password — or rejected with a reason, either way texted to the applicant. 供货价审核: a supplier's supply-price or
 * 上架 / 下架 request approved (the goods change; the storefront's cache is dropped) or rejected. Every review locks its
 * row and changes it only from pending, in one transaction with its audit row; the SMS job is queued in it too (sent
 * only if it commits). And the reports: 供应商结算, 发货时效 (shipped before the 超时赔付 pickup deadline), 平台收益.
 */
export function adminSuppliersService({ repos, audit, hasher, jobs, cache, now }: { repos: Repositories; audit: AuditService; hasher: PasswordHasher; jobs: JobQueue; cache: CatalogueCache; now: () => Date }) {
  const db = repos.adminSuppliers;

  async function lockedAccount(id: number) {
    const row = await db.accountForUpdate(id);
    if (!row) throw new NotFoundError(SupplierAdminMessages.notFound);
    return row;
  }

  async function setDisabled(id: number, disabled: boolean, ctx: WriteContext): Promise<void> {
    await repos.transaction(async () => {
      const row = await lockedAccount(id);
      if (row.disabled === disabled) throw fail(disabled ? SupplierAdminMessages.alreadyDisabled : SupplierAdminMessages.alreadyEnabled);
      await db.setDisabled(id, disabled);
      // its tokens stop working at once
      const ended = disabled ? await db.removeSessions(id) : 0;
      const snapshot = { shop_id: row.shop_id, name: row.name, mobile: row.mobile, role: row.role };
      await audit.record({
        ...ctx,
        action: disabled ? 'supplier.disable' : 'supplier.enable',
        entity: 'supplier',
        entityId: id,
        before: { ...snapshot, disabled: row.disabled },
        after: { ...snapshot, disabled, ...(disabled ? { sessions_ended: ended } : {}) },
      });
    });
  }

  async function lockedApplication(id: number) {
    const row = await db.applicationForUpdate(id);
    if (!row) throw new NotFoundError(SupplierAdminMessages.applicationMissing);
    if (row.status !== 'pending') throw fail(SupplierAdminMessages.applicationReviewed);
    return row;
  }

  async function lockedRequest(id: number) {
    const row = await db.requestForUpdate(id);
    if (!row) throw new NotFoundError(SupplierAdminMessages.requestMissing);
    if (row.status !== 'pending') throw fail(SupplierAdminMessages.requestReviewed);
    return row;
  }

  return {
    // ---- 供应商 ----

    async shopOptions(): Promise<AdminSupplierShopOption[]> {
      return db.shopOptions();
    },

    async list(filter: { shop_id?: number; keyword?: string }, page: PageRequest): Promise<Paginated<AdminSupplierRow>> {
      const found = await db.listAccounts({ shopId: filter.shop_id, keyword: filter.keyword }, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          shop_id: row.shop_id,
          shop_name: row.shop_name,
          name: row.name,
          mobile: maskMobile(row.mobile),
          role: row.role,
          role_text: SUPPLIER_ROLE_NAMES[row.role],
          disabled: row.disabled,
          created_at: chinaText(row.created_at),
        })),
      };
    },

    /**
     * An account of a 供货店铺 with a one-time password (changed at the first sign-in): answered this once and
     * texted to the mobile (SMS scene `supplier-created`). The mobile is unique among suppliers.
     */
    async create(body: { shop_id: number; mobile: string; name: string; role: SupplierRole }, ctx: WriteContext): Promise<AdminSupplierCreated> {
      const password = oneTimePassword();
      const passwordHash = await hasher.hash(password);
      const id = await repos.transaction(async () => {
        if (!(await db.shop(body.shop_id))) throw fail(SupplierAdminMessages.shopMissing);
        if (await repos.suppliers.findByMobile(body.mobile)) throw fail(SupplierAdminMessages.mobileTaken);
        if (await repos.suppliers.pendingApplication(body.mobile)) throw fail(SupplierAdminMessages.mobileApplying);
        const account = await repos.suppliers.createAccount({ shop_id: body.shop_id, mobile: body.mobile, name: body.name, password_hash: passwordHash, role: body.role, must_change_password: true, created_at: now() });
        if (account === null) throw fail(SupplierAdminMessages.mobileTaken);
        const created = account.id;
        await audit.record({ ...ctx, action: 'supplier.create', entity: 'supplier', entityId: created, after: { shop_id: body.shop_id, mobile: body.mobile, name: body.name, role: body.role } });
        await jobs.send('sms-send', { mobile: body.mobile, scene: 'supplier-created', code: password });
        return created;
      });
      return { id, mobile: maskMobile(body.mobile), password };
    },

    disable: (id: number, ctx: WriteContext) => setDisabled(id, true, ctx),
    enable: (id: number, ctx: WriteContext) => setDisabled(id, false, ctx),

    // ---- 供应商入驻 ----

    async applications(filter: { status?: Status }, page: PageRequest): Promise<Paginated<AdminSupplierApplicationRow>> {
      const found = await db.applications(filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          mobile: maskMobile(row.mobile),
          company_name: row.company_name,
          contact_name: row.contact_name,
          goods_desc: row.goods_desc,
          status: row.status,
          status_text: SUPPLIER_APPLICATION_STATUS[row.status],
          reason: row.reason,
          shop_id: row.shop_id,
          shop_name: row.shop_name,
          reviewed_by_name: row.reviewed_by_name,
          reviewed_at: at(row.reviewed_at),
          created_at: chinaText(row.created_at),
        })),
      };
    },

    /**
     * 通过: the application bound to an existing 供货店铺 or a new one (name, empty logo and intro), and its account —
     * the owner 负责人, the applicant's mobile and the password they chose, contact name — in one transaction with
     * the row locked (a second approval finds it reviewed); the applicant is texted (scene `supplier-approved`).
     */
    async approveApplication(id: number, body: AdminSupplierApproveBody, ctx: WriteContext): Promise<AdminSupplierApproveResult> {
      const approved = await repos.transaction(async () => {
        const application = await lockedApplication(id);
        if (await repos.suppliers.findByMobile(application.mobile)) throw fail(SupplierAdminMessages.mobileTaken);
        let shop: { id: number; name: string };
        if (body.shop_id !== undefined) {
          const found = await db.shop(body.shop_id);
          if (!found) throw fail(SupplierAdminMessages.shopMissing);
          shop = found;
        } else {
          const name = body.new_shop_name!;
          if ((await db.shopIdByName(name)) !== null) throw fail(SupplierAdminMessages.shopNameTaken);
          shop = { id: await db.insertShop(name), name };
          await audit.record({ ...ctx, action: 'shop.create', entity: 'shop', entityId: shop.id, after: { name, logo: '', intro: '', application_id: id } });
        }
        const account = await repos.suppliers.createAccount({
          shop_id: shop.id,
          mobile: application.mobile,
          name: application.contact_name,
          password_hash: application.password_hash,
          role: 'owner',
          must_change_password: false,
          created_at: now(),
        });
        if (account === null) throw fail(SupplierAdminMessages.mobileTaken);
        const supplierId = account.id;
        if (!(await db.reviewApplication(id, { status: 'approved', shop_id: shop.id, reviewed_by: ctx.operator.id, reviewed_at: now() }))) throw fail(SupplierAdminMessages.applicationReviewed);
        await audit.record({
          ...ctx,
          action: 'supplier_application.approve',
          entity: 'supplier_application',
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'approved', shop_id: shop.id, shop_name: shop.name, supplier_id: supplierId, mobile: application.mobile, company_name: application.company_name },
        });
        await audit.record({ ...ctx, action: 'supplier.create', entity: 'supplier', entityId: supplierId, after: { shop_id: shop.id, mobile: application.mobile, name: application.contact_name, role: 'owner', application_id: id } });
        await jobs.send('sms-send', { mobile: application.mobile, scene: 'supplier-approved', code: shop.name });
        return { supplier_id: supplierId, shop_id: shop.id, shop_name: shop.name };
      });
      // a new shop shows on the storefront's shop pages
      if (body.shop_id === undefined) cache.invalidate();
      return approved;
    },

    /** 驳回 with a reason (2–200 characters), texted to the applicant (scene `supplier-rejected`). */
    async rejectApplication(id: number, reason: string, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const application = await lockedApplication(id);
        if (!(await db.reviewApplication(id, { status: 'rejected', reason, reviewed_by: ctx.operator.id, reviewed_at: now() }))) throw fail(SupplierAdminMessages.applicationReviewed);
        await audit.record({ ...ctx, action: 'supplier_application.reject', entity: 'supplier_application', entityId: id, before: { status: 'pending' }, after: { status: 'rejected', reason, mobile: application.mobile } });
        await jobs.send('sms-send', { mobile: application.mobile, scene: 'supplier-rejected', code: reason });
      });
    },

    // ---- 供货价审核 ----

    async requests(filter: { status?: Status; shop_id?: number }, page: PageRequest): Promise<Paginated<AdminSupplierRequestRow>> {
      const found = await db.requests({ status: filter.status, shopId: filter.shop_id }, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          goods_id: row.goods_id,
          goods_name: row.goods_name,
          shop_id: row.shop_id,
          shop_name: row.shop_name,
          supplier_name: row.supplier_name,
          kind: row.kind,
          kind_text: SUPPLIER_REQUEST_KIND[row.kind],
          old_supply_price: row.old_supply_fen === null ? null : yuan(row.old_supply_fen),
          supply_price: row.supply_fen === null ? null : yuan(row.supply_fen),
          price: yuan(row.price_fen),
          current_supply_price: yuan(row.supply_price_fen),
          on_sale: row.is_on_sale,
          note: row.note,
          status: row.status,
          status_text: SUPPLIER_REQUEST_STATUS[row.status],
          reason: row.reason,
          created_at: chinaText(row.created_at),
          reviewed_by_name: row.reviewed_by_name,
          reviewed_at: at(row.reviewed_at),
        })),
      };
    },

    /**
     * 通过: a supply price becomes the goods' (never above its list price: 供货价不能高于商品售价), 上架 / 下架 sets its
     * shelf state; the request and then the goods are locked, the change audited on the goods with before / after, and
     * the storefront's cache dropped (this process at once, the others on the goods table's NOTIFY).
     */
    async approveRequest(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const request = await lockedRequest(id);
        const goods = await db.goodsForUpdate(request.goods_id);
        if (!goods) throw new NotFoundError(SupplierAdminMessages.requestMissing);
        let before: Record<string, unknown>;
        let after: Record<string, unknown>;
        if (request.kind === 'supply_price') {
          const supply = request.supply_fen!;
          if (supply > goods.price_fen) throw fail(SupplierAdminMessages.supplyAbovePrice);
          await db.setGoods(goods.id, { supply_price_fen: supply });
          before = { supply_price: yuan(goods.supply_price_fen) };
          after = { supply_price: yuan(supply) };
        } else {
          const onSale = request.kind === 'on_sale';
          await db.setGoods(goods.id, { is_on_sale: onSale });
          before = { on_shelf: goods.is_on_sale };
          after = { on_shelf: onSale };
        }
        if (!(await db.reviewRequest(id, { status: 'approved', reviewed_by: ctx.operator.id, reviewed_at: now() }))) throw fail(SupplierAdminMessages.requestReviewed);
        await audit.record({ ...ctx, action: 'supplier_request.approve', entity: 'goods', entityId: goods.id, before, after: { ...after, request_id: id, kind: request.kind, shop_id: request.shop_id } });
      });
      cache.invalidate();
    },

    async rejectRequest(id: number, reason: string, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const request = await lockedRequest(id);
        if (!(await db.reviewRequest(id, { status: 'rejected', reason, reviewed_by: ctx.operator.id, reviewed_at: now() }))) throw fail(SupplierAdminMessages.requestReviewed);
        await audit.record({
          ...ctx,
          action: 'supplier_request.reject',
          entity: 'supplier_request',
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'rejected', reason, goods_id: request.goods_id, kind: request.kind, ...(request.supply_fen === null ? {} : { supply_price: yuan(request.supply_fen) }) },
        });
      });
    },

    // ---- reports ----

    /** 供应商结算: per 供货店铺 its payable, withdrawing, paid and deducted (yuan) and this China month's shipped parcels. */
    async settlement(page: PageRequest): Promise<Paginated<AdminSupplierSettlementRow>> {
      const monthStart = startOfChinaMonth(now());
      const monthEnd = startOfChinaMonth(new Date(monthStart.getTime() + 32 * DAY_MS));
      const found = await db.settlement(page, monthStart, monthEnd);
      return {
        ...found,
        list: found.list.map((row) => ({
          shop_id: row.shop_id,
          shop_name: row.shop_name,
          payable: yuan(row.payable),
          withdrawing: yuan(row.withdrawing),
          paid: yuan(row.paid),
          deducted: yuan(row.deducted),
          month_shipped: row.month_shipped,
        })),
      };
    },

    /**
     * 发货时效: per 供货店铺, over the parcels dispatched to it in the range — shipped, and shipped before the 超时赔付
     * pickup deadline (before 08:00 China time of the day after the parcel's issue day: parcelDeadlines' pickupBefore,
     * asked once per group of parcels sharing their deadlines), their compensations and the 赔付扣款 booked for them.
     */
    async performance(query: { start_date?: string; end_date?: string }): Promise<AdminSupplierPerformance> {
      const range = reportRange(query, now());
      const groups = (await db.deadlineGroups(range.since, range.until)).map((group) => ({ ...group, pickupBefore: parcelDeadlines(group.sample, group.deadline).pickupBefore }));
      const [figures, onTime] = await Promise.all([db.performance(range.since, range.until), db.shippedBefore(range.since, range.until, groups)]);
      return {
        start_date: range.start,
        end_date: range.end,
        rows: figures.map((row) => {
          const inTime = onTime.get(row.shop_id) ?? 0;
          return {
            shop_id: row.shop_id,
            shop_name: row.shop_name,
            dispatched: row.dispatched,
            shipped: row.shipped,
            on_time: inTime,
            on_time_percent: percentOf(inTime, row.dispatched),
            compensations: row.compensations,
            compensation_amount: yuan(row.compensation_fen),
            deducted: yuan(row.deducted_fen),
          };
        }),
      };
    },

    /**
     * 平台收益: per China day, the parcels dispatched that day and not refused — paid = supply + 分站 margin +
     * commission + the platform's share — summed in fen, said in yuan, with a totals row.
     */
    async platformShare(query: { start_date?: string; end_date?: string }): Promise<AdminPlatformShare> {
      const range = reportRange(query, now());
      const days = await db.platformShare(range.since, range.until);
      const sum = (key: 'parcels' | 'paid_fen' | 'supply_fen' | 'margin_fen' | 'commission_fen') => days.reduce((total, day) => total + day[key], 0);
      return {
        start_date: range.start,
        end_date: range.end,
        rows: days.map((day) => shareRow(day.day, day)),
        total: shareRow('合计', { parcels: sum('parcels'), paid_fen: sum('paid_fen'), supply_fen: sum('supply_fen'), margin_fen: sum('margin_fen'), commission_fen: sum('commission_fen') }),
      };
    },
  };
}

export type AdminSuppliersService = ReturnType<typeof adminSuppliersService>;
