import type { SupplierParcelRow, SupplierParcelStatus } from 'shared-contracts/supplier';
import { Tag, Tooltip } from 'shared-contracts/ui';
import type { ListColumn } from 'shared-kits/list-page';
import styled from 'styled-components';

const Sub = styled.small`
  display: block;
  color: ${({ theme }) => theme.colorTextTertiary};
`;

const Address = styled.span`
  display: inline-block;
  max-width: 260px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const STATUS_COLOR: Record<SupplierParcelStatus, string> = { to_ship: 'orange', shipped: 'green', refused: 'red' };

/** 待发货's columns: the parcel and its waybill, goods and pieces, courier with its 出单截止时间, recipient, order time, state. */
export const parcelColumns: ListColumn<SupplierParcelRow>[] = [
  {
    title: '运单号',
    dataIndex: 'waybill_code',
    render: (waybill, row) => (
      <>
        {waybill}
        <Sub>包裹 {row.parcel_sn}</Sub>
      </>
    ),
  },
  { title: '包裹号', dataIndex: 'parcel_sn', hidden: true },
  {
    title: '商品',
    dataIndex: 'goods_name',
    render: (name, row) => `${name} × ${row.goods_num}`,
    exportValue: (name, row) => `${name} × ${row.goods_num}`,
  },
  {
    title: '快递',
    dataIndex: 'courier_name',
    render: (courier, row) => (
      <>
        {courier}
        <Sub>截止 {row.issue_deadline}</Sub>
      </>
    ),
  },
  {
    title: '收件人',
    dataIndex: 'rec_name',
    render: (name, row) => (
      <>
        {name} {row.rec_mobile}
        <Sub>
          <Tooltip title={row.rec_address}>
            <Address>{row.rec_address}</Address>
          </Tooltip>
        </Sub>
      </>
    ),
    exportValue: (name, row) => `${name} ${row.rec_mobile} ${row.rec_address}`,
  },
  { title: '下单时间', dataIndex: 'created_at', width: 170 },
  {
    title: '状态',
    dataIndex: 'status_text',
    render: (text, row) => (
      <>
        <Tag color={STATUS_COLOR[row.status]}>{text}</Tag>
        {row.status === 'shipped' && row.shipped_at ? <Sub>{row.shipped_at}</Sub> : null}
        {row.status === 'refused' && row.reason ? <Sub>{row.reason}</Sub> : null}
      </>
    ),
    exportValue: (text, row) => (row.reason ? `${text}：${row.reason}` : text),
  },
];
