import { z } from 'zod';
import { safeString } from '../rules/safe-text';
import { recordId } from '../schemas/common';
import { attachmentIds, workOrderContent, workOrderStatus, workOrderType } from '../schemas/work-orders';
import { pageQuery } from '../schemas/common';

const day = z
  .string({ error: '日期格式应为 YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: '日期不正确' });

/** GET /api/admin/work-orders */
export const adminWorkOrdersQuery = pageQuery.extend({
  /** main-site operators: one site's members' work orders */
  site_id: recordId('站点不正确').optional(),
  status: workOrderStatus.optional(),
  open: z.enum(['1'], { error: '筛选条件不正确' }).optional(),
  type: workOrderType.optional(),
  assignee: z
    .string({ error: '处理人不正确' })
    .regex(/^(me|none|[1-9]\d{0,9})$/, { error: '处理人不正确' })
    .optional(),
  mobile: z
    .string({ error: '手机号不正确' })
    .trim()
    .regex(/^(\d{4}|1\d{10})?$/, { error: '请输入完整手机号或后 4 位' })
    .optional()
    .transform((value) => value || undefined),
  keyword: safeString({ error: '关键词不正确' })
    .trim()
    .max(64, { error: '关键词不正确' })
    .optional()
    .transform((value) => value || undefined),
  start_date: day.optional(),
  end_date: day.optional(),
});

export const adminWorkOrderParams = z.object({ id: recordId('工单不正确') });

export const adminWorkOrderReplyBody = z.object({
  content: workOrderContent,
  attachment_ids: attachmentIds,
  status: workOrderStatus.optional(),
});

export const adminWorkOrderStatusBody = z.object({ status: workOrderStatus });
