import { OpenApiMessages, type ApiSetting } from 'shared-contracts';
import { Button, showNotice } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { useIssueApiKeyMutation } from '../api/api-key';
import { refusalOf } from '../utils/refusal';
import { SecretDialog } from './secret-dialog';

export const RESET_WARNING = '重置后旧密钥立即失效，使用旧密钥的系统将无法调用';

/**
 * 生成密钥 (no key yet) or 重置密钥 (after a confirmation): the answer's secret goes to the dialog only, and
 * closing the dialog drops the call's result (`reset`), so the store keeps no secret.
 */
export function KeyActions({ setting }: { setting: ApiSetting }) {
  const [issue, { data, isLoading, reset }] = useIssueApiKeyMutation();
  const resetting = setting.app_key !== null;

  const run = async () => {
    try {
      await issue().unwrap();
      if (resetting) showNotice({ level: 'success', text: OpenApiMessages.keyReset });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) showNotice({ level: 'error', text: refusal });
    }
  };

  return (
    <>
      {resetting ? (
        <Popconfirm title="确定重置密钥？" description={RESET_WARNING} okText="重置密钥" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => run()} disabled={!setting.verified}>
          <Button danger loading={isLoading} disabled={!setting.verified}>
            重置密钥
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={isLoading} disabled={!setting.verified} onClick={() => void run()}>
          生成密钥
        </Button>
      )}
      {data ? <SecretDialog apiKey={data} onClose={reset} /> : null}
    </>
  );
}
