// The supply side's request schemas (issue 33): the server validates with them, the supplier centre's forms
// read their messages. Money is yuan on the wire → integer fen here.
import { z } from 'zod';
import { adminCompensationsFilter } from '../admin/compensations-rules';
import { imageUrl } from '../rules/image-url';
import { mobileSchema, newPasswordSchema, oldPasswordSchema, registerPasswordSchema, smsCodeSchema } from '../rules/account';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { pageQuery, recordId } from '../schemas/common';
import { withdrawAccountBody } from '../schemas/promotion';
import { SupplierMessages } from './index';

const { start_date, end_date } = adminCompensationsFilter.shape;
const text = (label: string, min: number, max: number) =>
  safeString({ error: `请填写${label}` })
    .trim()
    .min(min, { error: min > 1 ? `${label}应为 ${min}–${max} 个字` : `请填写${label}` })
    .max(max, { error: `${label}不能超过${max}个字` });

/** The largest price or supply price (fen): 100,000 yuan a parcel. */
export const SUPPLY_PRICE_MAX_FEN = 100_000_00;
/** Parcels one batch call takes (labels, pick list, ship, refuse). */
export const SUPPLIER_BATCH_MAX = 1000;

/** POST /api/supplier/applications (public): the register form with 供应商 chosen. */
export const supplierApplicationBody = z.object({
  mobile: mobileSchema,
  password: registerPasswordSchema,
  sms_code: smsCodeSchema,
  company_name: text('公司名称', 2, 60),
  contact_name: text('联系人', 2, 30),
  goods_desc: text('供货商品', 2, 500),
});

/** PUT /api/supplier/password */
export const supplierPasswordBody = z.object({ old_password: oldPasswordSchema, password: newPasswordSchema });

/** GET /api/supplier/goods */
export const supplierGoodsQuery = pageQuery.extend({
  keyword: safeString().trim().max(64, { error: '关键词不能超过64个字' }).optional(),
});

export const supplierGoodsParams = z.object({ id: recordId('商品不存在') });

/** PUT /api/supplier/goods/:id: what the supplier edits directly (shoppers see it at once). */
export const supplierGoodsBody = z.object({
  name: text('商品名称', 2, 60),
  pics: z.array(imageUrl, { error: '商品图片不正确' }).min(1, { error: '请上传商品图片' }).max(10, { error: '最多 10 张图片' }),
  description: safeString({ error: '商品描述不正确' }).trim().max(2000, { error: '商品描述不能超过2000个字' }).default(''),
  weight_g: z.coerce.number<number>({ error: '重量不正确' }).int({ error: '重量应为整数克' }).min(1, { error: '重量应在 1–50000 克之间' }).max(50_000, { error: '重量应在 1–50000 克之间' }),
  stock_warning: z.coerce.number<number>({ error: '预警库存不正确' }).int({ error: '预警库存应为整数' }).min(0, { error: '预警库存不正确' }).max(1_000_000, { error: '预警库存不正确' }),
});

/**
 * PUT /api/supplier/goods/:id/stock: the new stock, and the stock the supplier saw (an order taken since
 * answers 库存已被订单更新 and changes nothing: no update is lost).
 */
export const supplierStockBody = z.object({
  stock: z.coerce.number<number>({ error: '库存不正确' }).int({ error: '库存应为整数' }).min(0, { error: '库存不能小于 0' }).max(10_000_000, { error: '库存不能超过 10000000' }),
  expected_stock: z.coerce.number<number>({ error: '库存不正确' }).int({ error: '库存不正确' }).min(0, { error: '库存不正确' }),
});

/** POST /api/supplier/goods/:id/requests: a supply price to review, or 上架 / 下架. */
export const supplierRequestBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('supply_price'), supply_price: yuanAmount('供货价', { min: 1, max: SUPPLY_PRICE_MAX_FEN }), note: safeString().trim().max(200).default('') }),
    z.object({ kind: z.literal('on_sale'), note: safeString().trim().max(200).default('') }),
    z.object({ kind: z.literal('off_sale'), note: safeString().trim().max(200).default('') }),
  ],
  { error: '申请类型不正确' },
);

/** GET /api/supplier/parcels */
export const supplierParcelsQuery = pageQuery.extend({
  status: z.enum(['to_ship', 'shipped', 'refused'], { error: '状态不正确' }).optional(),
  courier_id: recordId('快递不正确').optional(),
  goods_id: recordId('商品不正确').optional(),
  keyword: safeString().trim().max(64, { error: '关键词不能超过64个字' }).optional(),
  start_date,
  end_date,
});

/** POST /api/supplier/labels, /pick-list, /ship */
export const supplierParcelIdsBody = z.object({
  parcel_ids: z
    .array(recordId('包裹不存在'), { error: SupplierMessages.parcelsRequired })
    .min(1, { error: SupplierMessages.parcelsRequired })
    .max(SUPPLIER_BATCH_MAX, { error: SupplierMessages.tooManyParcels }),
});

/** POST /api/supplier/refuse */
export const supplierRefuseBody = supplierParcelIdsBody.extend({ reason: text('无法发货原因', 2, 100) });

/** GET /api/supplier/settlement/statements (and its .xlsx export) */
export const supplierStatementsQuery = z.object({
  period: z.enum(['day', 'month'], { error: '周期不正确' }).default('day'),
  start_date,
  end_date,
});

/** GET /api/supplier/settlement/entries */
export const supplierEntriesQuery = pageQuery;

/** PUT /api/supplier/settlement/account (owner) */
export const supplierAccountBody = withdrawAccountBody;

/** POST /api/supplier/settlement/withdrawals (owner, Idempotency-Key) */
export const supplierWithdrawBody = z.object({ amount: yuanAmount('结算金额', { min: 1, max: 100_000_000_00 }) });
