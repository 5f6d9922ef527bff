import { useMemo, useState } from 'react';
import { PARCEL_STATUS_NAMES, TRACK_STATE_NAMES } from 'shared-contracts';
import { can, isSiteRole, seesOrderAmounts, type OperatorRole } from 'shared-contracts/admin';
import { ListFilters, ListTable, useListParams } from 'shared-kits/list-page';
import { useShopFilter } from '../../../shared/shop-filter';
import { PARCELS_EXPORT_URL, useAdminParcelsListQuery } from '../api/orders-api';
import { parcelsListParams, shopQuery, toOrderFilters, toParcelsQuery, type TextFilter } from '../hooks/orders-params';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useOrdersExport } from '../hooks/use-orders-export';
import { parcelColumns } from './parcel-columns';
import { ParcelDetailDrawer } from './parcel-detail-drawer';

const FIELDS: readonly TextFilter[] = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'rec_mobile', 'goods_name', 'goods_id', 'mobile'];
const STATUS_LABELS = { '1': PARCEL_STATUS_NAMES[1], '2': PARCEL_STATUS_NAMES[2], '3': PARCEL_STATUS_NAMES[3], '4': PARCEL_STATUS_NAMES[4] };

/**
 * 包裹: one row per recipient of every order (a 分站's operators: their members'), with the user centre's filters
 * (物流状态 too), the member's mobile and, for a main-site operator, the site and the 供货店铺 — all in the URL — server paging, and
 * 导出 of every matching parcel (the server's file; recipients' phones masked there too). Issue 34: the recipient's whole
 * phone, goods and courier too; 详情 opens the parcel with its track and compensations; the money columns only for a
 * role that sees amounts (seesOrderAmounts: the server sends none to any other).
 */
export function ParcelsList({ role }: { role: OperatorRole }) {
  const main = !isSiteRole(role);
  // the supplier filter: main-site roles only (a 分站's operators never see suppliers)
  const seesSuppliers = can(role, 'suppliers.read');
  const list = useListParams(parcelsListParams);
  const { params, paging, filtered } = list;
  const shop = useShopFilter(list, { width: 180, skip: !seesSuppliers });
  const search = useOrderFilters(list, FIELDS, role);
  const result = useAdminParcelsListQuery(toParcelsQuery(params, main, seesSuppliers));
  const exportParcels = useOrdersExport(PARCELS_EXPORT_URL, { ...toOrderFilters(params, main), ...shopQuery(seesSuppliers, params.shop_id) });
  const showAmounts = seesOrderAmounts(role);
  const [shown, setShown] = useState<number | null>(null);
  const columns = useMemo(() => parcelColumns(main, showAmounts, setShown), [main, showAmounts]);
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'choice', key: 'status', label: '包裹状态', all: '全部状态', options: STATUS_LABELS },
          { kind: 'choice', key: 'track_state', label: '物流状态', all: '全部物流状态', options: TRACK_STATE_NAMES, width: 150 },
          ...shop,
          ...search,
        ]}
      />
      <ListTable
        label="包裹列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的包裹' : '暂无包裹'}
        exportAs={{ fileName: '包裹', server: exportParcels }}
      />
      <ParcelDetailDrawer parcelId={shown} showSite={main} showAmounts={showAmounts} onClose={() => setShown(null)} />
    </>
  );
}
