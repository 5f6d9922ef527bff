import type { AdminShop, OperatorRole } from 'shared-contracts/admin';
import { Space } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { ListColumn } from 'shared-kits/list-page';
import { useAdminDeleteShopMutation, useAdminShopsQuery } from '../api/catalogue-api';
import { CatalogueTable } from './catalogue-table';
import { ShopFormDrawer } from './shop-form-drawer';

const baseColumns: ListColumn<AdminShop>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '店铺',
    dataIndex: 'name',
    width: 220,
    render: (name, row) => (
      <Space>
        {row.logo ? <img src={row.logo} alt="" width={28} height={28} style={{ objectFit: 'contain' }} /> : null}
        {name}
      </Space>
    ),
  },
  {
    title: '简介',
    dataIndex: 'intro',
    render: (intro) =>
      intro ? (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {intro}
        </Typography.Paragraph>
      ) : (
        '—'
      ),
  },
  { title: '商品数', dataIndex: 'goods_count', width: 90 },
];

/**
 * 供货店铺 (issue 20): the suppliers' shops. With catalogue.write: 新增店铺 / 编辑 (drawer) and 删除 after a
 * confirmation (the server refuses a shop that still has goods, and says so).
 */
export function ShopList({ role }: { role: OperatorRole }) {
  const result = useAdminShopsQuery();
  const [remove] = useAdminDeleteShopMutation();
  return (
    <CatalogueTable
      role={role}
      noun="店铺"
      columns={baseColumns}
      result={result}
      fileName="供货店铺"
      remove={remove}
      deleteHint="还有商品的店铺不能删除。"
      fixedActions
      form={(target, onClose) => <ShopFormDrawer target={target} onClose={onClose} />}
    />
  );
}
