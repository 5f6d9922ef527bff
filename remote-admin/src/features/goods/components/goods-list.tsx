import { useMemo, useState, type Key } from 'react';
import { can, type AdminGoods, type OperatorRole } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { runWrite } from '../../../shared/run-write';
import { useAdminCategoriesQuery, useAdminCouriersQuery, useAdminGoodsListQuery, useAdminGoodsShelfMutation, useAdminShopsQuery } from '../api/goods-api';
import { goodsListParams, toGoodsFilters, toGoodsQuery } from '../hooks/goods-params';
import { useGoodsExport } from '../hooks/use-goods-export';
import { GoodsFormDrawer } from './goods-form-drawer';
import { GoodsImport } from './goods-import';
import { PriceDialog } from './price-dialog';

const baseColumns: ListColumn<AdminGoods>[] = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '商品名称', dataIndex: 'name', width: 220 },
  { title: '价格', dataIndex: 'price', width: 100, render: (price) => `¥${price.toFixed(2)}` },
  { title: '供货价', dataIndex: 'supply_price', width: 100, render: (price) => `¥${price.toFixed(2)}` },
  { title: '库存', dataIndex: 'stock', width: 90 },
  { title: '快递', dataIndex: 'courier_name', width: 120 },
  { title: '店铺', dataIndex: 'shop_name', width: 140 },
  { title: '标签', dataIndex: 'tag', width: 100, render: (tag) => tag || '—' },
  { title: '状态', dataIndex: 'on_shelf', width: 90, render: (on) => (on ? <Tag color="success">已上架</Tag> : <Tag>已下架</Tag>), exportValue: (on) => (on ? '已上架' : '已下架') },
];

const SHELF_OPTIONS = [
  { value: '1' as const, label: '已上架' },
  { value: '0' as const, label: '已下架' },
];

/**
 * 商品 (issue 20): the catalogue's goods with the API's filters, held in the URL. With catalogue.write:
 * 新增商品 / 编辑 (drawer), row selection with 批量上架 / 批量下架 / 批量调价, and 导入; 导出 for every reader.
 */
export function GoodsList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'catalogue.write');
  const list = useListParams(goodsListParams);
  const { params, paging, filtered } = list;
  const result = useAdminGoodsListQuery(toGoodsQuery(params));
  const couriers = useAdminCouriersQuery();
  const shops = useAdminShopsQuery();
  const categories = useAdminCategoriesQuery();
  const exportGoods = useGoodsExport(toGoodsFilters(params));
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<FormTarget<AdminGoods>>(null);
  const [pricing, setPricing] = useState(false);
  const [setShelf, shelf] = useAdminGoodsShelfMutation();

  const rows = result.data?.list ?? [];
  const selectedGoods = rows.filter((row) => selected.includes(row.id));

  const columns = useMemo<ListColumn<AdminGoods>[]>(
    () =>
      writable
        ? [
            ...baseColumns,
            {
              title: '操作',
              key: 'actions',
              width: 80,
              fixed: 'right',
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
              ),
            },
          ]
        : baseColumns,
    [writable],
  );

  const bulkShelf = async (onShelf: boolean) => {
    const done = await runWrite(() => setShelf({ ids: selectedGoods.map((g) => g.id), on_shelf: onShelf }).unwrap(), ({ updated }) => `${onShelf ? '已上架' : '已下架'} ${updated} 个商品`);
    if (done) setSelected([]);
  };

  const toolbar = writable ? (
    <Space wrap>
      <Button type="primary" onClick={() => setEditing('new')}>
        新增商品
      </Button>
      <Button disabled={selectedGoods.length === 0} loading={shelf.isLoading && shelf.originalArgs?.on_shelf === true} onClick={() => void bulkShelf(true)}>
        批量上架
      </Button>
      <Button disabled={selectedGoods.length === 0} loading={shelf.isLoading && shelf.originalArgs?.on_shelf === false} onClick={() => void bulkShelf(false)}>
        批量下架
      </Button>
      <Button disabled={selectedGoods.length === 0} onClick={() => setPricing(true)}>
        批量调价
      </Button>
      <GoodsImport />
      {selectedGoods.length > 0 ? <span>已选 {selectedGoods.length} 个</span> : null}
    </Space>
  ) : undefined;

  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'keyword', label: '关键词', placeholder: '商品名称或 ID' },
          {
            kind: 'choice',
            key: 'courier_id',
            label: '快递',
            all: '全部快递',
            width: 160,
            loading: couriers.isFetching,
            options: (couriers.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          },
          {
            kind: 'choice',
            key: 'shop_id',
            label: '店铺',
            all: '全部店铺',
            width: 160,
            loading: shops.isFetching,
            options: (shops.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          },
          {
            kind: 'choice',
            key: 'category',
            label: '分类',
            all: '全部分类',
            width: 140,
            loading: categories.isFetching,
            options: (categories.data ?? []).map((c) => ({ value: c.name, label: c.name })),
          },
          { kind: 'choice', key: 'on_shelf', label: '上架状态', all: '全部状态', width: 120, options: SHELF_OPTIONS },
        ]}
      />
      <ListTable
        label="商品列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        toolbar={toolbar}
        emptyText={filtered ? '没有符合条件的商品' : '暂无商品'}
        exportAs={{ fileName: '商品', server: exportGoods }}
        rowSelection={writable ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: false } : undefined}
      />
      {writable ? (
        <>
          <GoodsFormDrawer target={editing} onClose={() => setEditing(null)} />
          <PriceDialog
            open={pricing}
            goods={selectedGoods}
            onClose={() => setPricing(false)}
            onDone={() => {
              setPricing(false);
              setSelected([]);
            }}
          />
        </>
      ) : null}
    </>
  );
}
