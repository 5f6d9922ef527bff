import { useMemo } from 'react';
import { CALLBACK_EVENTS, CALLBACK_STATUS, OpenApiMessages, type CallbackDelivery } from 'shared-contracts';
import { ListFilters, ListTable, useListParams } from 'shared-kits/list-page';
import { showNotice } from 'shared-contracts/ui';
import { useCallbackDeliveriesQuery, useResendCallbackMutation } from '../api/callback-deliveries';
import { deliveryParams, deliveryQuery } from '../utils/delivery-params';
import { refusalOf } from '../utils/refusal';
import { deliveryColumns } from './delivery-columns';

export const NO_DELIVERIES_TEXT = '还没有回调记录：开通API并设置回调地址后，包裹出单、退款等事件会推送到你的系统';

/** 回调记录: every delivery to the callback URL, newest first, by event and status (in the URL), with 重发. */
export function DeliveryList() {
  const list = useListParams(deliveryParams);
  const { params, paging, filtered } = list;
  const result = useCallbackDeliveriesQuery(deliveryQuery(params));
  const [resend] = useResendCallbackMutation();

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
        <ListFilters
          list={list}
          filters={[
            { kind: 'choice', key: 'event', label: '事件', all: '全部事件', options: CALLBACK_EVENTS, width: 190 },
            { kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: CALLBACK_STATUS },
          ]}
        />
      }
    />
  );
}
