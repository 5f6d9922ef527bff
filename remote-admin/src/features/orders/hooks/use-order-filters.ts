import type { OperatorRole } from 'shared-contracts/admin';
import type { ChoiceField, ListFilter, ListParamsState, RangeField, TextField } from 'shared-kits/list-page';
import { useSiteFilter } from '../../../shared/site-filter';
import { useAdminCourierOptionsQuery } from '../api/orders-api';
import { TEXT_MAX, WHOLE_MOBILE, type OrderFilterValues, type TextFilter } from './orders-params';

/** Each text box: its name, its hint and (the console's own, issue 34) what it accepts before 搜索 asks. */
const TEXTS: Record<TextFilter, { label: string; placeholder: string; accept?: { pattern: RegExp; message: string } }> = {
  order_sn: { label: '订单号', placeholder: '订单号' },
  shop_order: { label: '店铺订单号', placeholder: '店铺订单号' },
  waybill_code: { label: '快递单号', placeholder: '快递单号' },
  rec: { label: '收件人', placeholder: '收件人姓名或手机号' },
  rec_mobile: { label: '收件人手机号', placeholder: '收件人完整手机号（11 位）', accept: { pattern: WHOLE_MOBILE, message: '请输入完整的 11 位手机号' } },
  goods_name: { label: '商品名称', placeholder: '商品名称' },
  goods_id: { label: '商品 ID', placeholder: '商品 ID', accept: { pattern: /^[1-9]\d*$/, message: '商品 ID 应为数字' } },
  mobile: { label: '会员手机号', placeholder: '会员手机号（完整或后 4 位）' },
};

/**
 * 订单与包裹's search, as the user centre's, after the list's own choices: 快递 (GET /api/admin/courier-options, every
 * role), 站点 (main-site operators only) and 下单时间 apply at once; the texts — order, shop order and waybill numbers,
 * recipient, the recipient's whole phone, goods name and id, the member's mobile — with 搜索 (or Enter), so typing
 * asks nothing, and a recipient's phone that is not a whole number is said under its box and not asked; 重置 clears
 * everything.
 */
export function useOrderFilters<F extends OrderFilterValues>(list: ListParamsState<F>, texts: readonly TextFilter[], role: OperatorRole): ListFilter<F>[] {
  const couriers = useAdminCourierOptionsQuery();
  const site = useSiteFilter(list, role);
  const chosen = list.params.courier_id;
  const options = (couriers.data ?? []).map((courier) => ({ value: courier.id, label: courier.name }));
  // a courier named by a link but not (yet) among the options is still shown, by its id
  if (chosen !== undefined && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: `快递 ${chosen}` });
  // both lists' params have these (F extends OrderFilterValues), which TypeScript cannot see through the kit's key types
  type Day = RangeField<F>['keys'][number];
  return [
    {
      kind: 'choice',
      key: 'courier_id',
      label: '快递',
      all: '全部快递',
      width: 140,
      searchable: true,
      loading: couriers.isFetching,
      options,
    } as ChoiceField<F>,
    ...site,
    { kind: 'range', keys: ['from' as Day, 'to' as Day], label: '下单时间' },
    ...texts.map((key): TextField<F> => ({ kind: 'text', key: key as TextField<F>['key'], maxLength: TEXT_MAX[key], ...TEXTS[key] })),
  ];
}
