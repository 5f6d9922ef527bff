import { WithdrawalAdminMessages, type AdminWithdrawalBatchResult, type AdminWithdrawalRow } from 'shared-contracts/admin';
import { Alert } from 'shared-contracts/ui/more';
import { yuanText } from '../../../shared/yuan-text';
import { outcomeSentence, type WithdrawalVerb } from '../hooks/withdrawals-params';

export interface WithdrawalsOutcome {
  verb: WithdrawalVerb;
  result: AdminWithdrawalBatchResult;
  /** the rows as they were sent, to name the skipped ones */
  rows: AdminWithdrawalRow[];
}

/** What the last 通过 / 驳回 / 重新打款 did, kept above the list until closed: the count done and each skipped row with why. */
export function WithdrawalsOutcomeAlert({ outcome, onClose }: { outcome: WithdrawalsOutcome; onClose: () => void }) {
  const { verb, result, rows } = outcome;
  const named = (id: number) => {
    const row = rows.find((r) => r.id === id);
    return row ? `#${id} ${row.mobile} ${yuanText(row.amount)}` : `#${id}`;
  };
  return (
    <div role="region" aria-label="处理结果" style={{ marginBottom: 12 }}>
      <Alert
        type={result.skipped.length > 0 ? 'warning' : 'success'}
        showIcon
        closable={{ onClose, 'aria-label': '关闭处理结果' }}
        title={
          outcomeSentence(verb, result) +
          (verb === '通过' && result.done.length > 0 ? '，已提交打款' : '') +
          (result.first_approved?.length ? `；${WithdrawalAdminMessages.firstApproved(result.first_approved.length)}` : '')
        }
        description={
          result.skipped.length > 0 ? (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.skipped.map((s) => (
                <li key={s.id}>{`${named(s.id)}：${s.reason}`}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}
