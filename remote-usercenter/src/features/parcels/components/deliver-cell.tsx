import { DELIVER_STATUS_NAMES, DeliverStatus, StoreMessages, type ParcelListItem } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { Button, Space, Tag, Tooltip, showNotice } from 'shared-contracts/ui';
import styled from 'styled-components';
import { useRedeliverParcelMutation } from '../api/redeliver';

type DeliverFields = Pick<ParcelListItem, 'deliver_status' | 'deliver_msg' | 'waybill_code' | 'store_id' | 'shop_order' | 'platform'>;

const COLOURS = { 0: 'default', 1: 'success', 2: 'error', 3: 'warning' } as const;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  white-space: nowrap;
  .ant-btn-link {
    padding: 0;
    height: auto;
  }
`;

/**
 * Whether 重新回传 applies: an order from a shop, numbered, not yet taken by the shop (待回传, 回传重试中). A
 * refusal (回传失败) is the shop's final answer: sending again would only repeat it.
 */
export const canRedeliver = (p: DeliverFields) =>
  p.store_id !== null && (p.deliver_status === DeliverStatus.PENDING || p.deliver_status === DeliverStatus.RETRYING) && Boolean(p.waybill_code);

/**
 * 回传店铺: whether the waybill number went back to the shop the order came from (— when it did not come
 * from a shop); 回传失败 / 回传重试中 tell the shop's refusal or the outage in a tooltip. 重新回传 sends it again
 * (POST /api/gift/auth/deliver with the order's platform and shop) and says the shop's answer.
 */
export function DeliverCell({ parcel }: { parcel: DeliverFields }) {
  const [redeliver, { isLoading }] = useRedeliverParcelMutation();
  if (parcel.deliver_status === null) return <span>—</span>;
  const name = DELIVER_STATUS_NAMES[parcel.deliver_status];
  const tag = <Tag color={COLOURS[parcel.deliver_status]}>{name}</Tag>;
  const explained =
    (parcel.deliver_status === DeliverStatus.REFUSED || parcel.deliver_status === DeliverStatus.RETRYING) && parcel.deliver_msg ? (
      <Tooltip title={parcel.deliver_msg}>
        <Space size={4} style={{ cursor: 'help' }} aria-label={`${name}：${parcel.deliver_msg}`}>
          {tag}
        </Space>
      </Tooltip>
    ) : (
      tag
    );

  const again = async () => {
    try {
      if (parcel.store_id === null) return;
      const rows = await redeliver({ list: [{ shop_order: parcel.shop_order, waybill_code: parcel.waybill_code }], platform: parcel.platform, store_id: parcel.store_id }).unwrap();
      const row = rows.find((r) => r.waybill_code === parcel.waybill_code) ?? rows[0];
      if (row?.send_status === 1) showNotice({ level: 'success', text: row.msg || StoreMessages.deliverOk });
      else showNotice({ level: 'error', text: row?.msg || StoreMessages.syncFailed });
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || '回传失败，请稍后再试' });
    }
  };

  return (
    <Cell>
      {explained}
      {canRedeliver(parcel) ? (
        <Button type="link" size="small" loading={isLoading} onClick={() => void again()}>
          重新回传
        </Button>
      ) : null}
    </Cell>
  );
}
