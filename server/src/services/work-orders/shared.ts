import { WORK_ORDER_ENDED, WORK_ORDER_REOPEN_DAYS, WORK_ORDER_STATUSES, WORK_ORDER_TYPES, WorkOrderMessages, type WorkOrderMessage, type WorkOrderStatus } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Repositories } from '../../repositories';
import type { WorkOrderListRow, WorkOrderMessageRow, WorkOrderRow } from '../../repositories/work-orders';
import { DAY } from '../limits';
import type { AttachmentService } from './attachments';

/** How long after its end a work order can be reopened (ms). */
export const REOPEN_WITHIN_MS = WORK_ORDER_REOPEN_DAYS * DAY;

/** GD + the China yymmdd of its opening + its id, six digits at least: what the merchant and 客服 quote. */
export function workOrderSn(row: Pick<WorkOrderRow, 'id' | 'created_at'>): string {
  const day = chinaText(row.created_at).slice(2, 10).replaceAll('-', '');
  return `GD${day}${String(row.id).padStart(6, '0')}`;
}

/** The work order id a GD… number names, or null when the text is not one. */
export function idOfSn(text: string): number | null {
  const match = /^GD\d{6}(\d{6,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export const isEnded = (status: WorkOrderStatus) => WORK_ORDER_ENDED.includes(status);

/** A refusal of what the work order's state does not allow: HTTP 400 with the contract's text. */
export const refuse = (message: string) => new BadRequestError(message);

/** The fields both lists show of a work order. */
export function itemOf(row: WorkOrderListRow | (WorkOrderRow & { summary: string }), parcelSns: string[]) {
  return {
    id: row.id,
    work_order_sn: workOrderSn(row),
    type: row.type,
    type_name: WORK_ORDER_TYPES[row.type],
    status: row.status,
    status_name: WORK_ORDER_STATUSES[row.status],
    summary: row.summary.length > 60 ? `${row.summary.slice(0, 60)}…` : row.summary,
    parcel_sns: parcelSns,
    created_at: chinaText(row.created_at),
    updated_at: chinaText(row.updated_at),
  };
}

/** The conversation with its pictures; `operatorNames` shows 客服's names (the console) or '客服' (the merchant). */
export async function messagesOf(repos: Repositories, attachments: AttachmentService, rows: WorkOrderMessageRow[], operatorNames: boolean): Promise<WorkOrderMessage[]> {
  const pictures = await repos.workOrders.attachmentsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    author_name: row.author === 'operator' ? (operatorNames ? (row.operator_name ?? '客服') : '客服') : '',
    content: row.content,
    attachments: pictures.filter((picture) => picture.message_id === row.id).map(attachments.view),
    created_at: chinaText(row.created_at),
  }));
}

/**
 * Ties the sender's pictures to their message; any id that is not the sender's own unused picture refuses
 * the whole message (the caller's transaction rolls back): 图片不存在或已使用, 404 like another's work order.
 */
export async function attachPictures(repos: Repositories, owner: { kind: 'user' | 'operator'; id: number }, ids: number[], workOrderId: number, messageId: number): Promise<void> {
  const used = await repos.workOrders.useAttachments(owner, ids, workOrderId, messageId);
  if (used.length !== ids.length) throw new NotFoundError(WorkOrderMessages.imageNotFound);
}

/** The end moments a status brings: set when it ends, cleared when it opens again, kept otherwise. */
export function endMoments(from: WorkOrderStatus, to: WorkOrderStatus, at: Date, row: Pick<WorkOrderRow, 'ended_at' | 'resolved_at'>) {
  if (isEnded(to)) return isEnded(from) ? { ended_at: row.ended_at ?? at, resolved_at: row.resolved_at ?? at } : { ended_at: at, resolved_at: at };
  return { ended_at: null, resolved_at: null };
}
