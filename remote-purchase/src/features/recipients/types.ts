import type { RecipientFields, RecipientInput } from 'shared-contracts';
import type { RegionCandidate } from 'recipient-engine/recipients';

/** Where a row came from: the purchase dialog's recipient sources (tabs). */
export type SourceKey = 'typed' | 'sheet' | 'filter' | 'authorised';

/**
 * One recipient of the purchase (SPEC §3 recipient row). `id` is ours, a counter: stable for the row's
 * life, unique, never an array index — the price and make calls send it back and rows are matched by it.
 * `price`, `state` and `errorText` are the server's (the price call's answer) — except on a row whose place
 * is ambiguous (`candidates`): that one is state 2 with its warning as errorText until the user picks a
 * candidate or edits the row (issue 13, never a silent guess).
 */
export interface Recipient extends RecipientFields {
  id: number;
  lp_reissue_sn?: string;
  source: SourceKey;
  /** The source's own key for the row (a typed line's recognised text): re-reading the source keeps the row. */
  origin?: string;
  price?: number;
  state?: 1 | 2;
  errorText?: string;
  /** The authorised shop the row came from (授权店铺): make sends it as `store_id`, deliver goes back to it. */
  store_id?: number;
  /**
   * The recognised place is ambiguous: every division it could be (province/city/district then hold only
   * what they all agree on). Never sent to the server (`toInput`); gone once the user picks one or edits the row.
   */
  candidates?: RegionCandidate[];
  /** The recognition's note on the row (a name cut; the candidates named). Never sent to the server. */
  warning?: string;
}

/** A row as a source hands it over, before it has an id or a price. */
export type NewRecipient = Omit<Recipient, 'id' | 'price' | 'state' | 'errorText'>;

/** The fields a user edits (编辑 / 确认修改). */
export const EDITABLE_FIELDS = ['shop_order', 'rec_name', 'rec_mobile', 'rec_province', 'rec_city', 'rec_district', 'rec_address', 'lp_reissue_sn'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type RowDraft = Record<EditableField, string>;

export const FIELD_LABELS: Record<EditableField, string> = {
  shop_order: '订单号',
  rec_name: '联系人',
  rec_mobile: '手机号',
  rec_province: '省',
  rec_city: '市',
  rec_district: '区',
  rec_address: '详细地址',
  lp_reissue_sn: '补发单号',
};

/** A candidate as the picker lists it: `北京市 北京市 朝阳区`. */
export const regionLabel = (c: RegionCandidate) => [c.province, c.city, c.district].filter(Boolean).join(' ');

/** Why the row cannot be ordered until a place is picked (its warning, naming the candidates), or undefined. */
export function regionDoubt(row: Pick<Recipient, 'candidates' | 'warning'>): string | undefined {
  if (!row.candidates?.length) return undefined;
  return row.warning || `收件地区不明确，可能是：${row.candidates.map(regionLabel).join('、')}`;
}

let lastId = 0;
/** A new row id: a counter for the page's life, so ids never repeat, whatever is deleted. */
export function newRowId(): number {
  lastId += 1;
  return lastId;
}

/** What the price and make calls take of a row. */
export function toInput(row: Recipient): RecipientInput {
  return {
    id: row.id,
    shop_order: row.shop_order,
    rec_name: row.rec_name,
    rec_mobile: row.rec_mobile,
    rec_province: row.rec_province,
    rec_city: row.rec_city,
    rec_district: row.rec_district,
    rec_address: row.rec_address,
    lp_reissue_sn: row.lp_reissue_sn ?? '',
  };
}

export function draftOf(row: Recipient): RowDraft {
  const draft = {} as RowDraft;
  for (const field of EDITABLE_FIELDS) draft[field] = row[field] ?? '';
  return draft;
}
