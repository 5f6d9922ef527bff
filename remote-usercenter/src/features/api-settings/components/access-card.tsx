import type { ApiSetting } from 'shared-contracts';
import { Card, Descriptions, Typography } from 'shared-contracts/ui/more';
import { chinaTime } from '../../../utils/china-time';
import { EnableSwitch } from './enable-switch';
import { KeyActions } from './key-actions';

/** 开通状态 and 密钥: the switch, the AppKey with copy, 生成密钥 / 重置密钥, when the secret in use was made. */
export function AccessCard({ setting }: { setting: ApiSetting }) {
  return (
    <Card title="开通与密钥" data-testid="api-access">
      <Descriptions column={1} styles={{ label: { width: 120 } }}>
        <Descriptions.Item label="开通状态">
          <EnableSwitch setting={setting} />
        </Descriptions.Item>
        <Descriptions.Item label="AppKey">
          {setting.app_key ? (
            <Typography.Text code copyable={{ text: setting.app_key, tooltips: ['复制 AppKey', '已复制'] }}>
              {setting.app_key}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">尚未生成</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="AppSecret">
          <Typography.Text type="secondary">{setting.app_key ? '仅在生成时显示一次，遗失请重置' : '生成密钥后显示一次'}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="密钥创建时间">{setting.secret_created_at ? chinaTime(setting.secret_created_at) : '—'}</Descriptions.Item>
        <Descriptions.Item label="操作">
          <KeyActions setting={setting} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
