import type { Notification } from 'shared-contracts';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { useNavigate } from 'shared-contracts/router';
import { defineListParams, ListTable, toPageQuery, useListParams, z, type ListColumn } from 'shared-kits/list-page';
import { Button, showNotice } from 'shared-contracts/ui';
import { Badge, Segmented } from 'shared-contracts/ui/more';
import { useMemo } from 'react';
import styled from 'styled-components';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { useNotificationListQuery, useReadNotificationsMutation } from '../api/notifications';

/** 消息's state in the URL: the tab it lives on (kept when filtering) and 未读 (`unread=1`), paging. */
export const notificationParams = defineListParams({
  tab: z.enum(['messages']).optional(),
  unread: z.enum(['1']).optional(),
});

const Filters = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Item = styled.button<{ $unread: boolean }>`
  display: flex;
  gap: 8px;
  align-items: baseline;
  text-align: left;
  max-width: 560px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  font: inherit;
  color: inherit;
  strong {
    font-weight: ${(p) => (p.$unread ? 600 : 400)};
  }
  p {
    margin: 2px 0 0;
    color: ${(p) => p.theme.colorTextSecondary};
    white-space: pre-wrap;
  }
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
`;

/**
 * 消息: the merchant's notifications, newest first, 全部 / 未读 in the URL; an unread one is bold with a red
 * dot and is marked read when clicked, then its link (if any) opens. 全部标为已读 marks every one.
 */
export function NotificationList() {
  const { params, update, paging } = useListParams(notificationParams);
  const result = useNotificationListQuery({ ...toPageQuery(params), ...(params.unread ? { unread: '1' as const } : {}) });
  const [markRead, { isLoading }] = useReadNotificationsMutation();
  const navigate = useNavigate();

  const columns = useMemo<ListColumn<Notification>[]>(() => {
    const openOne = (n: Notification) => {
      if (!n.read) void markRead({ ids: [n.id] });
      if (n.link) navigate(n.link);
    };
    return [
      {
        title: '消息',
        dataIndex: 'title',
        render: (title, n) => (
          <Item type="button" $unread={!n.read} onClick={() => openOne(n)} aria-label={`${n.read ? '' : '未读 '}${title}`}>
            <Dot>{n.read ? null : <Badge status="error" />}</Dot>
            <span>
              <strong>{title}</strong>
              <p>{n.content}</p>
            </span>
          </Item>
        ),
      },
      { title: '类型', dataIndex: 'kind_name' },
      { title: '时间', dataIndex: 'created_at', render: (t) => <TimeCell at={t} /> },
    ];
  }, [markRead, navigate]);

  const readAll = async () => {
    try {
      await markRead({}).unwrap();
      showNotice({ level: 'success', text: '已全部标为已读' });
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: errorMessage(error, '操作失败，请稍后再试') });
    }
  };

  return (
    <ListTable
      label="消息列表"
      columns={columns}
      rowKey="id"
      result={result}
      paging={paging}
      emptyText={params.unread ? '没有未读消息' : '暂无消息'}
      toolbar={
        <Filters>
          <Segmented
            aria-label="消息筛选"
            value={params.unread ? 'unread' : 'all'}
            options={[
              { value: 'all', label: '全部' },
              { value: 'unread', label: '未读' },
            ]}
            onChange={(value) => update({ unread: value === 'unread' ? '1' : undefined })}
          />
          <Button loading={isLoading} onClick={() => void readAll()}>
            全部标为已读
          </Button>
        </Filters>
      }
    />
  );
}
