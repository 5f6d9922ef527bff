import type { AuditRow } from 'shared-contracts/admin';
import styled from 'styled-components';

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colorLink};
  }
  > div {
    display: grid;
    gap: 4px;
    margin-top: 8px;
  }
  pre {
    margin: 0;
    padding: 8px;
    max-height: 320px;
    overflow: auto;
    font-size: ${({ theme }) => theme.fontSizeSM}px;
    background: ${({ theme }) => theme.colorFillQuaternary};
    border-radius: ${({ theme }) => theme.borderRadiusSM}px;
    white-space: pre-wrap;
    word-break: break-all;
  }
  h4 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizeSM}px;
    color: ${({ theme }) => theme.colorTextSecondary};
  }
`;

/** JSON as text for the log: absent values say so. */
export function auditJson(value: unknown): string {
  if (value === null || value === undefined) return '（无）';
  return JSON.stringify(value, null, 2);
}

/** A row's change, folded: 查看变更 opens before → after (phones and ID numbers arrive masked). */
export function AuditChange({ row }: { row: AuditRow }) {
  if ((row.before === null || row.before === undefined) && (row.after === null || row.after === undefined)) return <span>—</span>;
  return (
    <Details>
      <summary>查看变更</summary>
      <div>
        <section aria-label="变更前">
          <h4>变更前</h4>
          <pre>{auditJson(row.before)}</pre>
        </section>
        <span aria-hidden>↓</span>
        <section aria-label="变更后">
          <h4>变更后</h4>
          <pre>{auditJson(row.after)}</pre>
        </section>
      </div>
    </Details>
  );
}
