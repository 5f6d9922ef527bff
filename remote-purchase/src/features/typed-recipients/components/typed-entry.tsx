import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Flex, showNotice } from 'shared-contracts/ui';
import { Alert, Input, Typography } from 'shared-contracts/ui/more';
import type { RecognisedRow } from 'recipient-engine/recipients';
import { useRecognition } from '../hooks/use-recognition';
import { RejectedLines } from './rejected-lines';

const PLACEHOLDER = [
  '每行一个收件人，依次为：订单号（可不填），姓名，手机号，地址',
  '例如：2311201234567890，张三，13800138000，浙江省杭州市西湖区文三路100号',
  '也可直接粘贴店铺后台复制的“收货人：… 手机号码：… 所在地区：… 详细地址：…”',
].join('\n');

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export interface TypedEntryProps {
  /** The recognised rows, after each recognition (the whole text's). */
  onRowsChange?: (rows: RecognisedRow[]) => void;
  /** Asked before recognising: false stops it (e.g. 请先选择平台, said by the caller). */
  canAdd?: () => boolean;
  /** The platform takes no typed recipients: the box is read-only (its text kept). */
  disabled?: boolean;
}

/**
 * Typed recipients (SPEC §2.8): recognised on paste, on Enter and on 完成添加; the rows go to the
 * purchase's recipient table. What the user typed stays in the box whatever happens.
 */
export function TypedEntry({ onRowsChange, canAdd, disabled = false }: TypedEntryProps = {}) {
  const [text, setText] = useState('');
  const { result, running, failure, run } = useRecognition();

  const recogniseText = async (value: string) => {
    if (disabled || (canAdd && !canAdd())) return;
    const next = await run(value);
    // a text that fails as a whole (empty, nothing recognised) changes no rows
    if (next?.message) showNotice({ level: 'warning', text: next.message });
    else if (next) onRowsChange?.(next.rows);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    // the pasted text is in the box on the next tick
    setTimeout(() => void recogniseText(target.value), 0);
  };
  const onKeyUp = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) void recogniseText(event.currentTarget.value);
  };

  return (
    <Panel aria-label="手动输入收件人">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPaste={onPaste}
        onKeyUp={onKeyUp}
        placeholder={PLACEHOLDER}
        autoSize={{ minRows: 6, maxRows: 14 }}
        aria-label="收件人信息"
        disabled={disabled}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">地址为机器识别，请仔细核对识别结果。</Typography.Text>
        <Button type="primary" loading={running} disabled={disabled} onClick={() => void recogniseText(text)}>
          完成添加
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon title={`识别失败：${failure}`} /> : null}
      {result && result.rejected.length > 0 ? <RejectedLines lines={result.rejected} /> : null}
    </Panel>
  );
}
