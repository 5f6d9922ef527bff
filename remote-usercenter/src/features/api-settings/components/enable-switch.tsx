import type { ApiSetting } from 'shared-contracts';
import { showNotice, Space } from 'shared-contracts/ui';
import { Switch, Typography } from 'shared-contracts/ui/more';
import { useSaveApiSettingMutation } from '../api/api-setting';
import { refusalOf } from '../utils/refusal';

/**
 * 开通API: saved at once with the settings as saved (what is being typed in 回调设置 stays there). The server
 * refuses without a key or verification: its message is shown and the switch stays as it was.
 */
export function EnableSwitch({ setting }: { setting: ApiSetting }) {
  const [save, { isLoading }] = useSaveApiSettingMutation();
  const toggle = async (enabled: boolean) => {
    try {
      await save({ enabled, callback_url: setting.callback_url, ip_whitelist: setting.ip_whitelist }).unwrap();
      showNotice({ level: 'success', text: enabled ? 'API已开通' : 'API已关闭' });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) showNotice({ level: 'error', text: refusal });
    }
  };
  return (
    <Space size={12}>
      <Switch aria-label="开通API" checked={setting.enabled} loading={isLoading} disabled={!setting.verified} onChange={(on) => void toggle(on)} />
      <Typography.Text type={setting.enabled ? 'success' : 'secondary'}>
        {setting.enabled ? '已开通：你的系统可用 AppKey 签名调用接口' : '未开通：使用该 AppKey 的调用都会被拒绝'}
      </Typography.Text>
    </Space>
  );
}
