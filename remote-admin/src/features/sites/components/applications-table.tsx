import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from 'shared-contracts/constants';
import type { AdminSubstationApplication } from 'shared-contracts/admin';
import { ListTable, type ListColumn, type Paging } from 'shared-kits/list-page';
import { useAdminSubstationApplicationsQuery } from '../api/sites-api';

const COLUMNS: ListColumn<AdminSubstationApplication>[] = [
  { title: '提交时间', dataIndex: 'created_at', width: 170 },
  { title: '联系人', dataIndex: 'name', width: 120 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  { title: '城市', dataIndex: 'city', width: 110 },
  { title: '公司', dataIndex: 'company', width: 180 },
  { title: '补充说明', dataIndex: 'message' },
];

/** 分站加盟申请: what visitors sent from the 分站加盟 page, newest first (read-only; mobiles masked). */
export function ApplicationsTable() {
  const [page, setPage] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const result = useAdminSubstationApplicationsQuery({ page: page.page, page_size: page.pageSize });
  const paging = useMemo<Paging>(() => ({ ...page, onChange: (next, pageSize) => setPage({ page: pageSize === page.pageSize ? next : 1, pageSize }) }), [page]);
  return <ListTable label="分站加盟申请列表" columns={COLUMNS} rowKey="id" result={result} paging={paging} emptyText="暂无加盟申请" exportAs={{ fileName: '分站加盟申请' }} />;
}
