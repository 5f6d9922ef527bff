import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';
import { ListFilters, ListTable, useListParams } from 'shared-kits/list-page';
import { Button } from 'shared-contracts/ui';
import { useCallback, useMemo } from 'react';
import { useWorkOrderListQuery } from '../api/work-orders';
import { workOrderParams, workOrderQuery } from '../utils/work-order-params';
import { workOrderColumns } from './work-order-columns';
import { WorkOrderDetailDrawer } from './work-order-detail';
import { WorkOrderForm } from './work-order-form';

/** `?id=` (the open order) and `?create=` (新建工单, with the parcel numbers to fill in) beside the list's own. */
function useDrawers() {
  const [search, setSearch] = useSearchParams();
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        edit(next);
        return next;
      }),
    [setSearch],
  );
  const idText = search.get('id');
  const id = idText && /^\d{1,12}$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  const create = search.get('create');
  return {
    id,
    creating: create !== null,
    parcels: (create ?? '').split(',').filter(Boolean),
    open: (next: number) => change((s) => (s.delete('create'), s.set('id', String(next)))),
    closeDetail: () => change((s) => s.delete('id')),
    startCreate: () => change((s) => s.set('create', '')),
    closeCreate: () => change((s) => s.delete('create')),
  };
}

/**
 * 工单: the merchant's work orders with 状态 and 问题类型 filters in the URL, server paging, a 新回复 mark on
 * orders with an unread reply; 查看 opens an order in a drawer, 新建工单 the form (pre-filled from
 * `?create=包裹号` when 包裹列表's 申请售后 leads here). A new order opens once it is sent.
 */
export function WorkOrderList() {
  const list = useListParams(workOrderParams);
  const { params, paging, filtered } = list;
  const result = useWorkOrderListQuery(workOrderQuery(params));
  const drawers = useDrawers();
  const { open } = drawers;
  const columns = useMemo(() => workOrderColumns((row) => open(row.id)), [open]);
  return (
    <>
      <ListTable
        label="工单列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的工单' : '暂无工单'}
        toolbar={
          <>
            <Button type="primary" onClick={drawers.startCreate}>
              新建工单
            </Button>
            <ListFilters
              list={list}
              filters={[
                { kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: WORK_ORDER_STATUSES },
                { kind: 'choice', key: 'type', label: '问题类型', all: '全部类型', options: WORK_ORDER_TYPES },
              ]}
            />
          </>
        }
      />
      {drawers.creating ? <WorkOrderForm parcels={drawers.parcels} onClose={drawers.closeCreate} onCreated={(order) => open(order.id)} /> : null}
      {drawers.id !== null ? <WorkOrderDetailDrawer id={drawers.id} onClose={drawers.closeDetail} /> : null}
    </>
  );
}
