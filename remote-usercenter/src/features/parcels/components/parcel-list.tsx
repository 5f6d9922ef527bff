import { PARCEL_STATUS_NAMES, TRACK_STATE_NAMES, TRACK_STATES, type ParcelStatusValue, type TrackState } from 'shared-contracts';
import { Select } from 'shared-contracts/ui/more';
import { ListTable, toPageQuery, useListParams } from 'shared-kits/list-page';
import { OrderSearch } from '../../../shared/order-lists/components/order-search';
import { StatusTabs } from '../../../shared/order-lists/components/status-tabs';
import { useServerExport } from '../../../shared/order-lists/hooks/use-server-export';
import { parcelListParams, searchQuery, type TextFilter } from '../../../shared/order-lists/utils/search-params';
import { PARCEL_DOWNLOAD_URL, useUserParcelListQuery } from '../api/parcel-list';
import { parcelColumns } from './parcel-columns';

const STATUSES = (['1', '2', '3', '4'] as const).map((value) => ({ value, label: PARCEL_STATUS_NAMES[Number(value) as ParcelStatusValue] }));
const FIELDS: readonly TextFilter[] = ['order_sn', 'shop_order', 'waybill_code', 'rec'];
export const PARCEL_FILE_NAME = '包裹列表';
const TRACK_OPTIONS = TRACK_STATES.map((value) => ({ value, label: TRACK_STATE_NAMES[value] }));

/** 物流状态: applies at once like the tabs (back to page 1, the other filters kept); cleared = 全部. */
function TrackFilter({ value, onChange }: { value: TrackState | undefined; onChange: (value: TrackState | undefined) => void }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
      <span id="parcel-track-filter">物流状态</span>
      <Select<TrackState>
        aria-labelledby="parcel-track-filter"
        style={{ width: 160 }}
        placeholder="全部"
        allowClear
        value={value}
        options={TRACK_OPTIONS}
        onChange={(next) => onChange(next ?? undefined)}
      />
    </div>
  );
}

/**
 * 包裹列表 (/user-center/package-list): one row per recipient of every order — status tabs (the home and
 * workbench counters link here with `?status=`, or `?track_state=`), 物流状态, the search, server paging, 导出 of every matching parcel
 * (the server's file, with whole phone numbers; the table shows them masked as the server sends them).
 */
export function ParcelList() {
  const { params, update, paging, reset, filtered } = useListParams(parcelListParams);
  const filters = searchQuery(params);
  const result = useUserParcelListQuery({ ...toPageQuery(params), ...filters });
  const exportParcels = useServerExport(PARCEL_DOWNLOAD_URL, filters);
  return (
    <>
      <StatusTabs label="包裹状态" value={params.status} statuses={STATUSES} onChange={(status) => update({ status })} />
      <TrackFilter value={params.track_state} onChange={(track_state) => update({ track_state })} />
      <OrderSearch fields={FIELDS} values={params} onSearch={update} onReset={reset} />
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
