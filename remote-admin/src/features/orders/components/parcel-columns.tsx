import { PARCEL_STATUS_NAMES, TRACK_STATE_COLOURS, TRACK_STATE_NAMES, type TrackState } from 'shared-contracts';
import type { AdminParcelRow } from 'shared-contracts/admin';
import { Button, Tag, Tooltip } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { ListColumn } from 'shared-kits/list-page';
import { siteColumn } from '../../../shared/site-column';
import { yuanText } from '../../../shared/yuan-text';
import { timeText } from '../utils/time-text';
import { StatusTag } from './status-tag';

const orDash = (amount: number | null) => (amount === null ? '—' : yuanText(amount));
const address = (row: AdminParcelRow) => [row.rec_province, row.rec_city, row.rec_district, row.rec_address].filter(Boolean).join(' ');

/** 已赔付 with its amount, or without it for a role that does not see amounts (issue 34). */
const compensationText = (row: AdminParcelRow) => (row.compensation !== null ? `已赔付 ${yuanText(row.compensation)}` : row.compensated ? '已赔付' : '');

/**
 * 包裹's columns: the user centre's (waybill and courier, recipient with the masked phone, address, shop order,
 * goods, price, status with the courier's refusal, 物流状态 with 已赔付) plus 会员, 站点 for a main-site operator, and
 * the 分站's 成本 and 毛利 of the parcel (— on the main site's); the money columns only for a role that sees amounts
 * (issue 34); 详情 opens the parcel's drawer (its track and compensations).
 */
export function parcelColumns(showSite: boolean, showAmounts: boolean, onDetail: (id: number) => void): ListColumn<AdminParcelRow>[] {
  const amounts: ListColumn<AdminParcelRow>[] = [
    { title: '价格', dataIndex: 'price', width: 100, align: 'right', render: orDash, exportValue: (price: number | null) => price ?? '' },
    { title: '分站成本', dataIndex: 'cost', width: 100, align: 'right', render: orDash, exportValue: (cost: number | null) => cost ?? '' },
    { title: '分站毛利', dataIndex: 'margin', width: 100, align: 'right', render: orDash, exportValue: (margin: number | null) => margin ?? '' },
  ];
  return [
    {
      title: '快递单号',
      dataIndex: 'waybill_code',
      width: 160,
      render: (code: string, row) => (
        <>
          <div>{code || (row.status === 4 ? '—' : <Tag color="processing">生成中</Tag>)}</div>
          <Typography.Text type="secondary">{row.express_name}</Typography.Text>
        </>
      ),
      exportValue: (code: string) => code,
    },
    { title: '会员', dataIndex: 'mobile', width: 130 },
    ...(showSite ? [siteColumn<AdminParcelRow>()] : []),
    {
      title: '收件人/手机号',
      dataIndex: 'rec_name',
      width: 130,
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary">{row.rec_mobile}</Typography.Text>
        </>
      ),
      exportValue: (name: string, row) => `${name} ${row.rec_mobile}`,
    },
    { title: '地址', key: 'address', width: 200, render: (_, row) => address(row), exportValue: (_, row) => address(row) },
    { title: '店铺订单号', dataIndex: 'shop_order', width: 150, render: (order: string) => order || '—' },
    { title: '商品', dataIndex: 'goods_name', width: 150, render: (name: string, row) => `${name} ×${row.goods_num}`, exportValue: (name: string, row) => `${name} ×${row.goods_num}` },
    ...(showAmounts ? amounts : []),
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: AdminParcelRow['status'], row) =>
        status === 4 && row.error ? (
          <Tooltip title={row.error}>
            <span aria-label={`已退款：${row.error}`}>
              <StatusTag status={status} />
            </span>
          </Tooltip>
        ) : (
          <StatusTag status={status} />
        ),
      exportValue: (status: AdminParcelRow['status']) => PARCEL_STATUS_NAMES[status],
    },
    {
      title: '物流状态',
      dataIndex: 'track_state',
      width: 120,
      render: (state: TrackState, row) => (
        <>
          <Tag color={TRACK_STATE_COLOURS[state] ?? 'default'}>{row.track_state_name || TRACK_STATE_NAMES[state]}</Tag>
          {compensationText(row) ? <Tag color="gold">{compensationText(row)}</Tag> : null}
        </>
      ),
      exportValue: (state: TrackState, row) => [row.track_state_name || TRACK_STATE_NAMES[state], compensationText(row)].filter(Boolean).join(' '),
    },
    { title: '下单时间', dataIndex: 'created_at', width: 170, render: timeText, exportValue: timeText },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onDetail(row.id)}>
          详情
        </Button>
      ),
    },
  ];
}
