import { useMemo, useState, type Key } from 'react';
import { can, type AdminGoods, type OperatorRole } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Input, Select } from 'shared-contracts/ui/more';
import { ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
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

/**
 * 商品 (issue 20): the catalogue's goods with the API's filters, held in the URL. With catalogue.write:
 * 新增商品 / 编辑 (drawer), row selection with 批量上架 / 批量下架 / 批量调价, and 导入; 导出 for every reader.
 */
export function GoodsList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'catalogue.write');
  const { params, update, paging, reset, filtered } = useListParams(goodsListParams);
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
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          key={`keyword-${params.keyword}`}
          defaultValue={params.keyword}
          aria-label="关键词"
          placeholder="商品名称或 ID"
          allowClear
          style={{ width: 220 }}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
        />
        <Select
          aria-label="快递"
          placeholder="全部快递"
          allowClear
          style={{ width: 160 }}
          value={params.courier_id}
          loading={couriers.isFetching}
          options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(courier_id?: number) => update({ courier_id })}
        />
        <Select
          aria-label="店铺"
          placeholder="全部店铺"
          allowClear
          style={{ width: 160 }}
          value={params.shop_id}
          loading={shops.isFetching}
          options={(shops.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(shop_id?: number) => update({ shop_id })}
        />
        <Select
          aria-label="分类"
          placeholder="全部分类"
          allowClear
          style={{ width: 140 }}
          value={params.category || undefined}
          loading={categories.isFetching}
          options={(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          onChange={(category?: string) => update({ category: category ?? '' })}
        />
        <Select
          aria-label="上架状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          value={params.on_shelf}
          options={[
            { value: '1', label: '已上架' },
            { value: '0', label: '已下架' },
          ]}
          onChange={(on_shelf?: '1' | '0') => update({ on_shelf })}
        />
        {filtered ? <Button onClick={reset}>重置</Button> : null}
      </Space>
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
