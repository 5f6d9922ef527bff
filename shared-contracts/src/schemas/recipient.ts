/**
 * The recipient field block (SPEC §3 recipient row), declared once: what the price and make calls read
 * of a row, and what the recognition engine, the spreadsheet reader and the order lists fill in. Every
 * other declaration of these fields derives from it.
 */
import { z } from 'zod';
import { MAX_RECIPIENTS_PER_ORDER, OrderMessages } from '../order-texts';
import { safeString } from '../rules/safe-text';

/** A text field of a row as sent: safe text up to `max` characters, '' when left out. */
const field = (max: number) => safeString().max(max, { error: `内容不能超过${max}个字符` }).default('');

/** The seven fields a recipient line or spreadsheet row gives: shop order number, name, phone, place, address. */
export const recipientFields = z.object({
  shop_order: field(200),
  rec_name: field(200),
  rec_mobile: field(200),
  rec_province: field(200),
  rec_city: field(200),
  rec_district: field(200),
  rec_address: field(1000),
});

/** A recipient as the price and make calls read it: only these fields; a price or state sent is dropped. */
export const recipientInput = z.object({
  /** The client's own id of the row (a counter), sent back so it matches rows to answers. */
  id: z.union([z.number().int().safe(), safeString().min(1).max(64)], { error: '收件人编号不正确' }),
  ...recipientFields.shape,
  /** The upstream (上家) waybill number, for is_wu couriers (补发单号). */
  lp_reissue_sn: field(200),
});

/** The recipients of one price or make call: 1 to MAX_RECIPIENTS_PER_ORDER, ids unique. */
export const recipientList = z
  .array(recipientInput, { error: '收件人列表不正确' })
  .min(1, { error: OrderMessages.noRecipients })
  .max(MAX_RECIPIENTS_PER_ORDER, { error: OrderMessages.tooManyRecipients })
  .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, { error: '收件人编号重复' });

/** The seven fields, filled (a recognised line, a spreadsheet row, a row as the server keeps it). */
export type RecipientFields = z.output<typeof recipientFields>;
/** A recipient as a client sends it to the price and make calls (a field left out is ''). */
export type RecipientInput = z.input<typeof recipientInput>;
/** A recipient as the server reads it: every field there, `lp_reissue_sn` included. */
export type RecipientRequest = z.output<typeof recipientInput>;
