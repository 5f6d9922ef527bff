import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { fen, fenToYuan, ResultCode } from 'shared-contracts';
import { CatalogueMessages, GOODS_SHEET_COLUMNS, type AdminImportError, type AdminImportResult } from 'shared-contracts/admin';
import { adminGoodsBody } from 'shared-contracts/admin/rules';
import { BusinessError, fail } from '../../lib/errors';
import { loadExcelJs } from '../../lib/lazy-module';
import type { AdminGoodsFilter, AdminGoodsRow } from '../../repositories/admin-catalogue';
import type { WriteContext } from '../write-context';
import type { CatalogueContext } from './context';
import type { GoodsInput, GoodsRows } from './goods';

/** The most rows one import takes. */
export const IMPORT_ROWS_MAX = 5000;

type SheetColumn = (typeof GOODS_SHEET_COLUMNS)[number];
const COLUMN_WIDTHS: Partial<Record<SheetColumn, number>> = { 商品名称: 30, 图片: 40, 快递: 14, 店铺: 18 };
const SHEET_CELLS: Record<SheetColumn, (row: AdminGoodsRow) => string | number> = {
  ID: (row) => row.id,
  商品名称: (row) => row.name,
  '价格（元）': (row) => fenToYuan(fen(row.price_fen)),
  '供货价（元）': (row) => fenToYuan(fen(row.supply_price_fen)),
  '重量（克）': (row) => row.weight_g,
  限购: (row) => row.limit,
  库存: (row) => row.stock,
  库存预警: (row) => row.stock_warning,
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

/** The goods as an xlsx: the export, and the import that creates and updates goods from one. */
export function goodsSheetService({ catalogue, write }: CatalogueContext, { insertGoods, updateGoodsRow }: GoodsRows) {
  return {

    /** The filtered goods as an xlsx stream (GOODS_SHEET_COLUMNS), read in batches. */
    exportGoods(filter: AdminGoodsFilter): Readable {
      const out = new PassThrough();
      void (async () => {
        try {
          const { stream } = await loadExcelJs();
          const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
          const sheet = workbook.addWorksheet('商品');
          sheet.columns = GOODS_SHEET_COLUMNS.map((header) => ({ header, width: COLUMN_WIDTHS[header] ?? 10 }));
          sheet.getRow(1).font = { bold: true };
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
      const workbook = new (await loadExcelJs()).Workbook();
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
      const missing = GOODS_SHEET_COLUMNS.filter((column) => !['ID', '快递', '店铺', '销量', '收藏', '图片', '标签', '分类', '上架', '供货价（元）', '库存预警'].includes(column) && !headers.has(column));
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
          // left empty (or without the column): a new goods' supply price is 0, an edited one's stays
          supply_price: get('供货价（元）') ?? undefined,
          stock_warning: get('库存预警') ?? undefined,
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
          if (parsed.data.supply_price !== undefined && parsed.data.price < parsed.data.supply_price) problems.push(CatalogueMessages.priceBelowSupply);
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
          try {
            if (row.id === null) {
              await insertGoods(row.input, ctx);
              created += 1;
            } else if (await updateGoodsRow(current.get(row.id)!, row.input, ctx)) updated += 1;
          } catch (error) {
            // a price below the goods' supply price kept from before (the sheet had none): named by its row
            if (error instanceof BusinessError) throw fail(`第${row.row}行：${error.message}`);
            throw error;
          }
        }
        return { created, updated };
      });
      return { code: 0, msg: CatalogueMessages.imported(counts.created, counts.updated), data: { ...counts, errors: [] } };
    },
  };
}
