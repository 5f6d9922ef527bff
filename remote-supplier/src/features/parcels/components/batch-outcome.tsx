import type { SupplierBatchResult } from 'shared-contracts/supplier';
import { Alert } from 'shared-contracts/ui/more';

export type BatchVerb = '发货' | '标记无法发货';

export interface BatchOutcome {
  verb: BatchVerb;
  result: SupplierBatchResult;
  /** parcel id → what the supplier knows it by (its waybill number), for the skipped ones */
  names: Record<number, string>;
}

/** 已发货 28 个；跳过 2 个 */
export function outcomeSentence(verb: BatchVerb, result: SupplierBatchResult): string {
  const done = result.done.length > 0 ? `已${verb} ${result.done.length} 个包裹` : `没有包裹被${verb}`;
  return result.skipped.length > 0 ? `${done}；跳过 ${result.skipped.length} 个` : done;
}

/** What a batch did, kept above the list until closed: the counts, and each skipped parcel with why. */
export function BatchOutcomeAlert({ outcome, onClose }: { outcome: BatchOutcome; onClose: () => void }) {
  const { verb, result, names } = outcome;
  return (
    <section aria-label="处理结果" style={{ marginBottom: 12 }}>
      <Alert
        type={result.skipped.length > 0 ? 'warning' : 'success'}
        showIcon
        closable={{ onClose, 'aria-label': '关闭处理结果' }}
        title={outcomeSentence(verb, result)}
        description={
          result.skipped.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {result.skipped.map((skip) => (
                <li key={skip.id}>
                  {names[skip.id] ?? `包裹 #${skip.id}`}：{skip.reason}
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </section>
  );
}
