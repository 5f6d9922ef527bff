import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { fen, fenToYuan, formatYuan, parseYuan, PLATFORMS, ResultCode, type Paginated } from 'shared-contracts';
import { CatalogueMessages, GOODS_SHEET_COLUMNS, type AdminCategory, type AdminCourier, type AdminGoods, type AdminImportError, type AdminImportResult, type AdminShop } from 'shared-contracts/admin';
import { adminCategoryBody, adminCategoryPatch, adminCourierBody, adminCourierPatch, adminGoodsBody, adminGoodsPatch, adminShopBody, adminShopPatch, GOODS_PRICE_MAX_FEN } from 'shared-contracts/admin/rules';
import { chinaText } from 'shared-contracts/china-time';
import { shortForms } from 'shared-contracts/regions';
import { canonicalProvince } from 'shared-contracts/regions/data';
import type { Updateable } from 'kysely';
import type { CouriersTable, GoodsTable } from '../db/schema';
import { fail, NotFoundError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import type { Repositories } from '../repositories';
import type { AdminGoodsFilter, AdminGoodsRow } from '../repositories/admin-catalogue';
import type { AuditActor, AuditService } from './audit';
import type { CatalogueCache } from './catalogue-cache';

export type GoodsInput = z.output<typeof adminGoodsBody>;
export type GoodsPatch = z.output<typeof adminGoodsPatch>;
export type CourierInput = z.output<typeof adminCourierBody>;
export type CourierPatch = z.output<typeof adminCourierPatch>;
export type ShopInput = z.output<typeof adminShopBody>;
export type ShopPatch = z.output<typeof adminShopPatch>;
export type CategoryInput = z.output<typeof adminCategoryBody>;
export type CategoryPatch = z.output<typeof adminCategoryPatch>;

/** Who writes, from where: every write is audited with it. */
export interface WriteContext {
  operator: AuditActor;
  ip: string;
}

/** The most rows one import takes. */
export const IMPORT_ROWS_MAX = 5000;

export function toAdminGoods(row: AdminGoodsRow): AdminGoods {
  return {
    id: row.id,
    name: row.name,
    price: fenToYuan(fen(row.price_fen)),
    weight_g: row.weight_g,
    limit: row.limit,
    stock: row.stock,
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
type GoodsFields = Pick<GoodsTable, 'name' | 'price_fen' | 'weight_g' | 'limit' | 'stock' | 'tag' | 'courier_id' | 'shop_id' | 'city' | 'is_on_sale'> & { category: string; pics: string[] };
function goodsSnapshot(row: GoodsFields) {
  return {
    name: row.name,
    price: formatYuan(fen(row.price_fen)),
    weight_g: row.weight_g,
    limit: row.limit,
    stock: row.stock,
    tag: row.tag,
    courier_id: row.courier_id,
    shop_id: row.shop_id,
    city: row.city,
    category: row.category,
    pics: row.pics,
    on_shelf: row.is_on_sale,
  };
}

/** Only the keys whose value changed: { before, after } of an edit. */
function changes<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (!keys.length) return null;
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>, after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T> };
}

/** The goods columns of a create call's fields. */
function goodsColumns(input: GoodsInput): GoodsFields {
  return {
    name: input.name,
    price_fen: input.price,
    weight_g: input.weight_g,
    limit: input.limit,
    stock: input.stock,
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

/** A province name (full or short) → its short form as the couriers store it (新疆, 内蒙古, 上海); null when none. */
function provinceShortName(name: string): string | null {
  const official = canonicalProvince(name.trim());
  if (!official) return null;
  return [official, ...shortForms(official, 1)].reduce((shortest, form) => (form.length < shortest.length ? form : shortest));
}

// ---- the sheet ----

type SheetColumn = (typeof GOODS_SHEET_COLUMNS)[number];
const COLUMN_WIDTHS: Partial<Record<SheetColumn, number>> = { 商品名称: 30, 图片: 40, 快递: 14, 店铺: 18 };
const SHEET_CELLS: Record<SheetColumn, (row: AdminGoodsRow) => string | number> = {
  ID: (row) => row.id,
  商品名称: (row) => row.name,
  '价格（元）': (row) => fenToYuan(fen(row.price_fen)),
  '重量（克）': (row) => row.weight_g,
  限购: (row) => row.limit,
  库存: (row) => row.stock,
  标签: (row) => row.tag,
  快递ID: (row) => row.courier_id,
  快递: (row) => row.courier_name,
  店铺ID: (row) => row.shop_id,
  店铺: (row) => row.shop_name,
  发货城市: (row) => row.city,
  分类: (row) => row.category,
  图片: (row) => row.pics.join('\n'),
  上架: (row) => (row.is_on_sale ? '是' : '否'),
  销量: (row) => row.sale_count,
  收藏: (row) => row.collect_count,
};

/** A cell's value as a number or text (rich text, hyperlinks and formulas read as what they show). */
function cellValue(value: ExcelJS.CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value && typeof value.text === 'string') return cellValue(value.text);
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  }
  return null;
}

/** One issue per line: 价格最多保留两位小数；请填写商品名称 */
const issuesText = (error: z.ZodError) => [...new Set(error.issues.map((issue) => (/[\u4e00-\u9fff]/.test(issue.message) ? issue.message : `${issue.path.join('.')}不正确`)))].join('；');

export function adminCatalogueService(deps: { repos: Repositories; audit: AuditService; cache: CatalogueCache }) {
  const { repos, audit, cache } = deps;
  const catalogue = repos.adminCatalogue;

  /**
   * A write in one transaction with its audit rows; then this process drops its visitors' cache at once
   * (the others on NOTIFY catalogue_changed, sent by the tables' triggers at commit).
   */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    const result = await repos.transaction(work);
    cache.invalidate();
    return result;
  }

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
    const id = await catalogue.insertGoods({ ...columns, pics: JSON.stringify(columns.pics) });
    await audit.record({ ...ctx, action: 'goods.create', entity: 'goods', entityId: id, after: goodsSnapshot(columns) });
    return id;
  }

  async function updateGoodsRow(current: GoodsFields & { id: number }, patch: GoodsPatch, ctx: WriteContext): Promise<boolean> {
    const next = {
      name: patch.name ?? current.name,
      price_fen: patch.price ?? current.price_fen,
      weight_g: patch.weight_g ?? current.weight_g,
      limit: patch.limit ?? current.limit,
      stock: patch.stock ?? current.stock,
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
    const { pics, ...rest } = next;
    await catalogue.updateGoods(current.id, { ...rest, pics: JSON.stringify(pics) });
    await audit.record({ ...ctx, action: 'goods.update', entity: 'goods', entityId: current.id, ...diff });
    return true;
  }

  // ---- couriers ----
  function courierColumns(input: Partial<CourierInput>): Omit<Updateable<CouriersTable>, 'platforms' | 'no_deliver_area'> & { platforms?: number[]; no_deliver_area?: string[] } {
    const out: ReturnType<typeof courierColumns> = { ...input };
    if (input.send_province !== undefined) {
      const province = canonicalProvince(input.send_province);
      if (!province) throw fail('发货省份不正确');
      out.send_province = province;
    }
    if (input.platforms) {
      const known = new Set(PLATFORMS.map((p) => p.id));
      if (input.platforms.some((id) => !known.has(id))) throw fail('平台不正确');
      out.platforms = [...new Set(input.platforms)].sort((a, b) => a - b);
    }
    if (input.no_deliver_area) {
      const areas: string[] = [];
      for (const name of input.no_deliver_area) {
        const short = provinceShortName(name);
        if (!short) throw fail(CatalogueMessages.regionUnknown(name));
        if (!areas.includes(short)) areas.push(short);
      }
      out.no_deliver_area = areas;
    }
    return out;
  }

  const toCourier = (row: Awaited<ReturnType<typeof catalogue.listCouriers>>[number]): AdminCourier => ({
    id: row.id,
    name: row.name,
    subname: row.subname,
    send_province: row.send_province,
    send_city: row.send_city,
    send_district: row.send_district,
    send_address: row.send_address,
    tips: row.tips,
    is_wu: row.is_wu,
    platforms: row.platforms,
    no_deliver_area: row.no_deliver_area,
    logo: row.logo,
    goods_count: Number(row.goods_count ?? 0),
  });
  const courierSnapshot = ({ id: _id, ...row }: Awaited<ReturnType<typeof catalogue.findCourier>> & object) => row;

  async function courierAfter(id: number) {
    return (await catalogue.listCouriers()).find((row) => row.id === id)!;
  }

  return {
    // ---- goods ----
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
        const changed = prices.filter(([id, price]) => rows.find((row) => row.id === id)!.price_fen !== price);
        await catalogue.setPrices(changed);
        for (const [id, price] of changed) {
          const before = rows.find((row) => row.id === id)!.price_fen;
          await audit.record({ ...ctx, action: 'goods.price', entity: 'goods', entityId: id, before: { price: formatYuan(fen(before)) }, after: { price: formatYuan(fen(price)), percent } });
        }
        return { updated: changed.length };
      });
    },

    /** The filtered goods as an xlsx stream (GOODS_SHEET_COLUMNS), read in batches. */
    exportGoods(filter: AdminGoodsFilter): Readable {
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('商品');
      sheet.columns = GOODS_SHEET_COLUMNS.map((header) => ({ header, width: COLUMN_WIDTHS[header] ?? 10 }));
      sheet.getRow(1).font = { bold: true };
      void (async () => {
        try {
          for await (const batch of catalogue.goodsBatches(filter)) {
            for (const row of batch) sheet.addRow(GOODS_SHEET_COLUMNS.map((column) => SHEET_CELLS[column](row))).commit();
          }
          sheet.commit();
          await workbook.commit();
        } catch (error) {
          out.destroy(error as Error);
        }
      })();
      return out;
    },

    /**
     * An xlsx in the export's columns: rows with an ID update that goods, rows without create one. Every
     * row is checked first (the create call's rules, the ids, couriers, shops and categories it names);
     * one bad row and nothing is written — the answer lists each bad row in Chinese.
     */
    async importGoods(fileBase64: string, ctx: WriteContext): Promise<{ code: number; msg: string; data: AdminImportResult }> {
      const workbook = new ExcelJS.Workbook();
      try {
        await workbook.xlsx.load(Buffer.from(fileBase64, 'base64') as unknown as ArrayBuffer);
      } catch {
        throw fail(CatalogueMessages.importUnreadable);
      }
      const sheet = workbook.worksheets[0];
      if (!sheet) throw fail(CatalogueMessages.importUnreadable);
      const headers = new Map<string, number>();
      sheet.getRow(1).eachCell((cell, column) => {
        const text = cellValue(cell.value);
        if (typeof text === 'string') headers.set(text, column);
      });
      const missing = GOODS_SHEET_COLUMNS.filter((column) => !['ID', '快递', '店铺', '销量', '收藏', '图片', '标签', '分类', '上架'].includes(column) && !headers.has(column));
      if (missing.length) throw fail(`表格缺少列：${missing.join('、')}`);

      const errors: AdminImportError[] = [];
      const rows: { row: number; id: number | null; input: GoodsInput }[] = [];
      const seenIds = new Set<number>();
      const [courierIds, shopIds, categories] = await Promise.all([catalogue.courierIds(), catalogue.shopIds(), catalogue.categoryNames()]);
      const lastRow = sheet.actualRowCount === 0 ? 0 : sheet.lastRow?.number ?? 0;
      if (lastRow - 1 > IMPORT_ROWS_MAX) throw fail(`一次最多导入 ${IMPORT_ROWS_MAX} 行`);
      for (let number = 2; number <= lastRow; number += 1) {
        const line = sheet.getRow(number);
        const get = (column: SheetColumn) => {
          const index = headers.get(column);
          return index === undefined ? null : cellValue(line.getCell(index).value);
        };
        const values = GOODS_SHEET_COLUMNS.map(get);
        if (values.every((value) => value === null)) continue;
        const problems: string[] = [];
        let id: number | null = null;
        const rawId = get('ID');
        if (rawId !== null) {
          id = Number(rawId);
          if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) problems.push('ID 不正确');
          else if (seenIds.has(id)) problems.push(`ID ${id} 在表格中重复`);
          else seenIds.add(id);
        }
        const shelf = get('上架');
        const pics = get('图片');
        const parsed = adminGoodsBody.safeParse({
          name: get('商品名称') ?? '',
          price: get('价格（元）') ?? '',
          weight_g: get('重量（克）') ?? '',
          limit: get('限购') ?? 0,
          stock: get('库存') ?? '',
          tag: String(get('标签') ?? ''),
          courier_id: get('快递ID') ?? '',
          shop_id: get('店铺ID') ?? '',
          city: String(get('发货城市') ?? ''),
          category: String(get('分类') ?? ''),
          pics: pics === null ? [] : String(pics).split(/[\s,，]+/).filter(Boolean),
          on_shelf: shelf === null ? true : shelf === '是' ? true : shelf === '否' ? false : shelf,
        });
        if (!parsed.success) problems.push(issuesText(parsed.error));
        else {
          if (!courierIds.has(parsed.data.courier_id)) problems.push(CatalogueMessages.courierNotFound);
          if (!shopIds.has(parsed.data.shop_id)) problems.push(CatalogueMessages.shopNotFound);
          if (parsed.data.category && !categories.has(parsed.data.category)) problems.push(`${CatalogueMessages.categoryNotFound}：${parsed.data.category}`);
        }
        if (problems.length) errors.push({ row: number, message: `第${number}行：${problems.join('；')}` });
        else if (parsed.success) rows.push({ row: number, id, input: parsed.data });
      }
      const existing = await catalogue.existingGoodsIds(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
      for (const row of rows) {
        if (row.id !== null && !existing.has(row.id)) errors.push({ row: row.row, message: `第${row.row}行：商品 ID ${row.id} 不存在` });
      }
      errors.sort((a, b) => a.row - b.row);
      if (errors.length) return { code: ResultCode.FAIL, msg: CatalogueMessages.importFailed(errors.length), data: { created: 0, updated: 0, errors } };
      if (!rows.length) throw fail(CatalogueMessages.importEmpty);

      const counts = await write(async () => {
        let created = 0;
        let updated = 0;
        const current = new Map((await catalogue.goodsForUpdate([...existing])).map((row) => [row.id, row]));
        for (const row of rows) {
          if (row.id === null) {
            await insertGoods(row.input, ctx);
            created += 1;
          } else if (await updateGoodsRow(current.get(row.id)!, row.input, ctx)) updated += 1;
        }
        return { created, updated };
      });
      return { code: 0, msg: CatalogueMessages.imported(counts.created, counts.updated), data: { ...counts, errors: [] } };
    },

    // ---- couriers ----
    async couriers(): Promise<AdminCourier[]> {
      return (await catalogue.listCouriers()).map(toCourier);
    },

    async createCourier(input: CourierInput, ctx: WriteContext): Promise<AdminCourier> {
      const columns = courierColumns(input);
      const id = await write(async () => {
        if ((await catalogue.courierIdByName(input.name)) !== null) throw fail(CatalogueMessages.courierNameTaken);
        const created = await catalogue.insertCourier({
          ...(columns as CourierInput),
          platforms: JSON.stringify(columns.platforms),
          no_deliver_area: JSON.stringify(columns.no_deliver_area),
        });
        await audit.record({ ...ctx, action: 'courier.create', entity: 'courier', entityId: created, after: columns });
        return created;
      });
      return toCourier(await courierAfter(id));
    },

    async updateCourier(id: number, patch: CourierPatch, ctx: WriteContext): Promise<AdminCourier> {
      const columns = courierColumns(patch);
      await write(async () => {
        const current = await catalogue.findCourier(id);
        if (!current) throw new NotFoundError(CatalogueMessages.courierNotFound);
        if (columns.name !== undefined && columns.name !== current.name && (await catalogue.courierIdByName(columns.name)) !== null) throw fail(CatalogueMessages.courierNameTaken);
        const before = courierSnapshot(current);
        const after = { ...before, ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) };
        const diff = changes(before as Record<string, unknown>, after as Record<string, unknown>);
        if (!diff) return;
        const { platforms, no_deliver_area, ...rest } = after;
        await catalogue.updateCourier(id, { ...rest, platforms: JSON.stringify(platforms), no_deliver_area: JSON.stringify(no_deliver_area) });
        await audit.record({ ...ctx, action: 'courier.update', entity: 'courier', entityId: id, ...diff });
      });
      return toCourier(await courierAfter(id));
    },

    async deleteCourier(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findCourier(id);
        if (!current) throw new NotFoundError(CatalogueMessages.courierNotFound);
        const use = await catalogue.courierUse(id);
        if (use.goods) throw fail(CatalogueMessages.courierHasGoods);
        if (use.orders) throw fail(CatalogueMessages.courierHasOrders);
        await catalogue.deleteCourier(id);
        await audit.record({ ...ctx, action: 'courier.delete', entity: 'courier', entityId: id, before: courierSnapshot(current) });
      });
    },

    // ---- supplier shops ----
    async shops(): Promise<AdminShop[]> {
      return (await catalogue.listShops()).map((row) => ({ id: row.id, name: row.name, logo: row.logo, intro: row.intro, goods_count: Number(row.goods_count ?? 0) }));
    },

    async createShop(input: ShopInput, ctx: WriteContext): Promise<AdminShop> {
      const id = await write(async () => {
        if ((await catalogue.shopIdByName(input.name)) !== null) throw fail(CatalogueMessages.shopNameTaken);
        const created = await catalogue.insertShop(input);
        await audit.record({ ...ctx, action: 'shop.create', entity: 'shop', entityId: created, after: input });
        return created;
      });
      return (await this.shops()).find((shop) => shop.id === id)!;
    },

    async updateShop(id: number, patch: ShopPatch, ctx: WriteContext): Promise<AdminShop> {
      await write(async () => {
        const current = await catalogue.findShop(id);
        if (!current) throw new NotFoundError(CatalogueMessages.shopNotFound);
        if (patch.name !== undefined && patch.name !== current.name && (await catalogue.shopIdByName(patch.name)) !== null) throw fail(CatalogueMessages.shopNameTaken);
        const before = { name: current.name, logo: current.logo, intro: current.intro };
        const after = { name: patch.name ?? before.name, logo: patch.logo ?? before.logo, intro: patch.intro ?? before.intro };
        const diff = changes(before, after);
        if (!diff) return;
        await catalogue.updateShop(id, after);
        await audit.record({ ...ctx, action: 'shop.update', entity: 'shop', entityId: id, ...diff });
      });
      return (await this.shops()).find((shop) => shop.id === id)!;
    },

    async deleteShop(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findShop(id);
        if (!current) throw new NotFoundError(CatalogueMessages.shopNotFound);
        if (await catalogue.shopGoodsCount(id)) throw fail(CatalogueMessages.shopHasGoods);
        await catalogue.deleteShop(id);
        await audit.record({ ...ctx, action: 'shop.delete', entity: 'shop', entityId: id, before: { name: current.name, logo: current.logo, intro: current.intro } });
      });
    },

    // ---- categories ----
    async categories(): Promise<AdminCategory[]> {
      return (await catalogue.listCategories()).map((row) => ({ id: row.id, name: row.name, sort: row.sort, goods_count: Number(row.goods_count ?? 0) }));
    },

    async createCategory(input: CategoryInput, ctx: WriteContext): Promise<AdminCategory> {
      const id = await write(async () => {
        if ((await catalogue.categoryIdByName(input.name)) !== null) throw fail(CatalogueMessages.categoryNameTaken);
        const created = await catalogue.insertCategory(input);
        await audit.record({ ...ctx, action: 'category.create', entity: 'category', entityId: created, after: input });
        return created;
      });
      return (await this.categories()).find((category) => category.id === id)!;
    },

    /** A new name moves the category's goods with it, in the same transaction. */
    async updateCategory(id: number, patch: CategoryPatch, ctx: WriteContext): Promise<AdminCategory> {
      await write(async () => {
        const current = await catalogue.findCategory(id);
        if (!current) throw new NotFoundError(CatalogueMessages.categoryNotFound);
        if (patch.name !== undefined && patch.name !== current.name && (await catalogue.categoryIdByName(patch.name)) !== null) throw fail(CatalogueMessages.categoryNameTaken);
        const before = { name: current.name, sort: current.sort };
        const after = { name: patch.name ?? before.name, sort: patch.sort ?? before.sort };
        const diff = changes(before, after);
        if (!diff) return;
        await catalogue.updateCategory(id, after);
        if (after.name !== before.name) await catalogue.renameGoodsCategory(before.name, after.name);
        await audit.record({ ...ctx, action: 'category.update', entity: 'category', entityId: id, ...diff });
      });
      return (await this.categories()).find((category) => category.id === id)!;
    },

    async deleteCategory(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findCategory(id);
        if (!current) throw new NotFoundError(CatalogueMessages.categoryNotFound);
        if (await catalogue.categoryGoodsCount(current.name)) throw fail(CatalogueMessages.categoryHasGoods);
        await catalogue.deleteCategory(id);
        await audit.record({ ...ctx, action: 'category.delete', entity: 'category', entityId: id, before: { name: current.name, sort: current.sort } });
      });
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
