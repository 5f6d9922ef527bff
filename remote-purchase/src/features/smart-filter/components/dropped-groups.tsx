import styled from 'styled-components';
import { DROP_REASON_NAMES, type DropReason } from 'shared-contracts';
import { Button, Flex } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { SheetRecipient } from '../../../shared/sheets/types';

/** Rows listed per group (恢复全部 restores them all). */
export const GROUP_SHOWN = 200;

const Group = styled.section`
  border: 1px solid rgba(5, 5, 5, 0.1);
  border-radius: 6px;
  padding: 8px 12px;
`;

const Rows = styled.ul`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  max-height: 200px;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 2px 0;
    font-size: 13px;
  }
  li > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface DroppedGroup {
  reason: DropReason;
  rows: SheetRecipient[];
}

/** What the row shows of itself: 第N行, order number, name, and why (its statuses) where that helps. */
function describe(row: SheetRecipient, reason: DropReason): string {
  const why = reason === 'status' ? row.statuses.join('，') : reason === 'remark' ? row.remark : reason === 'buyer' ? row.use_name : '';
  return [`第${row.row}行`, row.shop_order, row.rec_name, why && `（${why}）`].filter(Boolean).join(' ');
}

/** The dropped rows, grouped by reason, each with 恢复, each group with 恢复全部. */
export function DroppedGroups({ groups, onRestore }: { groups: readonly DroppedGroup[]; onRestore: (rows: readonly SheetRecipient[]) => void }) {
  if (groups.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="filter-dropped">
      {groups.map(({ reason, rows }) => (
        <Group key={reason} aria-label={DROP_REASON_NAMES[reason]} data-reason={reason}>
          <Flex justify="space-between" align="center">
            <Typography.Text strong>
              {DROP_REASON_NAMES[reason]}：去掉 {rows.length} 行
            </Typography.Text>
            <Button size="small" onClick={() => onRestore(rows)}>
              恢复全部
            </Button>
          </Flex>
          <Rows>
            {rows.slice(0, GROUP_SHOWN).map((row) => (
              <li key={row.row} data-row={row.row}>
                <span title={describe(row, reason)}>{describe(row, reason)}</span>
                <Button type="link" size="small" onClick={() => onRestore([row])}>
                  恢复
                </Button>
              </li>
            ))}
          </Rows>
          {rows.length > GROUP_SHOWN ? <Typography.Text type="secondary">仅列出前 {GROUP_SHOWN} 行，其余可用“恢复全部”恢复</Typography.Text> : null}
        </Group>
      ))}
    </Flex>
  );
}
