import { IDEMPOTENCY_KEY_PATTERN, OPEN_MAX_RECIPIENTS, OpenApiMessages } from 'shared-contracts';
import { orderListItem, pageQuery, parcelFilterBody, parcelPage, recipientFields } from 'shared-contracts/schemas';
import { z } from 'zod';
import { goodsListQuery } from '../storefront/schemas';

/** The Open API's own request and answer schemas; the rest are the site's (the same calls). */

/** GET /open/v1/goods */
export const openGoodsQuery = goodsListQuery.pick({ page: true, page_size: true, keyword: true, express_name: true, platform: true });

export const goodsIdParams = z.object({
  goods_id: z.coerce.number({ error: '商品编号不正确' }).int({ error: '商品编号不正确' }).positive({ error: '商品编号不正确' }).max(2_147_483_647, { error: '商品编号不正确' }),
});

/** POST /open/v1/orders: the Idempotency-Key is required; a repeat returns the first result. */
export const openIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: OpenApiMessages.idempotencyKeyMissing })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: '幂等键（Idempotency-Key）应为8–64位字母、数字、下划线或短横线' }),
});

export const orderSnParams = z.object({ order_sn: z.string().regex(/^[A-Za-z0-9]{1,32}$/, { error: OpenApiMessages.orderNotFound }) });

/** GET /open/v1/orders/{order_sn}: the order, and a page of its parcels. */
export const openOrderDetail = z.object({ order: orderListItem, parcels: parcelPage });

/** GET /open/v1/parcels */
export const openParcelQuery = parcelFilterBody.pick({ page: true, page_size: true, order_sn: true, shop_order: true, waybill_code: true, status: true, track_state: true });

/** POST /open/v1/recipients/parse */
export const recipientParseBody = z.object({
  text: z
    .string({ error: '请按格式输入地址' })
    .max(OPEN_MAX_RECIPIENTS * 200, { error: OpenApiMessages.recipientTextTooLong })
    .refine((text) => text.split('\n').length <= OPEN_MAX_RECIPIENTS, { error: OpenApiMessages.recipientTextTooLong }),
});

const place = { province: z.string(), city: z.string(), district: z.string() };

/** The typed-entry tab's recognition (recipient-engine/recipients RecognitionResult). */
export const recipientParseResult = z.object({
  rows: z.array(recipientFields.extend({ line: z.number().int(), warning: z.string().optional(), candidates: z.array(z.object(place)).optional() })),
  rejected: z.array(z.object({ line: z.number().int(), code: z.string(), reason: z.string(), text: z.string() })),
  message: z.string().optional(),
});

/** GET /open/v1/orders/{order_sn}: the page of its parcels. */
export const orderParcelsQuery = pageQuery;
