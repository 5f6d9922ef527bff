import type { StoreListItem } from 'shared-contracts';
import type { ListColumn } from 'shared-kits/list-page';
import { platformName } from 'shared-kits/stores';
import { Button, Space, Tag, Tooltip } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { chinaTime } from '../../../utils/china-time';

const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colorTextTertiary};
`;

const Actions = styled(Space)`
  white-space: nowrap;
  .ant-btn-link {
    padding-inline: 0;
  }
`;

export interface ShopActions {
  /** The shop just authorised (the platform's return or the 关联码): marked 新授权. */
  highlightId: number | null;
  onSync: (shop: StoreListItem) => void;
  onReauthorise: (shop: StoreListItem) => void;
  onDelete: (shop: StoreListItem) => Promise<void>;
  /** The platform links are being fetched for 重新授权. */
  linksBusy: boolean;
}

/** 店铺管理's columns: name, platform, expiry (已过期), last sync, orders held, and the actions. */
export function shopColumns({ highlightId, onSync, onReauthorise, onDelete, linksBusy }: ShopActions): ListColumn<StoreListItem>[] {
  return [
    {
      title: '店铺名称',
      dataIndex: 'shop_name',
      render: (name, row) => (
        <Space size={6}>
          <span>{name}</span>
          {row.id === highlightId ? <Tag color="success">新授权</Tag> : null}
        </Space>
      ),
    },
    { title: '平台', dataIndex: 'platform', render: (p) => <NoWrap>{platformName(p)}</NoWrap> },
    {
      title: '授权到期',
      dataIndex: 'expires_at',
      render: (at, row) => (
        <Space size={6}>
          <NoWrap>{chinaTime(at)}</NoWrap>
          {row.expired ? <Tag color="error">已过期</Tag> : null}
        </Space>
      ),
    },
    {
      title: '最近同步',
      dataIndex: 'last_sync_at',
      render: (at) => (at ? <NoWrap>{chinaTime(at)}</NoWrap> : <Muted>未同步</Muted>),
    },
    { title: '订单数', dataIndex: 'order_count', align: 'right', render: (n) => <NoWrap>{n}</NoWrap> },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Actions size={12}>
          {row.expired ? (
            <Tooltip title={ShopExpiredHint}>
              <Button type="link" size="small" disabled>
                同步订单
              </Button>
            </Tooltip>
          ) : (
            <Button type="link" size="small" onClick={() => onSync(row)}>
              同步订单
            </Button>
          )}
          <Button type="link" size="small" disabled={linksBusy} onClick={() => onReauthorise(row)}>
            重新授权
          </Button>
          <Button type="link" size="small" href={row.shop_url} target="_blank" rel="noopener noreferrer">
            店铺后台
          </Button>
          <Popconfirm
            title={`删除店铺「${row.shop_name}」？`}
            description="删除后，该店铺已同步的订单也会一并删除。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Actions>
      ),
    },
  ];
}

const ShopExpiredHint = '店铺授权已过期，请先重新授权';
