import { PLATFORMS } from 'shared-contracts';
import type { AdminCourier, OperatorRole } from 'shared-contracts/admin';
import { Space, Tag, Tooltip } from 'shared-contracts/ui';
import type { ListColumn } from 'shared-kits/list-page';
import { useAdminCouriersQuery, useAdminDeleteCourierMutation } from '../api/catalogue-api';
import { CatalogueTable } from './catalogue-table';
import { CourierFormDrawer } from './courier-form-drawer';
import { Muted } from '../../../shared/muted-text';

const platformName = (id: number) => PLATFORMS.find((p) => p.id === id)?.name ?? `平台${id}`;

const baseColumns: ListColumn<AdminCourier>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '快递',
    dataIndex: 'name',
    width: 180,
    render: (name, row) => (
      <Space>
        {row.logo ? <img src={row.logo} alt="" width={28} height={28} style={{ objectFit: 'contain' }} /> : null}
        <span>
          {name}
          {row.subname ? <Muted style={{ fontSize: 12 }}>{row.subname}</Muted> : null}
        </span>
      </Space>
    ),
    exportValue: (name, row) => (row.subname ? `${name}（${row.subname}）` : name),
  },
  {
    title: '发货地址',
    key: 'send',
    width: 260,
    render: (_, row) => `${row.send_province}${row.send_city}${row.send_district} ${row.send_address}`,
    exportValue: (_, row) => `${row.send_province}${row.send_city}${row.send_district} ${row.send_address}`,
  },
  {
    title: '提示',
    dataIndex: 'tips',
    width: 200,
    render: (tips) => tips || '—',
  },
  {
    title: '无货源',
    dataIndex: 'is_wu',
    width: 90,
    render: (wu) => (wu ? <Tag color="orange">需补发单号</Tag> : '否'),
    exportValue: (wu) => (wu ? '是' : '否'),
  },
  {
    title: '平台',
    dataIndex: 'platforms',
    width: 200,
    render: (platforms) => (
      <Space size={[4, 4]} wrap>
        {platforms.map((id) => (
          <Tag key={id}>{platformName(id)}</Tag>
        ))}
      </Space>
    ),
    exportValue: (platforms) => platforms.map(platformName).join('、'),
  },
  {
    title: '不发货地区',
    dataIndex: 'no_deliver_area',
    width: 110,
    render: (areas) => (areas.length > 0 ? <Tooltip title={areas.join('、')}>{`${areas.length} 个`}</Tooltip> : '无'),
    exportValue: (areas) => areas.join('、'),
  },
  { title: '出单截止', dataIndex: 'issue_deadline', width: 90 },
  { title: '商品数', dataIndex: 'goods_count', width: 80 },
];

/**
 * 快递 (issue 20): the couriers with their send address, tips, 无货源 flag, platforms and the provinces
 * they do not deliver to. With catalogue.write: 新增快递 / 编辑 (drawer) and 删除 after a confirmation
 * (the server refuses a courier with goods or orders, and says so).
 */
export function CourierList({ role }: { role: OperatorRole }) {
  const result = useAdminCouriersQuery();
  const [remove] = useAdminDeleteCourierMutation();
  return (
    <CatalogueTable
      role={role}
      noun="快递"
      columns={baseColumns}
      result={result}
      fileName="快递"
      remove={remove}
      deleteHint="有商品或订单的快递不能删除。"
      fixedActions
      form={(target, onClose) => <CourierFormDrawer target={target} onClose={onClose} />}
    />
  );
}
