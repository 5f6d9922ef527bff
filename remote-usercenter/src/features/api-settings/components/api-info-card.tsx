import type { ApiSetting } from 'shared-contracts';
import { Space } from 'shared-contracts/ui';
import { Card, Descriptions, Typography } from 'shared-contracts/ui/more';

/** 接口信息: the base URL with copy, the rate limit, how calls are signed, the reference and the guide (new tabs). */
export function ApiInfoCard({ setting }: { setting: ApiSetting }) {
  return (
    <Card title="接口信息" data-testid="api-info">
      <Descriptions column={1} styles={{ label: { width: 120 } }}>
        <Descriptions.Item label="接口地址">
          <Typography.Text code copyable={{ text: setting.base_url, tooltips: ['复制接口地址', '已复制'] }}>
            {setting.base_url}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="频率限制">{setting.rate_limit} 次/分钟（每个 AppKey，超出返回 HTTP 429）</Descriptions.Item>
        <Descriptions.Item label="签名方式">HMAC-SHA256，请求头 X-App-Key、X-Timestamp、X-Nonce、X-Signature</Descriptions.Item>
        <Descriptions.Item label="文档">
          <Space size={16}>
            <a href={setting.docs_url} target="_blank" rel="noopener noreferrer">
              接口文档
            </a>
            <a href={setting.guide_url} target="_blank" rel="noopener noreferrer">
              接入指南
            </a>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
