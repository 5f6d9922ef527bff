import { useState } from 'react';
import type { SitePricing } from 'shared-contracts';
import type { SiteGoodsRow } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { Checkbox, Image, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useSiteGoodsQuery } from '../api/site-pricing-api';
import { siteGoodsParams, toSiteGoodsQuery } from '../hooks/site-goods-params';
import { yuan } from '../utils/price-preview';
import { GoodsPriceDialog } from './goods-price-dialog';
import { GoodsRowActions } from './goods-row-actions';

const money = (title: string, dataIndex: 'main_price' | 'cost' | 'selling_price' | 'margin'): ListColumn<SiteGoodsRow> => ({
  title,
  dataIndex,
  width: 100,
  align: 'right',
  render: (amount: number) => yuan(amount),
  exportValue: (amount: number) => amount,
});

const baseColumns: ListColumn<SiteGoodsRow>[] = [
  {
    title: '图片',
    dataIndex: 'goods_pic',
    width: 72,
    exportable: false,
    render: (pic: string, row) => (pic ? <Image src={pic} alt={row.goods_name} width={48} height={48} style={{ objectFit: 'cover' }} /> : null),
  },
  {
    title: '商品',
    dataIndex: 'goods_name',
    width: 220,
    render: (name: string, row) => (
      <>
        <div>{name}</div>
        <Typography.Text type="secondary">{`ID ${row.goods_id}`}</Typography.Text>
      </>
    ),
  },
  { title: '快递', dataIndex: 'express_name', width: 110 },
  money('主站价（元）', 'main_price'),
  money('成本（元）', 'cost'),
  money('售价（元）', 'selling_price'),
  {
    title: '固定价（元）',
    dataIndex: 'fixed_price',
    width: 110,
    align: 'right',
    render: (fixed: number | null) => (fixed === null ? <Typography.Text type="secondary">按加价</Typography.Text> : yuan(fixed)),
    exportValue: (fixed: number | null) => fixed ?? '',
  },
  money('毛利（元）', 'margin'),
  {
    title: '状态',
    dataIndex: 'hidden',
    width: 90,
    render: (hidden: boolean) => (hidden ? <Tag>已隐藏</Tag> : <Tag color="success">在售</Tag>),
    exportValue: (hidden: boolean) => (hidden ? '已隐藏' : '在售'),
  },
];

const HIDDEN_LABELS = { '0': '只看显示', '1': '只看隐藏' } as const;

/**
 * The catalogue as this 分站 prices it, with keyword, hidden / shown and fixed-price filters in the URL: each
 * goods' main price, cost, selling price, fixed price, margin and status; 定价 (dialog) and 隐藏 / 显示.
 */
export function SiteGoodsList({ pricing }: { pricing: SitePricing }) {
  const list = useListParams(siteGoodsParams);
  const { params, paging, filtered } = list;
  const result = useSiteGoodsQuery(toSiteGoodsQuery(params));
  const [pricingRow, setPricingRow] = useState<SiteGoodsRow | null>(null);
  const columns: ListColumn<SiteGoodsRow>[] = [
    ...baseColumns,
    { title: '操作', key: 'actions', width: 140, fixed: 'right', render: (_, row) => <GoodsRowActions row={row} onPrice={() => setPricingRow(row)} /> },
  ];

  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'keyword', label: '关键词', placeholder: '商品名称' },
          { kind: 'choice', key: 'hidden', label: '显示状态', all: '全部商品', options: HIDDEN_LABELS },
          {
            kind: 'custom',
            keys: ['fixed'],
            render: (change) => (
              <Checkbox checked={params.fixed === '1'} onChange={(e) => change({ fixed: e.target.checked ? '1' : undefined })}>
                只看固定价
              </Checkbox>
            ),
          },
        ]}
      />
      <ListTable label="商品定价列表" columns={columns} rowKey="goods_id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的商品' : '暂无商品'} exportAs={{ fileName: '商品定价' }} />
      {pricingRow ? <GoodsPriceDialog key={pricingRow.goods_id} goods={pricingRow} pricing={pricing} onClose={() => setPricingRow(null)} /> : null}
    </>
  );
}
