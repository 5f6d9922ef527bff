import { useMemo, useState } from 'react';
import { parseYuan } from 'shared-contracts';
import type { AdminSupplierRequestRow } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { ReviewButtons, reviewActionsColumn } from '../../../shared/review-actions';
import { reviewerColumn } from '../../../shared/reviewer-column';
import { runWrite } from '../../../shared/run-write';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminApproveSupplierRequestMutation, useAdminRejectSupplierRequestMutation, useAdminSupplierRequestsQuery } from '../api/suppliers-api';
import { requestsListParams, REVIEW_STATUS_COLOR, toRequestsQuery } from '../hooks/suppliers-params';
import { RejectDialog } from './reject-dialog';
import { ReviewTabs } from './review-tabs';
import { useShopFilter } from '../../../shared/shop-filter';

const orDash = (text: string | null) => text || '—';

/** What the request asks: 供货价 ¥2.10 → ¥2.30, or 上架 / 下架 with the goods' shelf state now. */
const changeText = (row: AdminSupplierRequestRow) =>
  row.kind === 'supply_price' ? `${yuanText(row.old_supply_price ?? 0)} → ${yuanText(row.supply_price ?? 0)}` : `当前${row.on_sale ? '已上架' : '已下架'}`;

/** A supply price above the goods' price now: the server refuses it (供货价不能高于商品售价). */
const abovePrice = (row: AdminSupplierRequestRow) => row.kind === 'supply_price' && row.supply_price !== null && (parseYuan(row.supply_price) ?? 0) > (parseYuan(row.price) ?? 0);

const COLUMNS: ListColumn<AdminSupplierRequestRow>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 165 },
  {
    title: '商品',
    dataIndex: 'goods_name',
    width: 200,
    render: (name: string, row) => (
      <>
        <div>{name}</div>
        <Typography.Text type="secondary">ID {row.goods_id}</Typography.Text>
      </>
    ),
    exportValue: (name: string, row) => `${name}（ID ${row.goods_id}）`,
  },
  { title: '供货店铺', dataIndex: 'shop_name', width: 150 },
  { title: '申请人', dataIndex: 'supplier_name', width: 100 },
  { title: '类型', dataIndex: 'kind_text', width: 110 },
  {
    title: '供货价 / 上下架',
    key: 'change',
    width: 170,
    render: (_, row) => (
      <>
        <div>{changeText(row)}</div>
        {row.status === 'pending' && abovePrice(row) ? <Tag color="error">高于售价</Tag> : null}
      </>
    ),
    exportValue: (_, row) => changeText(row),
  },
  { title: '当前售价', dataIndex: 'price', width: 100, render: (price: number) => yuanText(price), exportValue: (price: number) => price },
  { title: '说明', dataIndex: 'note', width: 160, render: orDash },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: AdminSupplierRequestRow['status'], row) => <Tag color={REVIEW_STATUS_COLOR[status]}>{row.status_text}</Tag>,
    exportValue: (_: unknown, row) => row.status_text,
  },
  reviewerColumn({ width: 180, reason: (row) => row.reason }),
];

/** 通过 behind a confirmation that says exactly what changes. */
function ApproveAction({ row }: { row: AdminSupplierRequestRow }) {
  const [approve] = useAdminApproveSupplierRequestMutation();
  const what =
    row.kind === 'supply_price'
      ? `「${row.goods_name}」的供货价将从 ${yuanText(row.old_supply_price ?? 0)} 改为 ${yuanText(row.supply_price ?? 0)}（售价 ${yuanText(row.price)}）。`
      : `「${row.goods_name}」将${row.kind === 'on_sale' ? '上架，用户可以购买' : '下架，用户不能再购买'}。`;
  return (
    <Popconfirm
      title="通过此申请？"
      description={what}
      okText="确认通过"
      cancelText="取消"
      onConfirm={() => runWrite(() => approve(row.id).unwrap(), `已通过「${row.goods_name}」的${row.kind_text}申请`, '审核失败，请稍后再试')}
    >
      <Button type="link" size="small" aria-label={`通过「${row.goods_name}」的${row.kind_text}`}>
        通过
      </Button>
    </Popconfirm>
  );
}

/**
 * 供货价审核 (issue 33): the suppliers' supply-price and 上架 / 下架 requests, by status (待审核 unless told) and 供货店铺,
 * in the URL; each with the goods' price now. With suppliers.write: 通过 after a confirmation (the goods change at once
 * for shoppers; a supply price above the price is refused by the server) or 驳回 with a reason the supplier reads.
 */
export function SupplierRequestsList({ canWrite }: { canWrite: boolean }) {
  const list = useListParams(requestsListParams);
  const { params, update, paging } = list;
  const shop = useShopFilter(list);
  const result = useAdminSupplierRequestsQuery(toRequestsQuery(params));
  const [rejecting, setRejecting] = useState<AdminSupplierRequestRow | null>(null);
  const [reject, rejectState] = useAdminRejectSupplierRequestMutation();

  const columns = useMemo<ListColumn<AdminSupplierRequestRow>[]>(
    () =>
      canWrite
        ? [
            ...COLUMNS,
            reviewActionsColumn((row) => <ReviewButtons approve={<ApproveAction row={row} />} rejectLabel={`驳回「${row.goods_name}」的${row.kind_text}`} onReject={() => setRejecting(row)} />),
          ]
        : COLUMNS,
    [canWrite],
  );

  return (
    <>
      <ReviewTabs status={params.status} onChange={(status) => update({ status })} />
      <ListFilters list={list} filters={shop} />
      <ListTable
        label="供货价审核列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={params.status === 'pending' ? '没有待审核的申请' : '暂无申请'}
        exportAs={{ fileName: '供货价审核' }}
      />
      {canWrite ? (
        <RejectDialog
          title={rejecting ? `驳回申请 · ${rejecting.goods_name}` : null}
          intro="驳回原因会显示在供应商的商品页。"
          saving={rejectState.isLoading}
          onReject={(reason) => reject({ id: rejecting!.id, reason }).unwrap()}
          done={rejecting ? `已驳回「${rejecting.goods_name}」的${rejecting.kind_text}申请` : '已驳回'}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
