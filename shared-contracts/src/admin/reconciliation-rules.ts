import { z } from 'zod';
import { recordId } from '../schemas/common';
import { ReconciliationMessages } from './reconciliation';

const chinaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** GET /api/admin/reconciliation?date= (default: yesterday, the day the job compares) */
export const reconciliationQuery = z.object({ date: chinaDate.optional() });
/** POST /api/admin/reconciliation/run */
export const reconciliationRunBody = z.object({ date: chinaDate });
/** POST /api/admin/reconciliation/items/:id/resolve */
export const reconciliationResolveBody = z.object({ note: z.string().trim().min(1, ReconciliationMessages.noteRequired).max(200, '处理说明最多 200 个字') });
export const reconciliationItemParams = z.object({ id: recordId(ReconciliationMessages.itemNotFound) });
