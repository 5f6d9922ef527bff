import { TRACK_STATE_COLOURS, TRACK_STATE_NAMES, formatYuan, yuanToFen } from 'shared-contracts';
import { COMPENSATION_REASONS, type AdminWorkOrderParcel } from 'shared-contracts/admin';
import { Space, Tag } from 'shared-contracts/ui';
import { Card, Descriptions, Typography } from 'shared-contracts/ui/more';
import { TrackTimeline } from '../../../shared/track-timeline';

/** Yuan as ¥0.00, by whole fen. */
export const money = (yuan: number) => `¥${formatYuan(yuanToFen(yuan))}`;

const reasonText = (reason: string) => COMPENSATION_REASONS[reason as keyof typeof COMPENSATION_REASONS] ?? reason;

/** One parcel of the work order: what it holds, its 物流状态 and events (newest first), any compensation. */
function ParcelCard({ parcel }: { parcel: AdminWorkOrderParcel }) {
  const { track } = parcel;
  return (
    <Card size="small" title={parcel.parcel_sn} role="group" aria-label={`包裹 ${parcel.parcel_sn}`} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="商品">{parcel.goods_name}</Descriptions.Item>
        <Descriptions.Item label="收件人">{parcel.consignee}</Descriptions.Item>
        <Descriptions.Item label="包裹金额">{money(parcel.price)}</Descriptions.Item>
        <Descriptions.Item label="快递">{track.waybill_code ? `${track.express_name} ${track.waybill_code}` : `${track.express_name}（未出单）`}</Descriptions.Item>
        <Descriptions.Item label="物流状态">
          <Tag color={TRACK_STATE_COLOURS[track.track_state] ?? 'default'}>{TRACK_STATE_NAMES[track.track_state] ?? track.track_state_name}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="赔付">
          {parcel.compensation ? (
            <Space size={4} wrap>
              <Tag color="gold">已赔付 {money(parcel.compensation.amount)}</Tag>
              <Typography.Text type="secondary">{`${reasonText(parcel.compensation.reason)}，${parcel.compensation.created_at}`}</Typography.Text>
            </Space>
          ) : (
            '未赔付'
          )}
        </Descriptions.Item>
      </Descriptions>
      <TrackTimeline events={track.events} label={`物流轨迹 ${parcel.parcel_sn}`} />
    </Card>
  );
}

/** 关联包裹: each parcel of the work order with its track and compensation, as 客服 needs them to answer. */
export function WorkOrderParcels({ parcels }: { parcels: AdminWorkOrderParcel[] }) {
  return (
    <section aria-label="关联包裹">
      {parcels.map((parcel) => (
        <ParcelCard key={parcel.id} parcel={parcel} />
      ))}
    </section>
  );
}
