import { useMemo, useState } from 'react';
import type { AdminSupplierApplicationRow } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { ReviewButtons, reviewActionsColumn } from '../../../shared/review-actions';
import { reviewerColumn } from '../../../shared/reviewer-column';
import { useAdminRejectSupplierApplicationMutation, useAdminSupplierApplicationsQuery } from '../api/suppliers-api';
import { applicationsListParams, REVIEW_STATUS_COLOR, toApplicationsQuery } from '../hooks/suppliers-params';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { RejectDialog } from './reject-dialog';
import { ReviewTabs } from './review-tabs';

const orDash = (text: string | null) => text || '—';

const COLUMNS: ListColumn<AdminSupplierApplicationRow>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 165 },
  { title: '公司名称', dataIndex: 'company_name', width: 180 },
  { title: '联系人', dataIndex: 'contact_name', width: 100 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  {
    title: '供货商品',
    dataIndex: 'goods_desc',
    width: 220,
    render: (text: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
        {text}
      </Typography.Paragraph>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: AdminSupplierApplicationRow['status'], row) => <Tag color={REVIEW_STATUS_COLOR[status]}>{row.status_text}</Tag>,
    exportValue: (_: unknown, row) => row.status_text,
  },
  {
    title: '供货店铺 / 驳回原因',
    dataIndex: 'shop_name',
    width: 200,
    render: (shop: string | null, row) => (row.status === 'rejected' ? <Typography.Text type="secondary">{row.reason}</Typography.Text> : orDash(shop)),
    exportValue: (shop: string | null, row) => (row.status === 'rejected' ? row.reason : (shop ?? '')),
  },
  reviewerColumn(),
];

/**
 * 供应商入驻 (issue 33): the applications sent from the register form with 供应商 chosen, by status (待审核 unless
 * told; the tab in the URL). With suppliers.write, a pending one is 通过 (bound to a new or existing 供货店铺, its
 * 负责人 account made from the application) or 驳回 with a reason; the applicant is texted either way.
 */
export function SupplierApplicationsList({ canWrite }: { canWrite: boolean }) {
  const { params, update, paging } = useListParams(applicationsListParams);
  const result = useAdminSupplierApplicationsQuery(toApplicationsQuery(params));
  const [approving, setApproving] = useState<AdminSupplierApplicationRow | null>(null);
  const [rejecting, setRejecting] = useState<AdminSupplierApplicationRow | null>(null);
  const [reject, rejectState] = useAdminRejectSupplierApplicationMutation();

  const columns = useMemo<ListColumn<AdminSupplierApplicationRow>[]>(
    () =>
      canWrite
        ? [
            ...COLUMNS,
            reviewActionsColumn((row) => (
              <ReviewButtons
                approve={
                  <Button type="link" size="small" aria-label={`通过「${row.company_name}」`} onClick={() => setApproving(row)}>
                    通过
                  </Button>
                }
                rejectLabel={`驳回「${row.company_name}」`}
                onReject={() => setRejecting(row)}
              />
            )),
          ]
        : COLUMNS,
    [canWrite],
  );

  return (
    <>
      <ReviewTabs status={params.status} onChange={(status) => update({ status })} />
      <ListTable
        label="供应商入驻申请列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={params.status === 'pending' ? '没有待审核的入驻申请' : '暂无入驻申请'}
        exportAs={{ fileName: '供应商入驻申请' }}
      />
      {canWrite ? (
        <>
          <ApproveApplicationDialog application={approving} onClose={() => setApproving(null)} />
          <RejectDialog
            title={rejecting ? `驳回入驻申请 · ${rejecting.company_name}` : null}
            intro="驳回后申请人会收到短信，其中包含驳回原因；申请人可以重新提交。"
            saving={rejectState.isLoading}
            onReject={(reason) => reject({ id: rejecting!.id, reason }).unwrap()}
            done={rejecting ? `已驳回「${rejecting.company_name}」的入驻申请` : '已驳回'}
            onClose={() => setRejecting(null)}
          />
        </>
      ) : null}
    </>
  );
}
