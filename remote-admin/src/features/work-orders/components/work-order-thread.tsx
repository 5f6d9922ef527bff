import type { WorkOrderMessage } from 'shared-contracts';
import { Space, Tag } from 'shared-contracts/ui';
import { Image, Typography } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: 10px 12px;
    margin-bottom: 8px;
    border-radius: 6px;
    background: ${({ theme }) => theme.colorFillQuaternary};
  }
  > li.operator {
    background: ${({ theme }) => theme.colorPrimaryBg};
  }
  > li.system {
    background: transparent;
    border: 1px dashed ${({ theme }) => theme.colorBorder};
  }
  .content {
    white-space: pre-wrap;
    word-break: break-word;
    margin: 6px 0 0;
  }
`;

/** Who wrote a message, as 客服 sees it: 商家, 客服 with the operator's name, or 系统. */
function Author({ message, merchant }: { message: WorkOrderMessage; merchant: string }) {
  if (message.author === 'operator') return <Tag color="blue">{message.author_name ? `客服 ${message.author_name}` : '客服'}</Tag>;
  if (message.author === 'system') return <Tag>系统</Tag>;
  return <Tag color="orange">{`商家 ${merchant}`}</Tag>;
}

/** The conversation, oldest first: each message's author, time, text and pictures (click to preview). */
export function WorkOrderThread({ messages, merchant }: { messages: WorkOrderMessage[]; merchant: string }) {
  return (
    <Thread aria-label="对话记录">
      {messages.map((message) => (
        <li key={message.id} className={message.author}>
          <Space size={8} wrap>
            <Author message={message} merchant={merchant} />
            <Typography.Text type="secondary">{message.created_at}</Typography.Text>
          </Space>
          <p className="content">{message.content}</p>
          {message.attachments.length > 0 ? (
            <Image.PreviewGroup>
              <Space wrap size={8}>
                {message.attachments.map((picture, i) => (
                  <Image key={picture.id} src={picture.url} alt={`图片 ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
        </li>
      ))}
    </Thread>
  );
}
