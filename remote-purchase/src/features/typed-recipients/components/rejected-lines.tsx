import type { RejectedLine } from 'recipient-engine/recipients';
import { Alert } from 'shared-contracts/ui/more';

const SHOWN = 20;

/** Lines that are not recipients, with the reason, so the user can fix them in the box. */
export function RejectedLines({ lines }: { lines: RejectedLine[] }) {
  const shown = lines.slice(0, SHOWN);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="rejected-lines"
      title={`${lines.length} 行未识别`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {shown.map((l) => (
            <li key={`${l.line}-${l.code}`}>
              第{l.line}行：{l.reason}
            </li>
          ))}
          {lines.length > SHOWN ? <li>…另有 {lines.length - SHOWN} 行</li> : null}
        </ul>
      }
    />
  );
}
