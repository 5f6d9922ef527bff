import type { ListFilter, ListParamsState, RangeField, TextField } from 'shared-kits/list-page';
import { TEXT_MAX, type SearchFilters, type TextFilter } from './search-params';

const TEXTS: Record<TextFilter, { label: string; placeholder: string }> = {
  order_sn: { label: '订单号', placeholder: '请输入订单号' },
  shop_order: { label: '店铺订单号', placeholder: '请输入店铺订单号' },
  waybill_code: { label: '快递单号', placeholder: '请输入快递单号' },
  rec: { label: '收件人', placeholder: '姓名或手机号' },
  goods_name: { label: '商品名称', placeholder: '请输入商品名称' },
};

/**
 * The order and parcel lists' search (a ListFilters with captions): text filters and 下单时间, sent with 搜索 (or
 * Enter) so typing asks nothing; 重置 clears them. The status tabs are apart from it and apply at once.
 */
export function orderSearch<F extends SearchFilters>(_list: ListParamsState<F>, texts: readonly TextFilter[]): ListFilter<F>[] {
  // both lists' params have these (F extends SearchFilters), which TypeScript cannot see through the kit's key types
  type Time = RangeField<F>['keys'][number];
  return [
    ...texts.map((key): TextField<F> => ({ kind: 'text', key: key as TextField<F>['key'], width: 180, maxLength: TEXT_MAX[key], ...TEXTS[key] })),
    { kind: 'range', keys: ['start_time' as Time, 'end_time' as Time], label: '下单时间', time: true },
  ];
}
