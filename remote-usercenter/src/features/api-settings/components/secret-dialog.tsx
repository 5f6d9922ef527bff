import type { ApiKey } from 'shared-contracts';
import { Button, Modal } from 'shared-contracts/ui';
import { Alert, Descriptions, Typography } from 'shared-contracts/ui/more';

export const SECRET_ONCE_TEXT = '密钥只显示这一次，请立即妥善保存';

/**
 * The new AppSecret, shown this once with copy. Closing it (× or 我已保存) calls `onClose`, which forgets it:
 * nothing keeps the secret after the dialog.
 */
export function SecretDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  return (
    <Modal
      title="API密钥"
      open
      onCancel={onClose}
      width={560}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert type="warning" showIcon title={SECRET_ONCE_TEXT} description="关闭后无法再次查看；遗失时只能重置密钥，旧密钥随即失效。" style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="AppKey">
          <Typography.Text code copyable={{ text: apiKey.app_key, tooltips: ['复制 AppKey', '已复制'] }}>
            {apiKey.app_key}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="AppSecret">
          <Typography.Text code copyable={{ text: apiKey.app_secret, tooltips: ['复制 AppSecret', '已复制'] }} style={{ wordBreak: 'break-all' }}>
            {apiKey.app_secret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
