import { CustomerServiceOutlined, PhoneOutlined, QrcodeOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import styled from 'styled-components';
import { HOTLINE_LABEL, SERVICE_HOURS } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { FloatButton, Popover, QRCode, Typography } from 'shared-contracts/ui';

const Panel = styled.div`
  min-width: 200px;
  line-height: 2;
`;

/** Customer-service floating panel (online chat contacts, hotline 7×24, QR code, service hours) and back-to-top. */
export function ServicePanel() {
  const { contacts, hotline, qrcode } = useSiteConfig();
  return (
    <FloatButton.Group shape="square" style={{ insetInlineEnd: 24, bottom: 96 }} aria-label="客服">
      <Popover
        placement="left"
        title="在线客服"
        content={
          <Panel>
            {contacts.length === 0 ? <Typography.Text type="secondary">暂无在线客服</Typography.Text> : null}
            {contacts.map((c) => (
              <div key={`${c.type}-${c.value}`}>
                {c.type}（{c.name}）：<Typography.Text copyable>{c.value}</Typography.Text>
              </div>
            ))}
            <Typography.Text type="secondary">服务时间 {SERVICE_HOURS}</Typography.Text>
          </Panel>
        }
      >
        <FloatButton icon={<CustomerServiceOutlined />} content="客服" />
      </Popover>
      <Popover
        placement="left"
        title={`客服热线（${HOTLINE_LABEL}）`}
        content={
          <Panel>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {hotline || '—'}
            </Typography.Text>
          </Panel>
        }
      >
        <FloatButton icon={<PhoneOutlined />} content="热线" />
      </Popover>
      {qrcode ? (
        <Popover placement="left" title="微信扫码咨询" content={<QRCode value={qrcode} size={140} bordered={false} />}>
          <FloatButton icon={<QrcodeOutlined />} content="扫码" />
        </Popover>
      ) : null}
      <FloatButton.BackTop icon={<VerticalAlignTopOutlined />} content="顶部" visibilityHeight={300} />
    </FloatButton.Group>
  );
}
