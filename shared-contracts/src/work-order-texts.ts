/**
 * 工单管理 and 消息 (issue 21), zod-free: the kinds, statuses, limits and texts both sides show. The wire
 * types are inferred from ./schemas/work-orders.ts and re-exported by ./work-orders.ts.
 *
 * Status flow: a new work order is 待处理; 客服 claiming it makes it 处理中; a 客服 reply makes it
 * 待商家回复 (or what the reply chose); the merchant's reply brings it back to 处理中 (待处理 when nobody
 * claimed it). 已完成 and 已关闭 end it: 客服 sets either, the merchant can close it; the merchant can
 * reopen it within 7 days of its end (back to 处理中, or 待处理 when unclaimed).
 */

export const WORK_ORDER_TYPES = {
  not_picked_up: '未揽收',
  stalled: '物流停滞',
  damaged: '破损',
  lost: '丢件',
  intercept: '拦截退回',
  change_address: '改地址',
  compensation_appeal: '赔付申诉',
  other: '其他',
} as const;
export type WorkOrderType = keyof typeof WORK_ORDER_TYPES;

export const WORK_ORDER_STATUSES = {
  pending: '待处理',
  processing: '处理中',
  awaiting_merchant: '待商家回复',
  done: '已完成',
  closed: '已关闭',
} as const;
export type WorkOrderStatus = keyof typeof WORK_ORDER_STATUSES;

/** The statuses a work order ends in. */
export const WORK_ORDER_ENDED: readonly WorkOrderStatus[] = ['done', 'closed'];

/** How long after its end the merchant can reopen a work order. */
export const WORK_ORDER_REOPEN_DAYS = 7;
export const WORK_ORDER_CONTENT_MAX = 2000;
export const WORK_ORDER_ATTACHMENTS_MAX = 6;
export const WORK_ORDER_PARCELS_MAX = 20;
/** Each picture: JPEG, PNG or WebP by its content, at most 5 MB. */
export const WORK_ORDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const WorkOrderMessages = {
  typeRequired: '请选择问题类型',
  contentRequired: '请填写问题描述',
  contentTooLong: `问题描述不能超过 ${WORK_ORDER_CONTENT_MAX} 个字`,
  parcelsRequired: '请填写至少一个包裹号或运单号',
  tooManyParcels: `一个工单最多关联 ${WORK_ORDER_PARCELS_MAX} 个包裹`,
  parcelNotFound: (sn: string) => `包裹 ${sn} 不存在`,
  tooManyImages: `最多上传 ${WORK_ORDER_ATTACHMENTS_MAX} 张图片`,
  imageEmpty: '请选择图片',
  imageTooLarge: '图片不能超过 5MB',
  imageNotAccepted: '只能上传 JPG、PNG、WebP 格式的图片',
  imageNotFound: '图片不存在或已使用',
  notFound: '工单不存在',
  ended: '工单已结束，请重新打开后再回复',
  alreadyEnded: '工单已结束',
  notEnded: '工单未结束，无需重新打开',
  reopenExpired: `工单结束已超过 ${WORK_ORDER_REOPEN_DAYS} 天，不能重新打开，请新建工单`,
  created: '工单已提交，客服会尽快处理',
  replied: '已回复',
  closed: '工单已关闭',
  reopened: '工单已重新打开',
  claimed: '已认领',
  statusChanged: '状态已更新',
  statusUnchanged: '工单已是该状态',
} as const;

/** 消息: what the merchant is told about. */
export const NOTIFICATION_KINDS = {
  parcel_refused: '拒单退款',
  compensation: '超时赔付',
  work_order: '工单回复',
  withdrawal: '提现到账',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
