import { useMemo } from 'react';
import { CALLBACK_EVENTS, CALLBACK_STATUS, OpenApiMessages, type CallbackDelivery, type CallbackEvent, type CallbackStatus } from 'shared-contracts';
import { ListTable, useListParams } from 'shared-kits/list-page';
import { showNotice } from 'shared-contracts/ui';
import { Select } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useCallbackDeliveriesQuery, useResendCallbackMutation } from '../api/callback-deliveries';
import { deliveryParams, deliveryQuery } from '../utils/delivery-params';
import { refusalOf } from '../utils/refusal';
import { deliveryColumns } from './delivery-columns';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const optionsOf = (all: string, labels: Record<string, string>) => [{ value: '', label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const EVENT_OPTIONS = optionsOf('全部事件', CALLBACK_EVENTS);
const STATUS_OPTIONS = optionsOf('全部状态', CALLBACK_STATUS);

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
        <Filters>
          <Select
            aria-label="事件"
            style={{ width: 190 }}
            value={params.event ?? ''}
            options={EVENT_OPTIONS}
            onChange={(value: string) => update({ event: (value || undefined) as CallbackEvent | undefined })}
          />
          <Select
            aria-label="状态"
            style={{ width: 130 }}
            value={params.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value: string) => update({ status: (value || undefined) as CallbackStatus | undefined })}
          />
        </Filters>
      }
    />
  );
}
