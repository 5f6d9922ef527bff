import styled from 'styled-components';
import { SHEET_TEMPLATES, SHEET_TEMPLATE_KEYS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from 'shared-contracts';
import { Flex } from 'shared-contracts/ui';
import { Typography, Upload } from 'shared-contracts/ui/more';
import { InboxOutlined } from 'shared-contracts/icons';
import { SHEET_TEXT, type SheetFailure } from '../types';

/** Help articles 1–4 (server/src/db/content/help-articles.ts), opened in a new tab so the purchase stays. */
export const SHEET_HELP_ARTICLES = [
  { id: 1, title: '智能筛选怎么用？' },
  { id: 2, title: '表格有密码打不开怎么办？' },
  { id: 3, title: '如何从淘宝、京东、拼多多、抖店导出订单？' },
  { id: 4, title: '导入表格的格式要求' },
] as const;

export const helpArticleHref = (id: number) => `/help-center/article/${id}`;
export const templateHref = (key: string) => `/api/common/download?type=${key}`;

export const UPLOAD_NOTE = '仅支持 CSV、XLSX、XLS 格式；文件大小不超过 5M';
/** The file chooser's types (.xlsx,.xls,.csv). */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.map((t) => `.${t}`).join(',');

/** Why this file is refused before reading it (SPEC §9: xlsx/xls/csv, 5 MB), or null. */
export function refuseFile(file: { name: string; size: number }): SheetFailure | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(UPLOAD_TYPES as readonly string[]).includes(ext)) return { kind: 'unsupported_type', message: SHEET_TEXT.unsupportedType };
  if (file.size > UPLOAD_MAX_BYTES) return { kind: 'too_large', message: SHEET_TEXT.tooLarge };
  if (file.size === 0) return { kind: 'unreadable', message: '文件是空的' };
  return null;
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 13px;
`;

export interface SheetUploadProps {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The file last chosen (its name), shown under the drop area. */
  fileName?: string | null;
}

/** Drag or click upload (SPEC §2.9) with its notes, help articles 1–4 and the four platform templates. */
export function SheetUpload({ onFile, disabled = false, fileName }: SheetUploadProps) {
  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        // the chooser offers only these; a dropped file of another type still reaches beforeUpload (上传失败 says why)
        accept={{ format: UPLOAD_ACCEPT, filter: 'native' }}
        multiple={false}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="sheet-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或将订单表格拖到这里上传</p>
        <p className="ant-upload-hint">{UPLOAD_NOTE}</p>
      </Upload.Dragger>
      {fileName ? <Typography.Text type="secondary">当前文件：{fileName}</Typography.Text> : null}
      <Links aria-label="导入帮助">
        <Typography.Text type="secondary">帮助：</Typography.Text>
        {SHEET_HELP_ARTICLES.map((a) => (
          <a key={a.id} href={helpArticleHref(a.id)} target="_blank" rel="noreferrer">
            {a.title}
          </a>
        ))}
      </Links>
      <Links aria-label="模板下载">
        <Typography.Text type="secondary">模板下载：</Typography.Text>
        {SHEET_TEMPLATE_KEYS.map((key) => (
          <a key={key} href={templateHref(key)} download>
            {SHEET_TEMPLATES[key].name}模板
          </a>
        ))}
      </Links>
    </Flex>
  );
}
