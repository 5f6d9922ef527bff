import type { WorkOrderMessage } from 'shared-contracts';
import { Empty } from 'shared-contracts/ui';
import { Image } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Row = styled.li<{ $side: 'left' | 'right' | 'centre' }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$side === 'right' ? 'flex-end' : p.$side === 'left' ? 'flex-start' : 'center')};
  gap: 4px;
`;

const Meta = styled.small`
  font-size: 12px;
  color: ${(p) => p.theme.colorTextSecondary};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: 80%;
  padding: 8px 12px;
  border-radius: 8px;
  white-space: pre-wrap;
  word-break: break-word;
  background: ${(p) => (p.$mine ? p.theme.colorPrimaryBg : p.theme.colorFillQuaternary)};
  border: 1px solid ${(p) => (p.$mine ? p.theme.colorPrimaryBorder : p.theme.colorBorderSecondary)};
`;

const System = styled.div`
  max-width: 90%;
  font-size: 12px;
  text-align: center;
  color: ${(p) => p.theme.colorTextSecondary};
  background: ${(p) => p.theme.colorFillQuaternary};
  border-radius: 4px;
  padding: 2px 8px;
`;

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

const SIDE = { merchant: 'right', operator: 'left', system: 'centre' } as const;

/** Who wrote a message, as the merchant sees it. */
const authorOf = (m: WorkOrderMessage) => (m.author === 'merchant' ? '我' : m.author === 'operator' ? m.author_name || '客服' : '系统');

/**
 * The conversation of a work order as a chat thread, oldest first: the merchant's messages on the right,
 * 客服's on the left, the system's centred; each with its time, pictures as thumbnails that open a preview.
 */
export function WorkOrderThread({ messages }: { messages: readonly WorkOrderMessage[] }) {
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <List aria-label="沟通记录">
      {messages.map((m) => (
        <Row key={m.id} $side={SIDE[m.author]} data-author={m.author}>
          <Meta>
            {authorOf(m)} · {m.created_at}
          </Meta>
          {m.author === 'system' ? (
            <System>{m.content}</System>
          ) : (
            <Bubble $mine={m.author === 'merchant'}>
              {m.content}
              {m.attachments.length > 0 ? (
                <Image.PreviewGroup>
                  <Pictures>
                    {m.attachments.map((a, i) => (
                      <Image key={a.id} src={a.url} alt={`图片 ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
                    ))}
                  </Pictures>
                </Image.PreviewGroup>
              ) : null}
            </Bubble>
          )}
        </Row>
      ))}
    </List>
  );
}
