import { useMemo, useState } from 'react';
import { APPLICATION_STATUS, type AdminSubstationApplication, type ApplicationStatus } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useAdminSiteApplicationsQuery } from '../api/applications-api';
import { APPLICATION_STATUS_COLOR, applicationsListParams, toApplicationsQuery } from '../hooks/applications-params';
import { HandleApplicationDialog } from './handle-application-dialog';
import { OpenSubstationDialog } from './open-substation-dialog';

const orDash = (text: string | null) => text || '—';

const COLUMNS: ListColumn<AdminSubstationApplication>[] = [
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  { title: '城市', dataIndex: 'city', width: 100, render: orDash },
  { title: '公司/店铺', dataIndex: 'company', width: 160, render: orDash },
  {
    title: '说明',
    dataIndex: 'message',
    width: 220,
    render: (message: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: message }} style={{ margin: 0 }}>
        {orDash(message)}
      </Typography.Paragraph>
    ),
  },
  { title: '申请时间', dataIndex: 'created_at', width: 165 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: ApplicationStatus, row) => <Tag color={APPLICATION_STATUS_COLOR[status]}>{row.status_text || APPLICATION_STATUS[status]}</Tag>,
    exportValue: (status: ApplicationStatus, row) => row.status_text || APPLICATION_STATUS[status],
  },
  { title: '备注', dataIndex: 'note', width: 180, render: orDash },
  {
    title: '处理人/时间',
    dataIndex: 'handled_by_name',
    width: 165,
    render: (name: string | null, row) =>
      name || row.handled_at ? (
        <>
          <div>{orDash(name)}</div>
          <Typography.Text type="secondary">{orDash(row.handled_at)}</Typography.Text>
        </>
      ) : (
        '—'
      ),
    exportValue: (name: string | null, row) => [name, row.handled_at].filter(Boolean).join(' '),
  },
];

/**
 * 分站申请 (issue 32): what visitors sent from 分站加盟, newest first, with a status filter in the URL. 处理 sets the
 * status (待处理 / 已联系 / 已拒绝) and a note; 开通 creates the 分站 and its owner and shows the console address to
 * pass on. An opened application has neither.
 */
export function ApplicationsList() {
  const list = useListParams(applicationsListParams);
  const { params, paging, filtered } = list;
  const result = useAdminSiteApplicationsQuery(toApplicationsQuery(params));
  const [handling, setHandling] = useState<AdminSubstationApplication | null>(null);
  const [opening, setOpening] = useState<AdminSubstationApplication | null>(null);

  const columns = useMemo<ListColumn<AdminSubstationApplication>[]>(
    () => [
      ...COLUMNS,
      {
        title: '操作',
        key: 'actions',
        width: 130,
        fixed: 'right',
        render: (_, row) =>
          row.status === 'opened' ? (
            <Typography.Text type="secondary">{row.site_id ? `已开通（分站 #${row.site_id}）` : '已开通'}</Typography.Text>
          ) : (
            <Space size={0}>
              <Button type="link" size="small" aria-label={`处理「${row.name}」的申请`} onClick={() => setHandling(row)}>
                处理
              </Button>
              <Button type="link" size="small" aria-label={`为「${row.name}」开通分站`} onClick={() => setOpening(row)}>
                开通
              </Button>
            </Space>
          ),
      },
    ],
    [],
  );

  return (
    <>
      <ListFilters list={list} filters={[{ kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: APPLICATION_STATUS }]} />
      <ListTable
        label="分站申请列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的申请' : '暂无分站申请'}
        exportAs={{ fileName: '分站申请' }}
      />
      <HandleApplicationDialog application={handling} onClose={() => setHandling(null)} />
      <OpenSubstationDialog application={opening} onClose={() => setOpening(null)} />
    </>
  );
}
