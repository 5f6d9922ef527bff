import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { applyReissueNumbers } from 'shared-contracts';
import type { SheetRejectedRow } from 'recipient-engine/sheets';
import { Button, Flex, Modal, Spin } from 'shared-contracts/ui';
import { Alert, Typography, Upload } from 'shared-contracts/ui/more';
import { InboxOutlined } from 'shared-contracts/icons';
import type { Recipient } from '../../recipients';
import { SheetReadError } from '../../../shared/sheets/hooks/read-sheet';
import { SheetFailureNotice } from '../../../shared/sheets/components/sheet-failure';
import { refuseFile, templateHref, UPLOAD_ACCEPT, UPLOAD_NOTE } from '../../../shared/sheets/components/sheet-upload';
import type { SheetFailure } from '../../../shared/sheets/types';
import { readReissueFile } from '../read-reissue';

export const REISSUE_TEXT = {
  button: '导入补发单号',
  note: '按「订单号」匹配收件人，把「上家单号」填入该收件人的补发单号；表格需有订单号、上家单号两列。',
  filled: (n: number) => `已填入 ${n} 个收件人的补发单号`,
  unmatched: '以下订单号没有对应的收件人：',
  rejected: '以下行未导入：',
} as const;

/** One reissue number for a row (the recipients state's `updateMany`). */
export interface ReissuePatch {
  id: number;
  patch: { lp_reissue_sn: string };
}

type Outcome =
  | { fileName: string; matched: number; unmatched: string[]; rejected: SheetRejectedRow[] }
  | { fileName: string; failure: SheetFailure };

const List = styled.ul`
  margin: 4px 0 0;
  padding-left: 18px;
  max-height: 160px;
  overflow-y: auto;
`;

export interface ReissueImportProps {
  /** The recipient table's rows (read when a file has been read, not when it was chosen). */
  rows: readonly Recipient[];
  /** The numbers to put on the rows, all at once. */
  onApply: (patches: ReissuePatch[]) => void;
}

/**
 * 导入补发单号 (SPEC §2.9, §5; couriers flagged is_wu): a button opening a small dialog with the upload of a
 * 订单号 + 上家单号 sheet (template /api/common/download?type=reissue). The numbers go on the rows with those
 * order numbers; what could not be matched or read is listed.
 */
export function ReissueImport({ rows, onApply }: ReissueImportProps) {
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const rowsNow = useRef(rows);
  useLayoutEffect(() => {
    rowsNow.current = rows;
  });

  const onFile = async (file: File) => {
    const refused = refuseFile(file);
    if (refused) {
      setOutcome({ fileName: file.name, failure: refused });
      return;
    }
    setReading(true);
    try {
      const result = await readReissueFile(file);
      const current = rowsNow.current;
      const applied = applyReissueNumbers(current, result.rows);
      const patches: ReissuePatch[] = [];
      applied.rows.forEach((row, i) => {
        if (row !== current[i]) patches.push({ id: row.id, patch: { lp_reissue_sn: row.lp_reissue_sn ?? '' } });
      });
      if (patches.length > 0) onApply(patches);
      const unmatched = [...new Set(applied.unmatched.map((u) => u.order_sn.trim()))];
      setOutcome({ fileName: file.name, matched: applied.matched, unmatched, rejected: result.rejected });
    } catch (error) {
      const failure: SheetFailure = error instanceof SheetReadError ? error.failure : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
      setOutcome({ fileName: file.name, failure });
    } finally {
      setReading(false);
    }
  };

  const close = () => {
    setOpen(false);
    setOutcome(null);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {REISSUE_TEXT.button}
      </Button>
      <Modal open={open} title={REISSUE_TEXT.button} width={520} onCancel={close} footer={<Button onClick={close}>关闭</Button>} destroyOnHidden>
        <Flex vertical gap={12} data-testid="reissue-import">
          <Upload.Dragger
            accept={{ format: UPLOAD_ACCEPT, filter: 'native' }}
            multiple={false}
            showUploadList={false}
            disabled={reading}
            beforeUpload={(file) => {
              void onFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或将补发单号表格拖到这里上传</p>
            <p className="ant-upload-hint">{UPLOAD_NOTE}</p>
          </Upload.Dragger>
          <Typography.Text type="secondary">
            {REISSUE_TEXT.note}
            <a href={templateHref('reissue')} download>
              下载模板
            </a>
          </Typography.Text>
          {reading ? (
            <Flex gap={8} align="center">
              <Spin size="small" />
              <Typography.Text type="secondary">正在读取…</Typography.Text>
            </Flex>
          ) : null}
          {!reading && outcome ? <OutcomeNotice outcome={outcome} /> : null}
        </Flex>
      </Modal>
    </>
  );
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if ('failure' in outcome) return <SheetFailureNotice failure={outcome.failure} fileName={outcome.fileName} />;
  const { matched, unmatched, rejected } = outcome;
  const description =
    unmatched.length > 0 || rejected.length > 0 ? (
      <>
        {unmatched.length > 0 ? (
          <div aria-label="未匹配的订单号">
            {REISSUE_TEXT.unmatched}
            <List>
              {unmatched.map((order) => (
                <li key={order}>{order}</li>
              ))}
            </List>
          </div>
        ) : null}
        {rejected.length > 0 ? (
          <div aria-label="未导入的行">
            {REISSUE_TEXT.rejected}
            <List>
              {rejected.map((r) => (
                <li key={r.row}>
                  第{r.row}行：{r.reason}
                </li>
              ))}
            </List>
          </div>
        ) : null}
      </>
    ) : undefined;
  return (
    <Alert
      type={matched === 0 ? 'warning' : unmatched.length > 0 || rejected.length > 0 ? 'info' : 'success'}
      showIcon
      data-testid="reissue-outcome"
      title={`${outcome.fileName}：${REISSUE_TEXT.filled(matched)}`}
      description={description}
    />
  );
}
