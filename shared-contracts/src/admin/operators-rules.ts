import { z } from 'zod';
import { AdminMessages } from './messages';
import { OPERATOR_STATUSES } from './operators';
import { ALL_OPERATOR_ROLES, type OperatorRole } from './permissions';

/** GET /api/admin/operators: by role and status. */
export const adminOperatorsQuery = z.object({
  role: z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]], { error: AdminMessages.roleInvalid }).optional(),
  status: z.enum(OPERATOR_STATUSES, { error: '状态不正确' }).optional(),
});

/** PUT /api/admin/operators/:id/role */
export const adminOperatorRoleBody = z.object({
  role: z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]], { error: AdminMessages.roleInvalid }),
});
