import { fen, formatYuan, NOTIFICATION_KINDS, type NotificationKind } from 'shared-contracts';

/** What a notification row's `data` may hold (each kind reads its own fields). */
export interface NotificationData {
  count?: number;
  amount_fen?: number;
  order_sn?: string;
  parcel_sn?: string;
  work_order_sn?: string;
  /** compensations booked by hand (赔付记录's 人工赔付), counted apart from the job's */
  manual?: boolean;
}

const money = (amountFen: number | undefined) => `¥${formatYuan(fen(Number(amountFen ?? 0)))}`;
const count = (data: NotificationData) => Math.max(1, Number(data.count ?? 1));

const TEXTS: Record<NotificationKind, (data: NotificationData) => { title: string; content: string }> = {
  compensation: (data) =>
    data.manual
      ? { title: '人工赔付已到账', content: `${count(data)} 个包裹获得人工赔付，已赔付 ${money(data.amount_fen)} 到余额` }
      : { title: '超时赔付已到账', content: `${count(data)} 个包裹超时未出单或未揽收，已自动赔付 ${money(data.amount_fen)} 到余额` },
  parcel_refused: (data) => ({ title: '包裹被拒收，已退款', content: `订单 ${data.order_sn ?? ''} 有 ${count(data)} 个包裹被快递拒收，已退款 ${money(data.amount_fen)} 到余额` }),
  work_order: (data) => ({
    title: '工单有新回复',
    content: count(data) > 1 ? `工单 ${data.work_order_sn ?? ''} 有 ${count(data)} 条新的客服回复` : `工单 ${data.work_order_sn ?? ''} 有新的客服回复`,
  }),
  withdrawal: (data) => ({ title: '提现已到账', content: `提现 ${money(data.amount_fen)} 已到账` }),
};

/**
 * 消息's words (issue 21), the one place they are written: a notification stores its kind and numbers, and
 * its title and content are rendered here when it is read, so an aggregated row (3 个包裹 … ¥6.00) always
 * says what it holds now.
 */
export function notificationText(kind: NotificationKind, data: NotificationData): { kind_name: string; title: string; content: string } {
  return { kind_name: NOTIFICATION_KINDS[kind], ...TEXTS[kind](data) };
}
