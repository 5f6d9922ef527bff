import { useMemo } from 'react';
import { PAGE_SIZES, StoreMessages, type AuthOrderItem } from 'shared-contracts';
import { Empty, Tag, Tooltip, type TableColumnsType } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { columnsWidth, LazyTable } from '../../../components/lazy-table';
import { chinaMinute } from '../../../utils/china-time';
import { ShopFlag } from './shop-flag';

export const EMPTY_ORDERS_TEXT = '暂无订单，请先同步订单';

const STATUS_NAMES: Record<AuthOrderItem['status'], string> = { paid: '待发货', shipped: '已发货', refunded: '已退款', closed: '已关闭' };

const address = (o: AuthOrderItem) => `${o.province}${o.city}${o.district}${o.address}`;

/** The platform's or our own reasons; any other state_text is a recipient the ordering rules refuse (to correct on the platform and sync again). */
const ORDER_REASONS: ReadonlySet<string> = new Set([StoreMessages.refunded, StoreMessages.closed, StoreMessages.bought, StoreMessages.shippedOnPlatform]);
/** A reason wraps inside the narrow 状态 column instead of being cut off. */
const REASON_STYLE = { whiteSpace: 'normal', marginInlineEnd: 0, lineHeight: '18px' } as const;

export interface AuthOrdersTableProps {
  platform: number | null;
  orders: readonly AuthOrderItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (orders: readonly AuthOrderItem[], selected: boolean) => void;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * The shop's orders, paged by the server (SPEC §9 sizes): 订单号 … 状态, a checkbox per row. A row with state 2
 * cannot be selected; its reason (state_text) is a tag in 状态 — grey for the order's own state (已退款 …),
 * orange for a recipient to correct on the platform (详细地址不能为空 …).
 */
export function AuthOrdersTable({ platform, orders, total, page, pageSize, loading, selected, onSelect, onPage }: AuthOrdersTableProps) {
  const columns = useMemo<TableColumnsType<AuthOrderItem>>(
    () => [
      // widths fit the purchase dialog at 1366 px (1168 px of table): no horizontal scroll there
      { title: '订单号', dataIndex: 'shop_order', key: 'shop_order', width: 176, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
      { title: '买家', dataIndex: 'buyer_nick', key: 'buyer_nick', width: 80, ellipsis: { showTitle: true } },
      { title: '收件人', dataIndex: 'receiver_name', key: 'receiver_name', width: 68, ellipsis: { showTitle: true } },
      // a virtual number with its extension (1xxxxxxxxxx-xxxx) on one line
      { title: '手机', dataIndex: 'receiver_phone', key: 'receiver_phone', width: 142, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v || '—'}</span> },
      { title: '地址', key: 'address', width: 170, ellipsis: { showTitle: true }, render: (_v, o) => address(o) },
      { title: '旗帜', dataIndex: 'flag', key: 'flag', width: 70, render: (flag: number) => <ShopFlag platform={platform} flag={flag} /> },
      { title: '备注', dataIndex: 'remark', key: 'remark', width: 80, ellipsis: { showTitle: true }, render: (v: string) => v || '—' },
      {
        title: '商品',
        key: 'goods',
        width: 140,
        render: (_v, o) => (
          <div style={{ lineHeight: 1.4 }}>
            {o.goods_list.map((g, i) => (
              <div key={i}>
                <Typography.Text ellipsis={{ tooltip: g.goods_name }} style={{ maxWidth: 124 }}>
                  {g.goods_name} × {g.goods_count}
                </Typography.Text>
                {g.goods_spec ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis={{ tooltip: g.goods_spec }}>
                    {g.goods_spec}
                  </Typography.Text>
                ) : null}
              </div>
            ))}
          </div>
        ),
      },
      { title: '下单时间', dataIndex: 'created_at', key: 'created_at', width: 96, render: (v: string) => chinaMinute(v) },
      {
        title: '状态',
        key: 'state',
        width: 92,
        render: (_v, o) =>
          o.state === 2 ? (
            <Tooltip title={o.state_text}>
              <Tag color={!o.state_text || ORDER_REASONS.has(o.state_text) ? 'default' : 'warning'} style={REASON_STYLE}>
                {o.state_text || '不可选'}
              </Tag>
            </Tooltip>
          ) : (
            <Tag color="blue">{STATUS_NAMES[o.status] ?? o.status}</Tag>
          ),
      },
    ],
    [platform],
  );
  return (
    <div style={{ contain: 'inline-size' }} data-testid="auth-orders">
      <LazyTable<AuthOrderItem>
        skeletonRows={4}
        size="small"
        rowKey="shop_order"
        columns={columns}
        dataSource={orders as AuthOrderItem[]}
        loading={loading}
        scroll={{ x: columnsWidth(columns, 40) }}
        locale={{ emptyText: loading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_ORDERS_TEXT} /> }}
        rowSelection={{
          selectedRowKeys: [...selected],
          preserveSelectedRowKeys: true,
          columnWidth: 40,
          getCheckboxProps: (o) => ({ disabled: o.state === 2, 'aria-label': `选择 ${o.shop_order}` }) as never,
          onSelect: (o, isSelected) => onSelect([o], isSelected),
          onSelectAll: (isSelected, _rows, changed) => onSelect(changed.filter(Boolean), isSelected),
        }}
        pagination={{
          current: page,
          pageSize,
          total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 单`,
          onChange: onPage,
        }}
      />
    </div>
  );
}
