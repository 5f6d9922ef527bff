// Fixtures for 工单管理's component tests (imported only by tests).
import type { Notification, Paginated, UnreadCounts, WorkOrderDetail, WorkOrderItem } from 'shared-contracts';

/** One of each status; GD…0002 has a 客服 reply not yet opened. */
export const WORK_ORDERS: WorkOrderItem[] = [
  ['pending', '待处理', 'not_picked_up', '未揽收', false],
  ['awaiting_merchant', '待商家回复', 'damaged', '破损', true],
  ['processing', '处理中', 'stalled', '物流停滞', false],
  ['done', '已完成', 'lost', '丢件', false],
  ['closed', '已关闭', 'other', '其他', false],
].map(([status, status_name, type, type_name, unread], i) => ({
  id: i + 1,
  work_order_sn: `GD26112500000${i + 1}`,
  type: type as WorkOrderItem['type'],
  type_name: type_name as string,
  status: status as WorkOrderItem['status'],
  status_name: status_name as string,
  summary: `包裹第 ${i + 1} 个问题：三天了还没有揽收，请帮忙催一下快递，谢谢`,
  parcel_sns: i === 0 ? ['O2611250001-00001', 'O2611250001-00002', 'O2611250001-00003'] : [`O261125000${i + 1}-00001`],
  unread: unread as boolean,
  created_at: `2026-11-2${i} 10:00:00`,
  updated_at: `2026-11-25 1${i}:00:00`,
}));

export const page = <T>(list: T[], data_count = list.length): Paginated<T> => ({ list, page: 1, page_size: 10, data_count });

/** GD…0002 opened: two parcels (one compensated), the merchant, 客服 (with a picture) and the system. */
export const DETAIL: WorkOrderDetail = {
  ...WORK_ORDERS[1],
  unread: false,
  parcels: [
    {
      id: 1000,
      parcel_sn: 'O2611250002-00001',
      waybill_code: '753100000000',
      express_name: '中通快递',
      goods_name: '手工皂',
      consignee: '张三',
      track_state: 'exception',
      track_state_name: '异常',
      compensation: 2,
    },
    {
      id: 1001,
      parcel_sn: 'O2611250002-00002',
      waybill_code: '',
      express_name: '中通快递',
      goods_name: '手工皂',
      consignee: '李四',
      track_state: 'none',
      track_state_name: '待揽收',
      compensation: null,
    },
  ],
  messages: [
    { id: 1, author: 'merchant', author_name: '', content: '收到的货破损了', attachments: [], created_at: '2026-11-21 10:00:00' },
    { id: 2, author: 'system', author_name: '', content: '客服已接单', attachments: [], created_at: '2026-11-21 10:05:00' },
    {
      id: 3,
      author: 'operator',
      author_name: '客服',
      content: '请提供外包装照片',
      attachments: [{ id: 9, url: '/api/files/work-order/9?expires=1&signature=x', width: 100, height: 100, bytes: 2000 }],
      created_at: '2026-11-21 11:00:00',
    },
  ],
  can_reply: true,
  can_close: true,
  can_reopen: false,
  reopen_until: '',
};

export const UNREAD: UnreadCounts = { work_orders: 2, notifications: 3 };

export const NOTIFICATIONS: Notification[] = [
  {
    id: 31,
    kind: 'compensation',
    kind_name: '超时赔付',
    title: '超时赔付已到账',
    content: '包裹 O2611250001-00001 超时未出单或未揽收，已自动赔付 ¥2.00 到余额',
    link: '/user-center/wallet',
    read: false,
    created_at: '2026-11-25 09:00:00',
  },
  {
    id: 32,
    kind: 'work_order',
    kind_name: '工单回复',
    title: '工单 GD261125000002 有新回复',
    content: '请提供外包装照片',
    link: '/user-center/merchant-news?id=2',
    read: true,
    created_at: '2026-11-24 09:00:00',
  },
];

/** A picture file of `bytes` bytes (content does not matter: the browser checks type and size only). */
export const picture = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
