import { Button, Flex, showNotice } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { SHEET_TEXT, type SheetRecipient } from '../types';

/** What a file's recipient source (表格导入, 智能筛选) is given by the purchase dialog. */
export interface SheetSourceProps {
  /** The platform of step 1 (a file that looks like another platform is pointed out). */
  platform: number | null;
  /** 添加到收件人列表: the file's rows that are kept (after filtering and edits). */
  onAdd: (rows: SheetRecipient[]) => void;
  /** Asked before adding: false stops it (e.g. 请先选择平台, said by the caller). */
  canAdd?: () => boolean;
  disabled?: boolean;
}

/**
 * 添加到收件人列表 under a file's rows (`rows` null: no file read yet): says why nothing is added, or hands
 * the rows over and says how many.
 */
export function AddRowsBar({
  rows,
  onAdd,
  canAdd,
  disabled,
}: Pick<SheetSourceProps, 'onAdd' | 'canAdd'> & { rows: SheetRecipient[] | null; disabled: boolean }) {
  const add = () => {
    if (!rows) {
      showNotice({ level: 'warning', text: SHEET_TEXT.noFile });
      return;
    }
    if (canAdd && !canAdd()) return;
    if (rows.length === 0) {
      showNotice({ level: 'warning', text: '没有可添加的收件人' });
      return;
    }
    onAdd(rows);
    showNotice({ level: 'success', text: `已添加 ${rows.length} 个收件人到收件人列表` });
  };
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text type="secondary">地址为机器识别，请仔细核对后再添加。</Typography.Text>
      <Button type="primary" disabled={disabled} onClick={add}>
        添加到收件人列表
      </Button>
    </Flex>
  );
}
