import { SUPPLIER_REQUEST_KIND, type SupplierGoodsRow } from 'shared-contracts/supplier';
import { Button, Space, Tag } from 'shared-contracts/ui';
import type { ListColumn } from 'shared-kits/list-page';
import styled from 'styled-components';
import { yuanPlain, yuanText } from '../../../shared/yuan';

const GoodsCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginSM}px;
  min-width: 220px;
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.borderRadiusSM}px;
    background: ${({ theme }) => theme.colorFillTertiary};
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colorTextTertiary};
  }
`;

const Low = styled.span`
  color: ${({ theme }) => theme.colorError};
  font-weight: ${({ theme }) => theme.fontWeightStrong};
`;

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colorTextTertiary};
`;

/** The goods' stock is at or below its low-stock line. */
export const isLowStock = (row: SupplierGoodsRow) => row.stock <= row.stock_warning;

/** The request of a kind awaiting review, if any. */
export const pendingOf = (row: SupplierGoodsRow, kind: SupplierGoodsRow['pending'][number]['kind']) => row.pending.find((p) => p.kind === kind);

export interface GoodsActions {
  onEdit: (row: SupplierGoodsRow) => void;
  onStock: (row: SupplierGoodsRow) => void;
  onSupplyPrice: (row: SupplierGoodsRow) => void;
  onSale: (row: SupplierGoodsRow) => void;
}

/** 商品's columns: the goods, courier, prices (a pending 供货价 shown under the current one), stock with its low-stock line, sale state, actions. */
export function goodsColumns(actions: GoodsActions): ListColumn<SupplierGoodsRow>[] {
  return [
    {
      title: '商品',
      dataIndex: 'name',
      render: (name, row) => (
        <GoodsCell>
          {row.pics[0] ? <img src={row.pics[0]} alt="" loading="lazy" /> : null}
          <span>
            {name}
            <small>
              ID {row.goods_id} · {row.courier_name} · {row.weight_g} 克
            </small>
          </span>
        </GoodsCell>
      ),
    },
    // shown under the goods' name; columns of their own in 导出
    { title: '快递', dataIndex: 'courier_name', hidden: true },
    { title: '重量（克）', dataIndex: 'weight_g', hidden: true },
    { title: '售价（元）', dataIndex: 'price', align: 'right', render: (price) => yuanPlain(price), exportValue: (price) => yuanPlain(price) },
    {
      title: '供货价（元）',
      dataIndex: 'supply_price',
      align: 'right',
      render: (supply, row) => {
        const pending = pendingOf(row, 'supply_price');
        return (
          <>
            {yuanPlain(supply)}
            {pending && pending.supply_price !== null ? <Note>待审核：{yuanText(pending.supply_price)}</Note> : null}
          </>
        );
      },
      exportValue: (supply) => yuanPlain(supply),
    },
    {
      title: '库存',
      dataIndex: 'stock',
      align: 'right',
      render: (stock, row) => (
        <>
          {isLowStock(row) ? <Low aria-label={`库存 ${stock}，已到预警线`}>{stock}</Low> : stock}
          <Note>预警线 {row.stock_warning}</Note>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'is_on_sale',
      width: 150,
      render: (onSale, row) => (
        <Space size={4} orientation="vertical" align="start">
          {onSale ? <Tag color="green">上架中</Tag> : <Tag>已下架</Tag>}
          {row.pending.map((p) => (
            <Tag key={p.id} color="orange">
              {SUPPLIER_REQUEST_KIND[p.kind]} 待审核
            </Tag>
          ))}
        </Space>
      ),
      exportValue: (onSale) => (onSale ? '上架中' : '已下架'),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 300,
      render: (_, row) => {
        const saleKind = row.is_on_sale ? 'off_sale' : 'on_sale';
        return (
          <Space size={0}>
            <Button type="link" size="small" aria-label={`编辑「${row.name}」`} onClick={() => actions.onEdit(row)}>
              编辑
            </Button>
            <Button type="link" size="small" aria-label={`设置「${row.name}」的库存`} onClick={() => actions.onStock(row)}>
              库存
            </Button>
            <Button
              type="link"
              size="small"
              aria-label={`调整「${row.name}」的供货价`}
              disabled={Boolean(pendingOf(row, 'supply_price'))}
              title={pendingOf(row, 'supply_price') ? '已有待审核的供货价调整' : undefined}
              onClick={() => actions.onSupplyPrice(row)}
            >
              调整供货价
            </Button>
            <Button
              type="link"
              size="small"
              aria-label={`${SUPPLIER_REQUEST_KIND[saleKind]}「${row.name}」`}
              disabled={Boolean(pendingOf(row, saleKind))}
              onClick={() => actions.onSale(row)}
            >
              {SUPPLIER_REQUEST_KIND[saleKind]}
            </Button>
          </Space>
        );
      },
    },
  ];
}
