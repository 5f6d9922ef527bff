import type { AdminWorkOrderDetail, AdminWorkOrderRow, AdminWorkOrderStats } from 'shared-contracts/admin';

/** A row of the 工单 queue, as GET /api/admin/work-orders answers. */
export const workOrderRow = (id: number, extra: Partial<AdminWorkOrderRow> = {}): AdminWorkOrderRow => ({
  id,
  work_order_sn: `GD261125${String(id).padStart(4, '0')}`,
  type: 'not_picked_up',
  type_name: '未揽收',
  status: 'pending',
  status_name: '待处理',
  summary: '包裹两天了还没有揽收',
  parcel_sns: [`GO20261120000000${id}-00001`],
  created_at: '2026-11-25 09:30:00',
  updated_at: '2026-11-25 09:30:00',
  user_id: 7,
  mobile: '138****0000',
  assignee_id: null,
  assignee_name: null,
  unread: false,
  first_reply_at: '',
  site_id: 1,
  site_name: '礼品代发商城',
  ...extra,
});

/** A work order with two parcels (one tracked and compensated) and a conversation, as GET /api/admin/work-orders/:id answers. */
export const workOrderDetail = (extra: Partial<AdminWorkOrderDetail> = {}): AdminWorkOrderDetail => ({
  ...workOrderRow(5, { status: 'processing', status_name: '处理中', assignee_id: 3, assignee_name: '陈客服', first_reply_at: '2026-11-25 10:00:00' }),
  username: '张三的店',
  resolved_at: '',
  parcels: [
    {
      id: 51,
      parcel_sn: 'GO202611200000005-00001',
      goods_name: '定制抱枕',
      consignee: '李四',
      price: 3.5,
      track: {
        id: 51,
        parcel_sn: 'GO202611200000005-00001',
        waybill_code: '75300000001',
        express_name: '中通快递',
        track_state: 'in_transit',
        track_state_name: '运输中',
        dispatched_at: '2026-11-20 10:00:00',
        picked_up_at: '2026-11-21 15:00:00',
        signed_at: '',
        events: [
          { time: '2026-11-22 08:00:00', state: 'in_transit', state_name: '运输中', description: '快件已到达杭州转运中心', location: '杭州' },
          { time: '2026-11-21 15:00:00', state: 'picked_up', state_name: '已揽收', description: '快递员已揽收', location: '义乌' },
        ],
      },
      compensation: { amount: 2, reason: 'pickup_late', created_at: '2026-11-21 08:00:00' },
    },
    {
      id: 52,
      parcel_sn: 'GO202611200000005-00002',
      goods_name: '保温杯',
      consignee: '王五',
      price: 12,
      track: {
        id: 52,
        parcel_sn: 'GO202611200000005-00002',
        waybill_code: '',
        express_name: '圆通快递',
        track_state: 'none',
        track_state_name: '待揽收',
        dispatched_at: '',
        picked_up_at: '',
        signed_at: '',
        events: [],
      },
      compensation: null,
    },
  ],
  messages: [
    {
      id: 1,
      author: 'merchant',
      author_name: '',
      content: '包裹两天了还没有揽收',
      attachments: [{ id: 11, url: '/api/files/work-order/11?expires=1&signature=x', width: 800, height: 600, bytes: 1000 }],
      created_at: '2026-11-25 09:30:00',
    },
    { id: 2, author: 'system', author_name: '', content: '工单已由客服认领', attachments: [], created_at: '2026-11-25 09:40:00' },
    { id: 3, author: 'operator', author_name: '陈客服', content: '已联系快递网点催促揽收', attachments: [], created_at: '2026-11-25 10:00:00' },
  ],
  ...extra,
});

/** 概览's 客服工单 figures. */
export const WORK_ORDER_STATS: AdminWorkOrderStats = {
  days: 30,
  open: 12,
  unclaimed: 4,
  operators: [
    { operator_id: 3, operator_name: '陈客服', replied: 20, avg_first_reply_minutes: 135, resolved: 15, avg_resolution_minutes: 1500.4 },
    { operator_id: 4, operator_name: '周客服', replied: 2, avg_first_reply_minutes: 42, resolved: 0, avg_resolution_minutes: null },
  ],
};
