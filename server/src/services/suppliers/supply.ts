import { fen, fenToYuan, type Fen, type Paginated } from 'shared-contracts';
import { chinaText, parseChinaTime, startOfChinaMonth } from 'shared-contracts/china-time';
import {
  SUPPLIER_PARCEL_STATUS,
  SUPPLIER_REQUEST_KIND,
  SUPPLIER_REQUEST_STATUS,
  SupplierMessages,
  type SupplierBatchResult,
  type SupplierGoodsRow,
  type SupplierParcelRow,
  type SupplierParcelStatus,
  type SupplierPickList,
  type SupplierRequestRow,
  type SupplierWorkbench,
} from 'shared-contracts/supplier';
import { fail, NotFoundError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { maskMobile } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import type { DispatchService } from '../ordering/dispatch';
import { renderLabelsPdf, type LabelParcel } from './labels';
import type { AuthSupplier } from './accounts';

const yuan = (amount: number | null) => (amount === null ? null : fenToYuan(fen(Number(amount))));
const PARCEL_NOT_FOUND = '包裹不存在';

/**
 * The supplier centre's goods and parcels (issue 33). Every id a supplier sends is looked up within its own shop:
 * a parcel or goods of another shop answers 404 as an unknown one does. Stock edits are conditional on the stock
 * the supplier saw, so an order taking stock at the same moment is never lost; a change of supply price and
 * 上架 / 下架 wait for a main-site operator. 无法发货 refunds through the dispatch's one refund path.
 */
export function supplyService(deps: { repos: Repositories; dispatch: Pick<DispatchService, 'refund'>; now: () => Date }) {
  const { repos, dispatch, now } = deps;

  /** The shop's parcels among `ids`, or 404 when any is not the shop's. */
  async function ownParcels(supplier: AuthSupplier, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await repos.suppliers.parcelsByIds(supplier.shopId, unique);
    if (rows.length !== unique.length) throw new NotFoundError(PARCEL_NOT_FOUND);
    return rows;
  }

  return {
    async workbench(supplier: AuthSupplier): Promise<SupplierWorkbench> {
      const at = now();
      const month = startOfChinaMonth(at);
      const [toShip, lowStock, shipped, booked] = await Promise.all([
        repos.suppliers.toShipByCourier(supplier.shopId),
        repos.suppliers.lowStock(supplier.shopId),
        repos.suppliers.shippedSince(supplier.shopId, month),
        repos.supplierLedger.bookedSince(supplier.shopId, month),
      ]);
      const to_ship = toShip.map((row) => ({ courier_id: row.courier_id, courier_name: row.courier_name, issue_deadline: row.issue_deadline, parcels: Number(row.parcels) }));
      return {
        date: chinaText(at).slice(0, 10),
        to_ship,
        to_ship_total: to_ship.reduce((sum, row) => sum + row.parcels, 0),
        low_stock: lowStock.map((row) => ({ goods_id: row.id, name: row.name, stock: row.stock, stock_warning: row.stock_warning })),
        month: { shipped, payable: fenToYuan(fen(booked)) },
      };
    },

    async goods(supplier: AuthSupplier, keyword: string | undefined, page: PageRequest): Promise<Paginated<SupplierGoodsRow>> {
      const found = await repos.suppliers.goodsPage(supplier.shopId, keyword, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          goods_id: row.id,
          name: row.name,
          pics: row.pics,
          description: row.description,
          weight_g: row.weight_g,
          price: fenToYuan(fen(row.price_fen)),
          supply_price: fenToYuan(fen(row.supply_price_fen)),
          stock: row.stock,
          stock_warning: row.stock_warning,
          is_on_sale: row.is_on_sale,
          courier_name: row.courier_name,
          pending: row.pending.map((request) => ({ id: request.id, kind: request.kind, supply_price: yuan(request.supply_fen), created_at: chinaText(request.created_at) })),
        })),
      };
    },

    async updateGoods(supplier: AuthSupplier, goodsId: number, body: { name: string; pics: string[]; description: string; weight_g: number; stock_warning: number }): Promise<void> {
      if (!(await repos.suppliers.updateGoods(supplier.shopId, goodsId, body))) throw new NotFoundError('商品不存在');
    },

    async setStock(supplier: AuthSupplier, goodsId: number, body: { stock: number; expected_stock: number }): Promise<void> {
      const result = await repos.suppliers.setStock(supplier.shopId, goodsId, body.stock, body.expected_stock);
      if (result === 'missing') throw new NotFoundError('商品不存在');
      if (result === 'changed') throw fail(SupplierMessages.stockChanged);
    },

    /** A supply price to review (never above the list price), or 上架 / 下架. */
    async request(supplier: AuthSupplier, goodsId: number, body: { kind: 'supply_price'; supply_price: Fen; note: string } | { kind: 'on_sale' | 'off_sale'; note: string }): Promise<{ id: number }> {
      return repos.transaction(async () => {
        const goods = await repos.suppliers.lockGoods(supplier.shopId, goodsId);
        if (!goods) throw new NotFoundError('商品不存在');
        if (body.kind === 'supply_price') {
          if (body.supply_price > goods.price_fen) throw fail(SupplierMessages.supplyAbovePrice);
          if (body.supply_price === goods.supply_price_fen) throw fail(SupplierMessages.samePrice);
        }
        if (body.kind === 'on_sale' && goods.is_on_sale) throw fail(SupplierMessages.alreadyOnSale);
        if (body.kind === 'off_sale' && !goods.is_on_sale) throw fail(SupplierMessages.alreadyOffSale);
        const created = await repos.suppliers.createRequest({
          goods_id: goodsId,
          shop_id: supplier.shopId,
          supplier_id: supplier.id,
          kind: body.kind,
          old_supply_fen: body.kind === 'supply_price' ? goods.supply_price_fen : null,
          supply_fen: body.kind === 'supply_price' ? body.supply_price : null,
          note: body.note,
          created_at: now(),
        });
        if (!created) throw fail(SupplierMessages.requestPending);
        return created;
      });
    },

    async requests(supplier: AuthSupplier, page: PageRequest): Promise<Paginated<SupplierRequestRow>> {
      const found = await repos.suppliers.requestsPage(supplier.shopId, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          goods_id: row.goods_id,
          goods_name: row.goods_name,
          kind: row.kind,
          kind_text: SUPPLIER_REQUEST_KIND[row.kind],
          old_supply_price: yuan(row.old_supply_fen),
          supply_price: yuan(row.supply_fen),
          status: row.status,
          status_text: SUPPLIER_REQUEST_STATUS[row.status],
          reason: row.reason,
          created_at: chinaText(row.created_at),
          reviewed_at: row.reviewed_at ? chinaText(row.reviewed_at) : null,
        })),
      };
    },

    async parcels(
      supplier: AuthSupplier,
      query: { status?: SupplierParcelStatus; courier_id?: number; goods_id?: number; keyword?: string; start_date?: string; end_date?: string },
      page: PageRequest,
    ): Promise<Paginated<SupplierParcelRow>> {
      const found = await repos.suppliers.parcelsPage(
        supplier.shopId,
        {
          status: query.status,
          courierId: query.courier_id,
          goodsId: query.goods_id,
          keyword: query.keyword,
          since: query.start_date ? (parseChinaTime(query.start_date) ?? undefined) : undefined,
          until: query.end_date ? (parseChinaTime(query.end_date, true) ?? undefined) : undefined,
        },
        page,
      );
      return {
        ...found,
        list: found.list.map((row) => {
          const status = row.status as SupplierParcelStatus;
          return {
            id: row.id,
            parcel_sn: row.parcel_sn,
            waybill_code: row.waybill_code,
            order_sn: row.order_sn,
            goods_id: row.goods_id,
            goods_name: row.goods_name,
            goods_num: row.goods_num,
            courier_id: row.courier_id,
            courier_name: row.courier_name,
            issue_deadline: row.issue_deadline,
            rec_name: row.rec_name,
            rec_mobile: maskMobile(row.rec_mobile),
            rec_address: `${row.rec_province}${row.rec_city}${row.rec_district}${row.rec_address}`,
            status,
            status_text: SUPPLIER_PARCEL_STATUS[status],
            reason: status === 'refused' ? row.error : '',
            created_at: chinaText(row.created_at),
            shipped_at: row.shipped_at ? chinaText(row.shipped_at) : null,
          };
        }),
      };
    },

    /** 拣货单: pieces and parcels per goods and courier of the chosen parcels. */
    async pickList(supplier: AuthSupplier, ids: number[]): Promise<SupplierPickList> {
      const parcels = await ownParcels(supplier, ids);
      const rows = new Map<string, SupplierPickList['rows'][number]>();
      for (const parcel of parcels) {
        const key = `${parcel.goods_id}:${parcel.courier_id}`;
        const row = rows.get(key) ?? { goods_id: parcel.goods_id, goods_name: parcel.goods_name, courier_id: parcel.courier_id, courier_name: parcel.courier_name, parcels: 0, pieces: 0 };
        row.parcels += 1;
        row.pieces += parcel.goods_num;
        rows.set(key, row);
      }
      const list = [...rows.values()].sort((a, b) => a.courier_id - b.courier_id || a.goods_id - b.goods_id);
      return { rows: list, total_parcels: parcels.length, total_pieces: list.reduce((sum, row) => sum + row.pieces, 0), generated_at: chinaText(now()) };
    },

    /** 打印面单: one 100 × 180 mm page a parcel, in the order asked, the phone masked as on 隐私面单. */
    async labels(supplier: AuthSupplier, ids: number[]): Promise<Buffer> {
      const parcels = await ownParcels(supplier, ids);
      const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
      const shop = await repos.suppliers.findWithShop(supplier.id);
      const printedAt = chinaText(now()).slice(0, 16);
      const labels: LabelParcel[] = [...new Set(ids)].map((id) => {
        const parcel = byId.get(id)!;
        return {
          waybillCode: parcel.waybill_code,
          courierName: parcel.courier_name,
          parcelSn: parcel.parcel_sn,
          orderSn: parcel.order_sn,
          recipient: { name: parcel.rec_name, mobile: maskMobile(parcel.rec_mobile), province: parcel.rec_province, city: parcel.rec_city, district: parcel.rec_district, address: parcel.rec_address },
          sender: { name: shop?.shop_name || parcel.courier_subname || parcel.courier_name, mobile: '', address: `${parcel.send_province}${parcel.send_city}${parcel.send_district}${parcel.send_address}` },
          goods: { name: parcel.goods_name, quantity: parcel.goods_num },
          printedAt,
        };
      });
      return renderLabelsPdf(labels);
    },

    /** 发货: the chosen numbered parcels are shipped now (a parcel shipped or refused before is skipped, with why). */
    async ship(supplier: AuthSupplier, ids: number[]): Promise<SupplierBatchResult> {
      await ownParcels(supplier, ids);
      const shipped = new Set(await repos.suppliers.ship(supplier.shopId, [...new Set(ids)], now()));
      const unique = [...new Set(ids)];
      return { done: unique.filter((id) => shipped.has(id)), skipped: unique.filter((id) => !shipped.has(id)).map((id) => ({ id, reason: SupplierMessages.notToShip })) };
    },

    /** 无法发货: each chosen parcel not yet shipped is refused and refunded once, through the courier refusal's path. */
    async refuse(supplier: AuthSupplier, ids: number[], reason: string): Promise<SupplierBatchResult> {
      await ownParcels(supplier, ids);
      const result: SupplierBatchResult = { done: [], skipped: [] };
      for (const id of new Set(ids)) {
        if (await dispatch.refund(id, `供应商无法发货：${reason}`, supplier.shopId)) result.done.push(id);
        else result.skipped.push({ id, reason: SupplierMessages.notToShip });
      }
      return result;
    },
  };
}

export type SupplyService = ReturnType<typeof supplyService>;
