import { ALL_OPERATOR_ROLES, OPERATOR_STATUSES, type AdminOperatorsQuery, type OperatorRole, type OperatorStatus } from 'shared-contracts/admin';
import { defineListParams, z, type ListParams } from 'shared-kits/list-page';

/** 操作员's filters, held in the URL: role (a main site's or a 分站's) and status (the list is short: it pages in the browser). */
export const operatorsListParams = defineListParams({
  role: z.enum(ALL_OPERATOR_ROLES as [OperatorRole, ...OperatorRole[]]).optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
});

type OperatorsParams = ListParams<{
  role?: OperatorRole;
  status?: OperatorStatus;
}>;

/** The URL's filters → GET /api/admin/operators's query (only what is set). */
export function toOperatorsQuery(params: OperatorsParams): AdminOperatorsQuery {
  return {
    ...(params.role ? { role: params.role } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
}
