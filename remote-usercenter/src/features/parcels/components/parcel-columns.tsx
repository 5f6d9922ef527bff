import { TwoLines } from '../../../utils/two-lines';
import { DELIVER_STATUS_NAMES, PARCEL_STATUS_NAMES, ParcelStatus, TRACK_STATE_NAMES, type ParcelListItem } from 'shared-contracts';
import { WarningOutlined } from 'shared-contracts/icons/more';
import type { ListColumn } from 'shared-kits/list-page';
import { Link } from 'shared-contracts/router';
import { Space, Tag, Tooltip } from 'shared-contracts/ui';
import styled from 'styled-components';
import { StatusTag } from '../../../shared/order-lists/components/status-tag';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';
import { DeliverCell } from './deliver-cell';
import { TrackCell } from './parcel-track';

const Waybill = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: nowrap;
  small {
    font-size: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

const Warn = styled(WarningOutlined)`
  color: ${(p) => p.theme.colorError};
`;

const Address = styled.span`
  display: inline-block;
  min-width: 140px;
  max-width: 170px;
`;

/** Long shop order numbers (a 19-digit 淘宝 number) break rather than widen the table. */
const Breakable = styled.span`
  display: inline-block;
  max-width: 110px;
  word-break: break-all;
  font-variant-numeric: tabular-nums;
`;

const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const parcelAddress = (p: Pick<ParcelListItem, 'rec_province' | 'rec_city' | 'rec_district' | 'rec_address'>) =>
  [p.rec_province, p.rec_city, p.rec_district, p.rec_address].filter(Boolean).join(' ');

/** The waybill number with the courier's name; '' while the courier numbers it: 生成中. */
export function WaybillCell({ parcel }: { parcel: Pick<ParcelListItem, 'waybill_code' | 'express_name' | 'status'> }) {
  return (
    <Waybill>
      {parcel.waybill_code ? (
        <span>{parcel.waybill_code}</span>
      ) : parcel.status === ParcelStatus.REFUNDED ? (
        <span>—</span>
      ) : (
        <span>
          <Tag color="processing">生成中</Tag>
        </span>
      )}
      {parcel.express_name ? <small>{parcel.express_name}</small> : null}
    </Waybill>
  );
}

/** The parcel's status; 已退款 says the courier's reason in a tooltip. */
export function ParcelStatusCell({ parcel }: { parcel: Pick<ParcelListItem, 'status' | 'error'> }) {
  if (parcel.status === ParcelStatus.REFUNDED && parcel.error) {
    return (
      <Tooltip title={parcel.error}>
        <Space size={4} style={{ cursor: 'help' }} aria-label={`已退款：${parcel.error}`}>
          <StatusTag status={parcel.status} />
          <Warn />
        </Space>
      </Tooltip>
    );
  }
  return <StatusTag status={parcel.status} />;
}

const waybillColumn: ListColumn<ParcelListItem> = {
  title: '快递单号',
  dataIndex: 'waybill_code',
  render: (_, row) => <WaybillCell parcel={row} />,
};
const statusColumn: ListColumn<ParcelListItem> = {
  title: '状态',
  dataIndex: 'status',
  render: (_, row) => <ParcelStatusCell parcel={row} />,
  exportValue: (s) => PARCEL_STATUS_NAMES[s],
};
const recipientColumns: ListColumn<ParcelListItem>[] = [
  {
    title: '收件人/手机号',
    dataIndex: 'rec_name',
    // the phone masked by the server (138****8000); whole numbers only in the export file
    render: (name, row) => (
      <TwoLines>
        <span>{name}</span> <span>{row.rec_mobile}</span>
      </TwoLines>
    ),
  },
  { title: '地址', key: 'address', render: (_, row) => <Address>{parcelAddress(row)}</Address>, exportValue: (_, row) => parcelAddress(row) },
];
const shopOrderColumn: ListColumn<ParcelListItem> = { title: '店铺订单号', dataIndex: 'shop_order', render: (s) => <Breakable>{s || '—'}</Breakable> };
const priceColumn: ListColumn<ParcelListItem> = { title: '价格', dataIndex: 'price', align: 'right', render: (p) => <NoWrap>¥{yuan(p)}</NoWrap>, exportValue: (p) => yuan(p) };

/** 物流状态 (issue 21), 已赔付 ¥x when 超时赔付 was credited, and 物流 opening the timeline. */
const trackColumn: ListColumn<ParcelListItem> = {
  title: '物流状态',
  dataIndex: 'track_state',
  render: (_, row) => <TrackCell parcel={row} />,
  exportValue: (s, row) => (row.compensation === null ? TRACK_STATE_NAMES[s] : `${TRACK_STATE_NAMES[s]} 已赔付 ¥${yuan(row.compensation)}`),
};

/** 包裹列表's columns. */
export const parcelColumns: ListColumn<ParcelListItem>[] = [
  waybillColumn,
  ...recipientColumns,
  shopOrderColumn,
  {
    title: '商品',
    dataIndex: 'goods_name',
    render: (name, row) => (
      <span style={{ display: 'inline-block', minWidth: 80, maxWidth: 110 }}>
        {name} <NoWrap>×{row.goods_num}</NoWrap>
      </span>
    ),
  },
  priceColumn,
  statusColumn,
  trackColumn,
  {
    title: '回传店铺',
    dataIndex: 'deliver_status',
    render: (_, row) => <DeliverCell parcel={row} />,
    exportValue: (s) => (s === null ? '' : DELIVER_STATUS_NAMES[s]),
  },
  { title: '下单时间', dataIndex: 'created_at', render: (t) => <TimeCell at={t} />, exportValue: (t) => chinaTime(t) },
  {
    // 申请售后 (issue 21): 工单管理's 新建工单 with this parcel's 运单号 filled in; a parcel without one
    // (still waiting, or refused and refunded) has no courier to ask about yet
    title: '售后',
    key: 'after_sale',
    render: (_, row) =>
      row.waybill_code ? (
        <NoWrap>
          <Link to={`/user-center/merchant-news?create=${encodeURIComponent(row.waybill_code)}`}>申请售后</Link>
        </NoWrap>
      ) : (
        '—'
      ),
  },
];

/** One order's parcels in its detail drawer: the goods and time are the order's, so they are left out. */
export const orderParcelColumns: ListColumn<ParcelListItem>[] = [waybillColumn, ...recipientColumns, shopOrderColumn, priceColumn, statusColumn, trackColumn];
