import { z } from 'zod';
import { imageUrl } from '../rules/image-url';
import { AccountMessages, loginPasswordSchema, mobileSchema, changePasswordBody } from '../rules/account';
import { optionalText, requiredText, safeString } from '../rules/safe-text';
import { CAPTCHA_MAX_LENGTH, PASSWORD_MAX } from '../constants';
import { chinaTime, pageQuery, recordId } from '../schemas/common';
import { AdminMessages, OperatorAuthMessages } from './messages';
import { OPERATOR_PASSWORD_MIN } from './calls';
import { parseYuan } from '../money';
import { yuanAmount } from '../rules/money';

/** POST /api/admin/login: the shop's sign-in rules, plus the 6-digit TOTP code for TOTP roles. */
export const operatorLoginBody = z.object({
  mobile: mobileSchema,
  password: loginPasswordSchema,
  captcha: safeString().max(CAPTCHA_MAX_LENGTH).optional(),
  key: safeString().max(64).optional(),
  totp: z
    .string({ error: AdminMessages.totpWrong })
    .regex(/^\d{6}$/, { error: AdminMessages.totpWrong })
    .optional(),
});

/** An operator's new password (issue 35): 10–20 characters; the one-time passwords the server issues are 12. */
export const operatorNewPasswordSchema = safeString({ error: AccountMessages.newPasswordRequired })
  .min(1, { error: AccountMessages.newPasswordRequired })
  .min(OPERATOR_PASSWORD_MIN, { error: OperatorAuthMessages.passwordInvalid })
  .max(PASSWORD_MAX, { error: OperatorAuthMessages.passwordInvalid });

/** PUT /api/admin/password: the operator password rule, plus the first TOTP code while enrolling. */
export const operatorPasswordBody = changePasswordBody.extend({
  password: operatorNewPasswordSchema,
  totp: z
    .string({ error: AdminMessages.totpWrong })
    .regex(/^\d{6}$/, { error: AdminMessages.totpWrong })
    .optional(),
});

const text = (max: number) => safeString().trim().max(max).optional();

/** GET /api/admin/audit: paging plus filters; times in China time. */
export const auditQuery = pageQuery.extend({
  operator_id: recordId('操作人不正确').optional(),
  action: text(64),
  entity: text(32),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

// ---- the catalogue (商品 / 快递 / 店铺 / 分类) ----

/** The highest goods price: 99,999.99 yuan. */
export const GOODS_PRICE_MAX_FEN = 9_999_999;
/** How many ids one bulk change takes. */
export const BULK_IDS_MAX = 1000;
/** Bounds of a bulk price change, in percent. */
export const PRICE_PERCENT_MIN = -90;
export const PRICE_PERCENT_MAX = 500;

const wholeNumber = (label: string, max: number) =>
  z.coerce
    .number<number>({ error: `${label}应为整数` })
    .int({ error: `${label}应为整数` })
    .min(0, { error: `${label}不能小于 0` })
    .max(max, { error: `${label}不能大于 ${max}` });
const flag = (label: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], { error: `${label}不正确` }).transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** GET /api/admin/goods and /api/admin/goods/export */
export const adminGoodsQuery = pageQuery.extend({
  keyword: text(128),
  courier_id: recordId('快递不正确').optional(),
  shop_id: recordId('店铺不正确').optional(),
  category: text(16),
  tag: text(16),
  on_shelf: z.enum(['0', '1'], { error: '上架状态不正确' }).optional(),
  stock_below: wholeNumber('库存', 2_147_483_647).optional(),
});

/** POST /api/admin/goods: every column the goods table has (pictures as stored: image URLs). */
export const adminGoodsBody = z.object({
  name: requiredText('商品名称', 128),
  price: yuanAmount('价格', { min: 1, max: GOODS_PRICE_MAX_FEN }),
  /** 供货价 (issue 33): left out, a new goods' is 0 and an edited one's stays */
  supply_price: yuanAmount('供货价', { min: 0, max: GOODS_PRICE_MAX_FEN }).optional(),
  weight_g: wholeNumber('重量', 1_000_000),
  limit: wholeNumber('限购', 1_000_000),
  stock: wholeNumber('库存', 100_000_000),
  /** 库存预警 (issue 33): left out, a new goods' is 50 and an edited one's stays */
  stock_warning: wholeNumber('库存预警', 100_000_000).optional(),
  tag: optionalText('标签', 16).default(''),
  courier_id: recordId('快递不正确'),
  shop_id: recordId('店铺不正确'),
  city: requiredText('发货城市', 32).transform((city) => city.replace(/市$/, '')),
  category: optionalText('分类', 16).default(''),
  pics: z.array(imageUrl, { error: '图片不正确' }).max(10, { error: '图片最多 10 张' }).default([]),
  on_shelf: flag('上架状态').default(true),
});

/** PUT /api/admin/goods/:id: any of the create call's fields. */
export const adminGoodsPatch = z.object({
  name: adminGoodsBody.shape.name.optional(),
  price: yuanAmount('价格', { min: 1, max: GOODS_PRICE_MAX_FEN }).optional(),
  supply_price: yuanAmount('供货价', { min: 0, max: GOODS_PRICE_MAX_FEN }).optional(),
  weight_g: wholeNumber('重量', 1_000_000).optional(),
  limit: wholeNumber('限购', 1_000_000).optional(),
  stock: wholeNumber('库存', 100_000_000).optional(),
  stock_warning: wholeNumber('库存预警', 100_000_000).optional(),
  tag: optionalText('标签', 16).optional(),
  courier_id: recordId('快递不正确').optional(),
  shop_id: recordId('店铺不正确').optional(),
  city: adminGoodsBody.shape.city.optional(),
  category: optionalText('分类', 16).optional(),
  pics: z.array(imageUrl, { error: '图片不正确' }).max(10, { error: '图片最多 10 张' }).optional(),
  on_shelf: flag('上架状态').optional(),
});

const idList = z
  .array(recordId('商品 ID 不正确'), { error: '请选择商品' })
  .min(1, { error: '请选择商品' })
  .max(BULK_IDS_MAX, { error: `一次最多 ${BULK_IDS_MAX} 个商品` });

/** POST /api/admin/goods/shelf */
export const adminGoodsShelfBody = z.object({ ids: idList, on_shelf: z.boolean({ error: '上架状态不正确' }) });

const PERCENT_MESSAGE = `调价百分比应在 ${PRICE_PERCENT_MIN} 到 ${PRICE_PERCENT_MAX} 之间`;
/** POST /api/admin/goods/price: percent with at most two decimals, carried on as hundredths of a percent. */
export const adminGoodsPriceBody = z.object({
  ids: idList,
  percent: z
    .number({ error: PERCENT_MESSAGE })
    .min(PRICE_PERCENT_MIN, { error: PERCENT_MESSAGE })
    .max(PRICE_PERCENT_MAX, { error: PERCENT_MESSAGE })
    .refine((value) => parseYuan(value) !== null, { error: '调价百分比最多保留两位小数' }),
});

/** POST /api/admin/goods/import: the xlsx, base64 (at most 5 MB of file). */
export const adminGoodsImportBody = z.object({
  file: z
    .string({ error: '请上传 xlsx 文件' })
    .min(1, { error: '请上传 xlsx 文件' })
    .max(7_000_000, { error: '文件不能超过 5MB' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: '文件应为 base64 编码' }),
});

const courierFields = {
  name: requiredText('快递名称', 32),
  subname: optionalText('仓库名称', 64),
  send_province: requiredText('发货省份', 32),
  send_city: requiredText('发货城市', 32),
  send_district: requiredText('发货区县', 32),
  send_address: requiredText('发货地址', 128),
  tips: optionalText('提示', 500),
  is_wu: z.boolean({ error: '空包标记不正确' }),
  platforms: z
    .array(z.number({ error: '平台不正确' }).int({ error: '平台不正确' }).min(1, { error: '平台不正确' }).max(99, { error: '平台不正确' }), { error: '请选择平台' })
    .min(1, { error: '请选择平台' })
    .max(20, { error: '平台不正确' }),
  no_deliver_area: z.array(requiredText('不发货地区', 16), { error: '不发货地区不正确' }).max(40, { error: '不发货地区最多 40 个' }),
  logo: z.union([z.literal(''), imageUrl]),
  issue_deadline: z.string({ error: '出单截止时间应为 HH:mm' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '出单截止时间应为 HH:mm' }),
};

/** POST /api/admin/couriers (the region names are checked on the server, against shared-contracts/regions). */
export const adminCourierBody = z.object({
  ...courierFields,
  subname: courierFields.subname.default(''),
  tips: courierFields.tips.default(''),
  is_wu: courierFields.is_wu.default(false),
  no_deliver_area: courierFields.no_deliver_area.default([]),
  logo: courierFields.logo.default(''),
  issue_deadline: courierFields.issue_deadline.default('17:00'),
});
/** PUT /api/admin/couriers/:id */
export const adminCourierPatch = z.object(Object.fromEntries(Object.entries(courierFields).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof typeof courierFields]: z.ZodOptional<(typeof courierFields)[K]>;
});

/** POST /api/admin/shops */
export const adminShopBody = z.object({
  name: requiredText('店铺名称', 64),
  logo: z.union([z.literal(''), imageUrl]).default(''),
  intro: optionalText('店铺简介', 2000).default(''),
});
/** PUT /api/admin/shops/:id */
export const adminShopPatch = z.object({
  name: requiredText('店铺名称', 64).optional(),
  logo: z.union([z.literal(''), imageUrl]).optional(),
  intro: optionalText('店铺简介', 2000).optional(),
});

/** POST /api/admin/categories */
export const adminCategoryBody = z.object({
  name: requiredText('分类名称', 16),
  sort: z.number({ error: '排序应为整数' }).int({ error: '排序应为整数' }).min(-9999, { error: '排序不正确' }).max(9999, { error: '排序不正确' }).default(0),
});
/** PUT /api/admin/categories/:id */
export const adminCategoryPatch = z.object({
  name: requiredText('分类名称', 16).optional(),
  sort: z.number({ error: '排序应为整数' }).int({ error: '排序应为整数' }).min(-9999, { error: '排序不正确' }).max(9999, { error: '排序不正确' }).optional(),
});

/** `:id` of the catalogue's routes. */
export const adminIdParams = z.object({ id: recordId('ID 不正确') });

// ---- users (用户) ----

/** GET /api/admin/users */
export const adminUsersQuery = pageQuery.extend({
  keyword: text(32),
  group_id: recordId('会员等级不正确').optional(),
  frozen: z.enum(['0', '1'], { error: '冻结状态不正确' }).optional(),
  /** main-site operators: one site's members (a site operator sees only its own anyway) */
  site_id: recordId('站点不正确').optional(),
});

/** PUT /api/admin/users/:id/group */
export const adminUserGroupBody = z.object({ group_id: recordId('会员等级不正确') });

/** POST /api/admin/users/:id/freeze: a reason is needed to freeze, not to unfreeze. */
export const adminUserFreezeBody = z
  .object({
    frozen: z.boolean({ error: '冻结状态不正确' }),
    reason: optionalText('冻结原因', 200).default(''),
  })
  .refine((body) => !body.frozen || body.reason.length > 0, { error: '请填写冻结原因', path: ['reason'] });
export * from './groups-rules';
export * from './content-rules';
export * from './images-rules';
export * from './adjustments-rules';
export * from './compensations-rules';
export * from './promotion-rules';
export * from './sites-rules';
export * from './operators-rules';
export * from './work-orders-rules';
export * from './site-console-rules';
export * from './suppliers-rules';
export * from './finance-rules';
export * from './reconciliation-rules';
