import { TRACK_STATE_COLOURS, TRACK_STATE_NAMES } from 'shared-contracts';
import type { AdminParcelCompensation, AdminParcelDetail } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton, Tag } from 'shared-contracts/ui';
import { Descriptions, Drawer, Result, Typography } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminParcelDetailQuery } from '../api/orders-api';
import { timeText } from '../utils/time-text';
import { StatusTag } from './status-tag';
import { TrackTimeline } from '../../../shared/track-timeline';

interface Props {
  /** null: closed */
  parcelId: number | null;
  /** a main-site operator: the parcel's site is shown */
  showSite: boolean;
  /** a role that sees amounts (seesOrderAmounts): the price and the compensations' amounts */
  showAmounts: boolean;
  onClose: () => void;
}

const orDash = (text: string) => text || '—';

function compensationColumns(showAmounts: boolean): ListColumn<AdminParcelCompensation>[] {
  return [
    { title: '类型', dataIndex: 'kind_name', width: 90 },
    { title: '原因', dataIndex: 'reason_name', width: 100 },
    ...(showAmounts ? [{ title: '金额', dataIndex: 'amount', width: 90, align: 'right', render: (amount: number | null) => (amount === null ? '—' : yuanText(amount)) } as const] : []),
    { title: '时间', dataIndex: 'created_at', width: 170 },
    { title: '状态', dataIndex: 'status_name', width: 80, render: (name: string) => <Tag color="success">{name}</Tag> },
  ];
}

/** The parcel itself: who it goes to (phone masked), what, by which courier, where it stands and when. */
function ParcelFacts({ detail, showSite, showAmounts }: { detail: AdminParcelDetail; showSite: boolean; showAmounts: boolean }) {
  const { parcel, track } = detail;
  const address = [parcel.rec_province, parcel.rec_city, parcel.rec_district, parcel.rec_address].filter(Boolean).join(' ');
  return (
    <section aria-label="包裹信息">
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="包裹号">{parcel.parcel_sn}</Descriptions.Item>
        <Descriptions.Item label="订单号">{parcel.order_sn}</Descriptions.Item>
        <Descriptions.Item label="会员">{parcel.mobile}</Descriptions.Item>
        {showSite ? <Descriptions.Item label="站点">{parcel.site_name}</Descriptions.Item> : <Descriptions.Item label="店铺订单号">{orDash(parcel.shop_order)}</Descriptions.Item>}
        <Descriptions.Item label="收件人">{`${parcel.rec_name} ${parcel.rec_mobile}`}</Descriptions.Item>
        <Descriptions.Item label="地址">{address}</Descriptions.Item>
        <Descriptions.Item label="商品">{`${parcel.goods_name} ×${parcel.goods_num}（ID ${parcel.goods_id}）`}</Descriptions.Item>
        <Descriptions.Item label="快递">{parcel.waybill_code ? `${parcel.express_name} ${parcel.waybill_code}` : `${parcel.express_name}（未出单）`}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag status={parcel.status} />
          {parcel.status === 4 && parcel.error ? <Typography.Text type="secondary">{` ${parcel.error}`}</Typography.Text> : null}
        </Descriptions.Item>
        <Descriptions.Item label="物流状态">
          <Tag color={TRACK_STATE_COLOURS[track.track_state] ?? 'default'}>{track.track_state_name || TRACK_STATE_NAMES[track.track_state]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="下单时间">{timeText(parcel.created_at)}</Descriptions.Item>
        <Descriptions.Item label="发货时间">{orDash(timeText(parcel.dispatched_at))}</Descriptions.Item>
        <Descriptions.Item label="揽收时间">{orDash(track.picked_up_at)}</Descriptions.Item>
        <Descriptions.Item label="签收时间">{orDash(track.signed_at)}</Descriptions.Item>
        {showAmounts && parcel.price !== null ? <Descriptions.Item label="价格">{yuanText(parcel.price)}</Descriptions.Item> : null}
      </Descriptions>
    </section>
  );
}

/**
 * 包裹详情 (GET /api/admin/parcels/:id, issue 34), opened from the parcel list: the parcel (recipient's phone masked as
 * in the list), its 物流轨迹 and its 赔付记录 (超时赔付 / 人工赔付). Amounts only for a role that sees them — the server
 * sends none to any other, and the drawer leaves their places out.
 */
export function ParcelDetailDrawer({ parcelId, showSite, showAmounts, onClose }: Props) {
  const detail = useAdminParcelDetailQuery(parcelId ?? 0, { skip: parcelId === null, refetchOnMountOrArgChange: true });
  const shown = parcelId !== null && detail.data?.parcel.id === parcelId ? detail.data : undefined;
  return (
    <Drawer title={shown ? `包裹详情 · ${shown.parcel.rec_name}` : '包裹详情'} open={parcelId !== null} onClose={onClose} size={760} destroyOnHidden>
      {detail.error && !shown ? (
        <Result status="warning" title={errorMessage(detail.error, '包裹详情加载失败')} extra={<Button onClick={() => void detail.refetch()}>重试</Button>} />
      ) : !shown ? (
        <Skeleton active />
      ) : (
        <>
          <ParcelFacts detail={shown} showSite={showSite} showAmounts={showAmounts} />
          <h4 style={{ margin: '20px 0 8px' }}>物流轨迹</h4>
          <TrackTimeline events={shown.track.events} label="物流轨迹" />
          <h4 style={{ margin: '20px 0 8px' }}>赔付记录</h4>
          <ListTable label="赔付记录" columns={compensationColumns(showAmounts)} rowKey="created_at" result={{ data: shown.compensations }} emptyText="未赔付" size="small" />
        </>
      )}
    </Drawer>
  );
}
