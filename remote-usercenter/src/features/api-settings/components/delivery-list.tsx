import { useMemo } from 'react';
import { CALLBACK_EVENTS, CALLBACK_STATUS, OpenApiMessages, type CallbackDelivery } from 'shared-contracts';
import { ChoiceFilter, FilterBar, ListTable, useListParams } from 'shared-kits/list-page';
import { showNotice } from 'shared-contracts/ui';
import { useCallbackDeliveriesQuery, useResendCallbackMutation } from '../api/callback-deliveries';
import { deliveryParams, deliveryQuery } from '../utils/delivery-params';
import { refusalOf } from '../utils/refusal';
import { deliveryColumns } from './delivery-columns';

export const NO_DELIVERIES_TEXT = '还没有回调记录：开通API并设置回调地址后，包裹出单、退款等事件会推送到你的系统';

/** 回调记录: every delivery to the callback URL, newest first, by event and status (in the URL), with 重发. */
export function DeliveryList() {
  const { params, update, paging } = useListParams(deliveryParams);
  const result = useCallbackDeliveriesQuery(deliveryQuery(params));
  const [resend] = useResendCallbackMutation();
  const filtered = deliveryParams.isFiltered(params, ['event', 'status']);

  const columns = useMemo(
    () =>
      deliveryColumns(async (row: CallbackDelivery) => {
        try {
          await resend({ id: row.id }).unwrap();
          showNotice({ level: 'success', text: OpenApiMessages.resent });
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) showNotice({ level: 'error', text: refusal });
        }
      }),
    [resend]
  );

  return (
    <ListTable
      label="回调记录"
      columns={columns}
      rowKey="id"
      result={result}
      paging={paging}
      emptyText={filtered ? '没有符合条件的记录' : NO_DELIVERIES_TEXT}
      toolbar={
        <FilterBar>
          <ChoiceFilter label="事件" all="全部事件" labels={CALLBACK_EVENTS} value={params.event} onChange={(event) => update({ event })} width={190} />
          <ChoiceFilter label="状态" all="全部状态" labels={CALLBACK_STATUS} value={params.status} onChange={(status) => update({ status })} />
        </FilterBar>
      }
    />
  );
}
