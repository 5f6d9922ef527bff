import { PARCEL_STATUS_NAMES, TRACK_STATE_NAMES, type ParcelStatusValue } from 'shared-contracts';
import { ListFilters, ListTable, toPageQuery, useListParams } from 'shared-kits/list-page';
import { orderSearch } from '../../../shared/order-lists/utils/order-search';
import { StatusTabs } from '../../../shared/order-lists/components/status-tabs';
import { useServerExport } from '../../../shared/order-lists/hooks/use-server-export';
import { parcelListParams, searchQuery, type TextFilter } from '../../../shared/order-lists/utils/search-params';
import { PARCEL_DOWNLOAD_URL, useUserParcelListQuery } from '../api/parcel-list';
import { parcelColumns } from './parcel-columns';

const STATUSES = (['1', '2', '3', '4'] as const).map((value) => ({ value, label: PARCEL_STATUS_NAMES[Number(value) as ParcelStatusValue] }));
const FIELDS: readonly TextFilter[] = ['order_sn', 'shop_order', 'waybill_code', 'rec'];
export const PARCEL_FILE_NAME = '包裹列表';

/**
 * 包裹列表 (/user-center/package-list): one row per recipient of every order — status tabs (the home and
 * workbench counters link here with `?status=`, or `?track_state=`), 物流状态 and the search, server paging, 导出 of every matching parcel
 * (the server's file, with whole phone numbers; the table shows them masked as the server sends them).
 */
export function ParcelList() {
  const list = useListParams(parcelListParams);
  const { params, update, paging, filtered } = list;
  const filters = searchQuery(params);
  const result = useUserParcelListQuery({ ...toPageQuery(params), ...filters });
  const exportParcels = useServerExport(PARCEL_DOWNLOAD_URL, filters);
  return (
    <>
      <StatusTabs label="包裹状态" value={params.status} statuses={STATUSES} onChange={(status) => update({ status })} />
      <ListFilters
        list={list}
        // 物流状态 applies at once like the tabs (back to page 1, the other filters kept)
        filters={[{ kind: 'choice', key: 'track_state', label: '物流状态', all: '全部', width: 160, options: TRACK_STATE_NAMES }, ...orderSearch(list, FIELDS)]}
        captions
      />
      <ListTable
        label="包裹列表"
        columns={parcelColumns}
        rowKey="id"
        result={result}
        paging={paging}
        size="middle"
        emptyText={filtered ? '没有符合条件的包裹' : '暂无包裹'}
        exportAs={{ fileName: PARCEL_FILE_NAME, server: exportParcels }}
      />
    </>
  );
}
