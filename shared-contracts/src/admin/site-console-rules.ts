import { z } from 'zod';
import { COST_PERCENT_MAX, COST_PERCENT_MIN, MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN } from '../site-pricing';
import { yuanAmount } from '../rules/money';
import { safeString } from '../rules/safe-text';
import { orderFilterBody, parcelFilterBody } from '../schemas/orders';
import { withdrawAccountBody, withdrawApplyBody, withdrawPasswordBody } from '../schemas/promotion';
import { pageQuery, recordId } from '../schemas/common';
import { adminCompensationsFilter } from './compensations-rules';
import { PROMOTION_RATE_MAX } from './promotion';
import { APPLICATION_STATUS, SITE_MARGIN_STATUS, SITE_STATUS, type ApplicationStatus, type SiteMarginStatus, type SiteStatus } from './site-console';
import { adminMainSiteBody, siteDomain } from './sites-rules';

const { mobile, start_date, end_date } = adminCompensationsFilter.shape;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number<number>({ error: `${label}不正确` })
    .int({ error: `${label}应为整数` })
    .min(min, { error: `${label}应在 ${min}–${max} 之间` })
    .max(max, { error: `${label}应在 ${min}–${max} 之间` });

export const costPercent = wholeNumber('成本比例', COST_PERCENT_MIN, COST_PERCENT_MAX);
export const markupPercent = wholeNumber('加价比例', MARKUP_PERCENT_MIN, MARKUP_PERCENT_MAX);
export const freezeDays = wholeNumber('冻结天数', 0, 90);

/** A site filter of the main console's lists (a site operator's own scope always wins). */
export const siteFilter = recordId('站点不正确').optional();

// ---- 商品定价 ----

/** PUT /api/admin/site/pricing */
export const sitePricingBody = z.object({ markup_percent: markupPercent });

/** GET /api/admin/site/goods */
export const siteGoodsQuery = pageQuery.extend({
  keyword: safeString().trim().max(64, { error: '关键词不能超过64个字' }).optional(),
  hidden: z.enum(['0', '1'], { error: '筛选不正确' }).optional(),
  fixed: z.literal('1', { error: '筛选不正确' }).optional(),
});

/** PUT /api/admin/site/goods/:id (the floor, cost, is checked by the server: it knows the cost) */
export const siteGoodsBody = z.object({
  fixed_price: yuanAmount('售价', { min: 1, max: 9_999_999 }).nullable(),
  hidden: z.boolean({ error: '隐藏应为是或否' }),
});

// ---- 站点设置 ----

// issue 35: bounded like 推广设置's rate (PROMOTION_RATE_MAX) and alerted on 概览
const commissionRate = z
  .number({ error: '佣金比例不正确' })
  .min(0, { error: `佣金比例应在 0–${PROMOTION_RATE_MAX} 之间` })
  .max(PROMOTION_RATE_MAX, { error: `佣金比例应在 0–${PROMOTION_RATE_MAX} 之间` })
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: '佣金比例最多保留两位小数' });

/** PUT /api/admin/site/settings: the main site's own-settings form, plus the 分站's promotion rate. Empty texts: the main site's. */
export const siteSettingsBody = adminMainSiteBody.extend({ commission_rate: commissionRate.default(0) });

// ---- 收益与提现 ----

/** GET /api/admin/site/margins */
export const siteMarginsQuery = pageQuery.extend({
  status: z.enum(Object.keys(SITE_MARGIN_STATUS) as [SiteMarginStatus, ...SiteMarginStatus[]], { error: '状态不正确' }).optional(),
  start_date,
  end_date,
});

/** PUT /api/admin/site/withdraw/account: the member form's rules, plus the withdrawal password once one is set. */
export const siteWithdrawAccountBody = withdrawAccountBody.extend({ password: withdrawApplyBody.shape.password.optional() });
export const siteWithdrawPasswordBody = withdrawPasswordBody;
export const siteWithdrawApplyBody = withdrawApplyBody;

// ---- 订单与包裹 ----

/**
 * The recipient's phone (issue 34): the whole 11-digit mainland number only, matched exactly — an operator answers
 * a recipient's call; a part of a number would trawl every member's customers.
 */
const recipientMobile = z
  .string({ error: '收件人手机号应为完整的 11 位手机号' })
  .trim()
  .regex(/^(1\d{10})?$/, { error: '收件人手机号应为完整的 11 位手机号' })
  .optional();

const scope = {
  mobile,
  site_id: siteFilter,
  rec_mobile: recipientMobile,
  goods_id: recordId('商品不正确').optional(),
  courier_id: recordId('快递不正确').optional(),
};
/** GET /api/admin/orders (and /export): the user centre's order filters, the member, the site, the recipient's phone, goods and courier */
export const adminOrdersQuery = orderFilterBody.extend(scope);
/** GET /api/admin/parcels (and /export); `shop_id` (issue 33): the 供货店铺 that ships them (main-site operators) */
export const adminParcelsQuery = parcelFilterBody.extend({ ...scope, shop_id: recordId('供货店铺不正确').optional() });
/** GET /api/admin/parcels/:id */
export const adminParcelParams = z.object({ id: z.coerce.number<number>({ error: '包裹不存在' }).int().positive().max(Number.MAX_SAFE_INTEGER) });

// ---- 分站 as businesses ----

/** PUT /api/admin/sites/:id/business */
export const substationBusinessBody = z.object({
  status: z.enum(Object.keys(SITE_STATUS) as [SiteStatus, ...SiteStatus[]], { error: '状态不正确' }),
  cost_percent: costPercent,
  freeze_days: freezeDays,
});

const note = safeString({ error: '备注不正确' }).trim().max(500, { error: '备注不能超过500个字' });

/** PUT /api/admin/sites/applications/:id */
export const substationApplicationUpdateBody = z.object({
  status: z.enum((Object.keys(APPLICATION_STATUS) as ApplicationStatus[]).filter((s) => s !== 'opened') as ['pending', 'contacted', 'rejected'], { error: '状态不正确' }),
  note: note.default(''),
});

/** GET /api/admin/sites/applications */
export const substationApplicationsQuery = pageQuery.extend({
  status: z.enum(Object.keys(APPLICATION_STATUS) as [ApplicationStatus, ...ApplicationStatus[]], { error: '状态不正确' }).optional(),
});

/** POST /api/admin/sites/applications/:id/open */
export const substationOpenBody = z.object({
  domain: siteDomain,
  site_name: safeString({ error: '请填写分站名称' }).trim().min(1, { error: '请填写分站名称' }).max(64, { error: '分站名称不能超过 64 个字' }),
  cost_percent: costPercent,
  owner_name: safeString({ error: '请填写站长姓名' }).trim().min(1, { error: '请填写站长姓名' }).max(32, { error: '站长姓名不能超过 32 个字' }),
});
