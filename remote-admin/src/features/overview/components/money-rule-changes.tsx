import { ALL_OPERATOR_ROLES, MoneyRuleChangeTexts as T, ROLE_NAMES, type MoneyRuleChange, type OperatorRole } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';

const roleName = (role: string) => ((ALL_OPERATOR_ROLES as readonly string[]).includes(role) ? ROLE_NAMES[role as OperatorRole] : role);

/** One change as a line: when, who, what, each field before → after. */
export const changeLine = (change: MoneyRuleChange) =>
  `${change.at} ${change.operator_name}（${roleName(change.role)}） ${change.subject}：${change.changes
    .map((c) => `${c.field} ${c.before} → ${c.after}`)
    .join('，')}`;

/**
 * 概览's 最近的资金规则变更 (issue 35): every change of the last 7 days to a rule that makes money — 推广设置's rate and
 * freeze, a member group's discount (main site or 分站), a 分站's own promotion rate, 资金安全 — as an alert for every
 * operator who reads 概览. The changes come with GET /api/admin/dashboard.
 */
export function MoneyRuleChanges({ changes }: { changes: MoneyRuleChange[] }) {
  return (
    <Card
      size="small"
      title={
        <span>
          {T.title} {changes.length ? <Tag color="warning">{changes.length}</Tag> : null}
        </span>
      }
      aria-label={T.title}
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {T.hint}
      </Typography.Paragraph>
      {changes.length ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {changes.map((change) => (
            <li key={change.id}>{changeLine(change)}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{T.none}</Typography.Text>
      )}
    </Card>
  );
}
