import { useRef, useState } from 'react';
import styled from 'styled-components';
import { isSiteLink } from 'shared-contracts/admin/rules';
import { Button, Col, Row, Space, useRestoredStyles, useSanitisedHtml } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import { Muted, ProblemText } from '../../../shared/muted-text';

const Preview = styled.div`
  min-height: 200px;
  max-height: 480px;
  overflow: auto;
  padding: 8px 12px;
  line-height: 1.8;
  border: 1px dashed ${(p) => p.theme.colorBorder};
  border-radius: 6px;
  img {
    max-width: 100%;
  }
`;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface HtmlEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** the editor's name, e.g. 公告内容 */
  label: string;
  rows?: number;
}

/**
 * Rich text as HTML (a form control): the HTML in a text area with 加粗 / 段落 / 换行 / 链接 buttons that wrap
 * the selection, beside a live preview made safe by the same sanitiser the shop renders it with
 * (`useSanitisedHtml`) — what the preview drops (scripts, onerror…) the server drops on save too.
 */
export function HtmlEditor({ value = '', onChange, label, rows = 14 }: HtmlEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [link, setLink] = useState<{
    start: number;
    end: number;
    href: string;
    problem: string;
  } | null>(null);
  const html = useSanitisedHtml(value);
  const restoreStyles = useRestoredStyles(html);

  const selection = () => ({
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  });
  const insert = (start: number, end: number, before: string, after: string, fallback: string) => {
    const selected = value.slice(start, end) || fallback;
    onChange?.(value.slice(0, start) + before + selected + after + value.slice(end));
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };
  const wrap = (before: string, after: string, fallback: string) => {
    const { start, end } = selection();
    insert(start, end, before, after, fallback);
  };
  const lineBreak = () => {
    const { end } = selection();
    insert(end, end, '', '<br>', '');
  };
  const addLink = () => {
    if (!link) return;
    const href = link.href.trim();
    if (!isSiteLink(href)) {
      setLink({
        ...link,
        problem: '链接应为站内路径（以 / 开头）或 https:// 地址',
      });
      return;
    }
    insert(link.start, link.end, `<a href="${attr(href)}">`, '</a>', '链接文字');
    setLink(null);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Space wrap style={{ marginBottom: 8 }} role="toolbar" aria-label={`${label}格式`}>
          <Button size="small" onClick={() => wrap('<b>', '</b>', '加粗文字')}>
            加粗
          </Button>
          <Button size="small" onClick={() => wrap('<p>', '</p>', '段落文字')}>
            段落
          </Button>
          <Button size="small" onClick={lineBreak}>
            换行
          </Button>
          <Button size="small" onClick={() => setLink({ ...selection(), href: '', problem: '' })}>
            链接
          </Button>
        </Space>
        {link ? (
          <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
            <Input
              aria-label="链接地址"
              placeholder="/gift-list 或 https://…"
              value={link.href}
              status={link.problem ? 'error' : undefined}
              onChange={(e) => setLink({ ...link, href: e.target.value, problem: '' })}
              onPressEnter={addLink}
            />
            <Button type="primary" onClick={addLink}>
              插入链接
            </Button>
            <Button onClick={() => setLink(null)}>取消</Button>
          </Space.Compact>
        ) : null}
        {link?.problem ? (
          <ProblemText role="alert" style={{ marginBottom: 8 }}>
            {link.problem}
          </ProblemText>
        ) : null}
        <Input.TextArea
          aria-label={label}
          rows={rows}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          ref={(instance) => {
            area.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          style={{ fontFamily: 'monospace' }}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Muted style={{ marginBottom: 8 }}>预览（与前台显示一致，已去除不安全内容）</Muted>
        <Preview ref={restoreStyles} aria-label={`${label}预览`} role="region" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
      </Col>
    </Row>
  );
}
