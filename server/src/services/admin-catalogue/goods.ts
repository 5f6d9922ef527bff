import { fen, fenToYuan, formatYuan, parseYuan, type Paginated } from 'shared-contracts';
import { CatalogueMessages, type AdminGoods } from 'shared-contracts/admin';
import { GOODS_PRICE_MAX_FEN, type adminGoodsBody, type adminGoodsPatch } from 'shared-contracts/admin/rules';
import { chinaText } from 'shared-contracts/china-time';
import type { z } from 'zod';
import type { GoodsTable } from '../../db/schema';
import { fail, NotFoundError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import type { AdminGoodsFilter, AdminGoodsRow } from '../../repositories/admin-catalogue';
import type { WriteContext } from '../write-context';
import { changes, type CatalogueContext } from './context';

export type GoodsInput = z.output<typeof adminGoodsBody>;
export type GoodsPatch = z.output<typeof adminGoodsPatch>;

export function toAdminGoods(row: AdminGoodsRow): AdminGoods {
  return {
    id: row.id,
    name: row.name,
    price: fenToYuan(fen(row.price_fen)),
    supply_price: fenToYuan(fen(row.supply_price_fen)),
    weight_g: row.weight_g,
    limit: row.limit,
    stock: row.stock,
    stock_warning: row.stock_warning,
    tag: row.tag,
    courier_id: row.courier_id,
    courier_name: row.courier_name,
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    city: row.city,
    category: row.category,
    pics: row.pics,
    on_shelf: row.is_on_sale,
    sale_count: row.sale_count,
    collect_count: row.collect_count,
    created_at: chinaText(new Date(row.created_at)),
  };
}

/** A goods as the audit log shows it: the editable columns, the price in yuan text. */
type GoodsFields = Pick<GoodsTable, 'name' | 'price_fen' | 'weight_g' | 'limit' | 'stock' | 'tag' | 'courier_id' | 'shop_id' | 'city' | 'is_on_sale'> & {
  category: string;
  pics: string[];
  supply_price_fen: number;
  stock_warning: number;
};
function goodsSnapshot(row: GoodsFields) {
  return {
    name: row.name,
    price: formatYuan(fen(row.price_fen)),
    supply_price: formatYuan(fen(row.supply_price_fen)),
    weight_g: row.weight_g,
    limit: row.limit,
    stock: row.stock,
    stock_warning: row.stock_warning,
    tag: row.tag,
    courier_id: row.courier_id,
    shop_id: row.shop_id,
    city: row.city,
    category: row.category,
    pics: row.pics,
    on_shelf: row.is_on_sale,
  };
}

/** A new goods' 库存预警 when none is given (the column's default, 0045). */
export const STOCK_WARNING_DEFAULT = 50;

/** A main-site goods is never sold below what its supplier is paid (issue 33; the table's check backs it). */
function checkSupplyPrice(row: Pick<GoodsFields, 'price_fen' | 'supply_price_fen'>) {
  if (row.price_fen < row.supply_price_fen) throw fail(CatalogueMessages.priceBelowSupply);
}

/** The goods columns of a create call's fields. */
function goodsColumns(input: GoodsInput): GoodsFields {
  return {
    name: input.name,
    price_fen: input.price,
    supply_price_fen: input.supply_price ?? 0,
    weight_g: input.weight_g,
    limit: input.limit,
    stock: input.stock,
    stock_warning: input.stock_warning ?? STOCK_WARNING_DEFAULT,
    tag: input.tag,
    courier_id: input.courier_id,
    shop_id: input.shop_id,
    city: input.city,
    category: input.category,
    pics: input.pics,
    is_on_sale: input.on_shelf,
  };
}

/** A price × (100 + percent)%: percent in hundredths (an integer), rounded half up to the fen, at least 1 fen. */
export function adjustedPrice(priceFen: number, percentHundredths: number): number {
  const numerator = priceFen * (10_000 + percentHundredths);
  return Math.max(1, Math.floor((2 * numerator + 10_000) / 20_000));
}

/** The goods rows' checks and writes, shared by the goods calls and the sheet import. */
export function goodsRows({ catalogue, audit }: CatalogueContext) {
  async function checkGoodsRefs(input: { courier_id?: number; shop_id?: number; category?: string }) {
    if (input.courier_id !== undefined && !(await catalogue.findCourier(input.courier_id))) throw fail(CatalogueMessages.courierNotFound);
    if (input.shop_id !== undefined && !(await catalogue.findShop(input.shop_id))) throw fail(CatalogueMessages.shopNotFound);
    if (input.category && (await catalogue.categoryIdByName(input.category)) === null) throw fail(CatalogueMessages.categoryNotFound);
  }

  async function goodsOrThrow(id: number): Promise<AdminGoodsRow> {
    const row = await catalogue.findGoods(id);
    if (!row) throw new NotFoundError(CatalogueMessages.goodsNotFound);
    return row;
  }

  async function insertGoods(input: GoodsInput, ctx: WriteContext): Promise<number> {
    const columns = goodsColumns(input);
    checkSupplyPrice(columns);
    const id = await catalogue.insertGoods({ ...columns, pics: JSON.stringify(columns.pics) });
    await audit.record({ ...ctx, action: 'goods.create', entity: 'goods', entityId: id, after: goodsSnapshot(columns) });
    return id;
  }

  async function updateGoodsRow(current: GoodsFields & { id: number }, patch: GoodsPatch, ctx: WriteContext): Promise<boolean> {
    const next = {
      name: patch.name ?? current.name,
      price_fen: patch.price ?? current.price_fen,
      supply_price_fen: patch.supply_price ?? current.supply_price_fen,
      weight_g: patch.weight_g ?? current.weight_g,
      limit: patch.limit ?? current.limit,
      stock: patch.stock ?? current.stock,
      stock_warning: patch.stock_warning ?? current.stock_warning,
      tag: patch.tag ?? current.tag,
      courier_id: patch.courier_id ?? current.courier_id,
      shop_id: patch.shop_id ?? current.shop_id,
      city: patch.city ?? current.city,
      category: patch.category ?? current.category,
      pics: patch.pics ?? current.pics,
      is_on_sale: patch.on_shelf ?? current.is_on_sale,
    };
    const diff = changes(goodsSnapshot(current), goodsSnapshot(next));
    if (!diff) return false;
    checkSupplyPrice(next);
    const { pics, ...rest } = next;
    await catalogue.updateGoods(current.id, { ...rest, pics: JSON.stringify(pics) });
    await audit.record({ ...ctx, action: 'goods.update', entity: 'goods', entityId: current.id, ...diff });
    return true;
  }

  return { checkGoodsRefs, goodsOrThrow, insertGoods, updateGoodsRow };
}

export type GoodsRows = ReturnType<typeof goodsRows>;

/** The goods calls: list, read, create, edit, bulk shelf and bulk price. */
export function goodsService({ catalogue, audit, write }: CatalogueContext, { checkGoodsRefs, goodsOrThrow, insertGoods, updateGoodsRow }: GoodsRows) {
  return {
    async listGoods(filter: AdminGoodsFilter, page: PageRequest): Promise<Paginated<AdminGoods>> {
      const found = await catalogue.listGoods(filter, page);
      return { ...found, list: found.list.map(toAdminGoods) };
    },

    async goods(id: number): Promise<AdminGoods> {
      return toAdminGoods(await goodsOrThrow(id));
    },

    async createGoods(input: GoodsInput, ctx: WriteContext): Promise<AdminGoods> {
      const id = await write(async () => {
        await checkGoodsRefs(input);
        return insertGoods(input, ctx);
      });
      return toAdminGoods(await goodsOrThrow(id));
    },

    async updateGoods(id: number, patch: GoodsPatch, ctx: WriteContext): Promise<AdminGoods> {
      await write(async () => {
        const [current] = await catalogue.goodsForUpdate([id]);
        if (!current) throw new NotFoundError(CatalogueMessages.goodsNotFound);
        await checkGoodsRefs(patch);
        await updateGoodsRow(current, patch, ctx);
      });
      return toAdminGoods(await goodsOrThrow(id));
    },

    /** Bulk on/off shelf; only rows that change are written and audited. */
    async setShelf(ids: number[], onShelf: boolean, ctx: WriteContext): Promise<{ updated: number }> {
      return write(async () => {
        const rows = await catalogue.goodsForUpdate([...new Set(ids)]);
        if (rows.length !== new Set(ids).size) throw fail(CatalogueMessages.goodsNotFound);
        const changing = rows.filter((row) => row.is_on_sale !== onShelf);
        if (changing.length) await catalogue.setShelf(changing.map((row) => row.id), onShelf);
        for (const row of changing) {
          await audit.record({ ...ctx, action: onShelf ? 'goods.shelf-on' : 'goods.shelf-off', entity: 'goods', entityId: row.id, before: { on_shelf: row.is_on_sale }, after: { on_shelf: onShelf } });
        }
        return { updated: changing.length };
      });
    },

    /** Bulk price change by a percent (hundredths exact), half up to the fen, never below 1 fen; all or nothing. */
    async changePrices(ids: number[], percent: number, ctx: WriteContext): Promise<{ updated: number }> {
      const hundredths = parseYuan(percent);
      if (hundredths === null) throw fail('调价百分比最多保留两位小数');
      return write(async () => {
        const rows = await catalogue.goodsForUpdate([...new Set(ids)]);
        if (rows.length !== new Set(ids).size) throw fail(CatalogueMessages.goodsNotFound);
        const prices = rows.map((row) => [row.id, adjustedPrice(row.price_fen, hundredths)] as [number, number]);
        if (prices.some(([, price]) => price > GOODS_PRICE_MAX_FEN)) throw fail(CatalogueMessages.priceTooHigh);
        const belowSupply = rows.filter((row) => prices.find(([id]) => id === row.id)![1] < row.supply_price_fen);
        if (belowSupply.length) {
          const names = belowSupply.slice(0, 3).map((row) => `「${row.name}」`).join('、');
          throw fail(CatalogueMessages.priceBelowSupplyAfter(belowSupply.length > 3 ? `${names}等 ${belowSupply.length} 个商品` : names));
        }
        const changed = prices.filter(([id, price]) => rows.find((row) => row.id === id)!.price_fen !== price);
        await catalogue.setPrices(changed);
        for (const [id, price] of changed) {
          const before = rows.find((row) => row.id === id)!.price_fen;
          await audit.record({ ...ctx, action: 'goods.price', entity: 'goods', entityId: id, before: { price: formatYuan(fen(before)) }, after: { price: formatYuan(fen(price)), percent } });
        }
        return { updated: changed.length };
      });
    },
  };
}
