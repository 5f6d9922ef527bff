import type { Readable } from 'node:stream';
import {
  DELIVER_STATUS_NAMES,
  type DeliverStatusValue,
  fen,
  fenToYuan,
  ORDER_STATUS_NAMES,
  PARCEL_STATUS_NAMES,
  PLATFORMS,
  TRACK_STATE_NAMES,
  type HomeUserSummary,
  type OrderListItem,
  type OrderSourceValue,
  type Paginated,
  type ParcelListItem,
  type ParcelStatusValue,
  type TrackState,
} from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { streamXlsx } from '../../lib/xlsx-stream';
import type { PageRequest } from '../../lib/paginate';
import type { Repositories } from '../../repositories';
import type { AdminOrderRow, AdminParcelCompensation, AdminParcelDetail, AdminParcelRow, OperatorRole } from 'shared-contracts/admin';
import { NotFoundError } from '../../lib/errors';
import type { OrderFilter, OrderOwner } from '../../repositories/orders';
import { orderAmountsFor, toParcelCompensation, type OrderAmounts } from './console-amounts';

type OrderRow = Awaited<ReturnType<Repositories['orders']['listOrders']>>['list'][number];
type ParcelRow = Awaited<ReturnType<Repositories['orders']['listParcels']>>['list'][number];
type ConsoleOwner = Extract<OrderOwner, { console: unknown }>;

/** 13800138000 → 138****8000 (an extension stays: 138****8000-1234). */
export function maskMobile(mobile: string): string {
  return mobile.replace(/^(\d{3})\d{4}(\d{4})/, '$1****$2');
}

const platformName = (id: number) => PLATFORMS.find((p) => p.id === id)?.name ?? String(id);
const chinaTimeText = (at: Date | null) => (at ? chinaText(at) : '');

function toOrderItem(row: OrderRow): OrderListItem {
  return {
    order_sn: row.order_sn,
    goods_id: row.goods_id,
    goods_name: row.goods_name,
    goods_pic: row.goods_pic,
    goods_num: row.goods_num,
    express_name: row.express_name,
    platform: row.platform,
    order_source: row.order_source as OrderSourceValue,
    rec_count: row.rec_count,
    dispatched_count: Number(row.dispatched_count),
    refunded_count: Number(row.refunded_count),
    total_price: fenToYuan(fen(Number(row.total_fen))),
    refund_price: fenToYuan(fen(Number(row.refund_fen))),
    status: row.status as 1 | 2 | 3,
    remark: row.remark,
    created_at: row.created_at.toISOString(),
  };
}

/** Parcel id → the compensation's fen (超时赔付: at most one a parcel). */
type Compensations = Map<number, number>;

function toParcelItem(row: ParcelRow, mask: boolean, compensations: Compensations): ParcelListItem {
  const compensation = compensations.get(Number(row.id));
  return {
    id: Number(row.id),
    order_sn: row.order_sn,
    shop_order: row.shop_order,
    goods_name: row.goods_name,
    goods_num: row.goods_num,
    express_name: row.express_name,
    waybill_code: row.waybill_code,
    rec_name: row.rec_name,
    rec_mobile: mask ? maskMobile(row.rec_mobile) : row.rec_mobile,
    rec_province: row.rec_province,
    rec_city: row.rec_city,
    rec_district: row.rec_district,
    rec_address: row.rec_address,
    lp_reissue_sn: row.lp_reissue_sn,
    price: fenToYuan(fen(row.price_fen)),
    status: row.status as ParcelStatusValue,
    error: row.error,
    created_at: row.created_at.toISOString(),
    dispatched_at: row.dispatched_at ? row.dispatched_at.toISOString() : null,
    platform: row.platform,
    store_id: row.store_id,
    deliver_status: row.deliver_status as DeliverStatusValue | null,
    deliver_msg: row.deliver_msg,
    track_state: row.track_state as TrackState,
    track_state_name: TRACK_STATE_NAMES[row.track_state as TrackState] ?? row.track_state,
    compensation: compensation === undefined ? null : fenToYuan(fen(compensation)),
  };
}

/** Columns of the exports: header and how a row fills it. */
const ORDER_SHEET: [header: string, width: number, cell: (o: OrderListItem) => string | number][] = [
  ['订单号', 24, (o) => o.order_sn],
  ['商品', 30, (o) => o.goods_name],
  ['每人件数', 10, (o) => o.goods_num],
  ['快递', 14, (o) => o.express_name],
  ['平台', 10, (o) => platformName(o.platform)],
  ['收件人数', 10, (o) => o.rec_count],
  ['已发货', 10, (o) => o.dispatched_count],
  ['已退款', 10, (o) => o.refunded_count],
  ['金额（元）', 12, (o) => o.total_price],
  ['退款（元）', 12, (o) => o.refund_price],
  ['状态', 10, (o) => ORDER_STATUS_NAMES[o.status]],
  ['备注', 24, (o) => o.remark],
  ['下单时间', 20, (o) => chinaTimeText(new Date(o.created_at))],
];

const PARCEL_SHEET: [header: string, width: number, cell: (p: ParcelListItem) => string | number][] = [
  ['订单号', 24, (p) => p.order_sn],
  ['店铺订单号', 24, (p) => p.shop_order],
  ['快递', 14, (p) => p.express_name],
  ['快递单号', 18, (p) => p.waybill_code],
  ['收件人', 10, (p) => p.rec_name],
  ['手机号', 18, (p) => p.rec_mobile],
  ['省', 10, (p) => p.rec_province],
  ['市', 10, (p) => p.rec_city],
  ['区', 10, (p) => p.rec_district],
  ['详细地址', 36, (p) => p.rec_address],
  ['补发单号', 18, (p) => p.lp_reissue_sn],
  ['商品', 30, (p) => p.goods_name],
  ['价格（元）', 12, (p) => p.price],
  ['状态', 10, (p) => PARCEL_STATUS_NAMES[p.status]],
  ['说明', 24, (p) => p.error],
  ['物流状态', 10, (p) => p.track_state_name],
  ['赔付（元）', 12, (p) => p.compensation ?? ''],
  ['回传店铺', 12, (p) => (p.deliver_status === null ? '' : DELIVER_STATUS_NAMES[p.deliver_status])],
  ['回传说明', 24, (p) => p.deliver_msg],
  ['下单时间', 20, (p) => chinaTimeText(new Date(p.created_at))],
  ['发货时间', 20, (p) => chinaTimeText(p.dispatched_at ? new Date(p.dispatched_at) : null)],
];

/** A row's member (masked) and site, and on a 分站 its margin: what the console's lists add (issue 32). */
const consoleColumnsOf = (row: { user_id?: number; mobile?: string; site_id?: number; site_name?: string }) => ({
  user_id: row.user_id ?? 0,
  mobile: maskMobile(row.mobile ?? ''),
  site_id: row.site_id ?? 0,
  site_name: row.site_name ?? '',
});
const yuanOrNull = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : fenToYuan(fen(Number(amount))));

/** A console order, its amounts only for a role that sees them (console-amounts.ts). */
function toAdminOrder(row: OrderRow, amounts: OrderAmounts): AdminOrderRow {
  return amounts.order({ ...toOrderItem(row), id: row.id, ...consoleColumnsOf(row), margin: yuanOrNull(row.margin_fen) });
}

function toAdminParcel(row: ParcelRow, compensations: Compensations, amounts: OrderAmounts): AdminParcelRow {
  const item = toParcelItem(row, true, compensations);
  return amounts.parcel({ ...item, ...consoleColumnsOf(row), cost: yuanOrNull(row.site_cost_fen), margin: yuanOrNull(row.site_margin_fen), compensated: item.compensation !== null });
}

/**
 * The console's exports: the user centre's columns, then the member, the site and the 分站's money. Their yuan cells
 * read amounts only a money role's rows carry (for any other role `amounts.sheet` leaves those columns out).
 */
const ADMIN_ORDER_SHEET: [string, number, (o: AdminOrderRow) => string | number][] = [
  ...(ORDER_SHEET as unknown as [string, number, (o: AdminOrderRow) => string | number][]),
  ['会员手机号', 16, (o) => o.mobile],
  ['站点', 20, (o) => o.site_name],
  ['分站毛利（元）', 14, (o) => o.margin ?? ''],
];
const ADMIN_PARCEL_SHEET: [string, number, (p: AdminParcelRow) => string | number][] = [
  ...(PARCEL_SHEET as unknown as [string, number, (p: AdminParcelRow) => string | number][]),
  ['会员手机号', 16, (p) => p.mobile],
  ['站点', 20, (p) => p.site_name],
  ['分站成本（元）', 14, (p) => p.cost ?? ''],
  ['分站毛利（元）', 14, (p) => p.margin ?? ''],
];

/** Batches of rows as an xlsx stream, read from the database at the pace the client reads the file. */
function streamSheet<T>(sheetName: string, columns: [string, number, (row: T) => string | number][], batches: AsyncIterable<T[]>): Readable {
  async function* cells() {
    for await (const batch of batches) yield batch.map((row) => columns.map(([, , cell]) => cell(row)));
  }
  return streamXlsx(sheetName, columns.map(([header, width]) => ({ header, width })), cells());
}

/** The caller's orders and parcels: lists, exports, the workbench summary. Only ever the caller's rows. */
export function orderListService(deps: { repos: Repositories }) {
  const { repos } = deps;

  /** A page's (or a batch's) compensations by a second query on their ids: the list query stays as it was. */
  async function compensationsOf(rows: ParcelRow[]): Promise<Compensations> {
    const found = await repos.compensations.ofParcels(rows.map((row) => Number(row.id)));
    return new Map(found.map((c) => [c.parcel_id, c.amount_fen]));
  }

  return {
    async orders(userId: number, filter: OrderFilter, page: PageRequest): Promise<Paginated<OrderListItem>> {
      const found = await repos.orders.listOrders({ userId }, filter, page);
      return { ...found, list: found.list.map(toOrderItem) };
    },

    async parcels(userId: number, filter: OrderFilter, page: PageRequest): Promise<Paginated<ParcelListItem>> {
      const found = await repos.orders.listParcels({ userId }, filter, page);
      const compensations = await compensationsOf(found.list);
      return { ...found, list: found.list.map((row) => toParcelItem(row, true, compensations)) };
    },

    exportOrders(userId: number, filter: OrderFilter): Readable {
      async function* rows() {
        for await (const batch of repos.orders.eachOrder({ userId }, filter)) yield batch.map(toOrderItem);
      }
      return streamSheet('订单', ORDER_SHEET, rows());
    },

    /** The caller's own export: whole phone numbers. */
    exportParcels(userId: number, filter: OrderFilter): Readable {
      async function* rows() {
        for await (const batch of repos.orders.eachParcel({ userId }, filter)) {
          const compensations = await compensationsOf(batch);
          yield batch.map((row) => toParcelItem(row, false, compensations));
        }
      }
      return streamSheet('包裹', PARCEL_SHEET, rows());
    },

    /**
     * 订单与包裹 in the console (issue 32): every member's within the operator's scope, with member and site; the
     * amounts only for a role that sees them (issue 34: `viewer`, the operator's role).
     */
    async consoleOrders(viewer: OperatorRole, owner: ConsoleOwner, filter: OrderFilter, page: PageRequest): Promise<Paginated<AdminOrderRow>> {
      const amounts = orderAmountsFor(viewer);
      const found = await repos.orders.listOrders(owner, filter, page);
      return { ...found, list: found.list.map((row) => toAdminOrder(row, amounts)) };
    },

    async consoleParcels(viewer: OperatorRole, owner: ConsoleOwner, filter: OrderFilter, page: PageRequest): Promise<Paginated<AdminParcelRow>> {
      const amounts = orderAmountsFor(viewer);
      const found = await repos.orders.listParcels(owner, filter, page);
      const compensations = await compensationsOf(found.list);
      return { ...found, list: found.list.map((row) => toAdminParcel(row, compensations, amounts)) };
    },

    /**
     * One parcel in the console (issue 34) and its compensations (超时赔付 / 人工赔付), within the operator's scope
     * (another site's is 404 — lib/data-scope.ts); the route adds its track.
     */
    async consoleParcel(viewer: OperatorRole, parcelId: number): Promise<Omit<AdminParcelDetail, 'track'>> {
      const amounts = orderAmountsFor(viewer);
      const row = await repos.orders.consoleParcel(parcelId);
      if (!row) throw new NotFoundError('包裹不存在');
      const booked = await repos.compensations.ofParcels([Number(row.id)]);
      const compensations: AdminParcelCompensation[] = booked.map((c) => amounts.compensation(toParcelCompensation(c)));
      const parcel = toAdminParcel(row, new Map(booked.map((c) => [c.parcel_id, c.amount_fen])), amounts);
      return { parcel: { ...parcel, parcel_sn: row.parcel_sn, goods_id: row.goods_id }, compensations };
    },

    exportConsoleOrders(viewer: OperatorRole, owner: ConsoleOwner, filter: OrderFilter): Readable {
      const amounts = orderAmountsFor(viewer);
      async function* rows() {
        for await (const batch of repos.orders.eachOrder(owner, filter)) yield batch.map((row) => toAdminOrder(row, amounts));
      }
      return streamSheet('订单', amounts.sheet(ADMIN_ORDER_SHEET), rows());
    },

    /** The console's export: recipients' phones masked (they are the members' customers'); amount columns only for a role that sees them. */
    exportConsoleParcels(viewer: OperatorRole, owner: ConsoleOwner, filter: OrderFilter): Readable {
      const amounts = orderAmountsFor(viewer);
      async function* rows() {
        for await (const batch of repos.orders.eachParcel(owner, filter)) {
          const compensations = await compensationsOf(batch);
          yield batch.map((row) => toAdminParcel(row, compensations, amounts));
        }
      }
      return streamSheet('包裹', amounts.sheet(ADMIN_PARCEL_SHEET), rows());
    },

    /** The workbench: parcels per status (1 unpaid, 2 paid, 3 dispatched), 已签收 and 异常 (物流状态), and the goods ordered most. */
    async homeSummary(userId: number): Promise<HomeUserSummary> {
      const [counts, goods] = await Promise.all([repos.orders.parcelCounts(userId), repos.orders.frequentGoods(userId, 5)]);
      return {
        goods_list: goods.map((g) => ({ goods_id: g.id, goods_name: g.name, goods_pic: g.pics[0] ?? '' })),
        package_info: { unpaid: counts.byStatus[1] ?? 0, paid: counts.byStatus[2] ?? 0, un_receive: counts.byStatus[3] ?? 0, signed: counts.signed, exception: counts.exception },
      };
    },
  };
}

export type OrderListService = ReturnType<typeof orderListService>;
