import { CallerLimitMessages, type ApiSetting, type CallbackTestResult } from 'shared-contracts';
import { Button, Space } from 'shared-contracts/ui';
import { Alert, Typography } from 'shared-contracts/ui/more';
import { useTestCallbackMutation } from '../api/callback-test';
import { refusalOf } from '../utils/refusal';

/** What the URL answered: `HTTP 200`, or that no answer came (never how long it took: the server does not say). */
export function answerText({ status_code }: CallbackTestResult): string {
  return status_code === null ? CallerLimitMessages.callbackNoAnswer : `HTTP ${status_code}`;
}

function Answer({ result }: { result: CallbackTestResult }) {
  return (
    <Alert
      role="status"
      type={result.delivered ? 'success' : 'error'}
      showIcon
      title={result.delivered ? '测试回调已送达' : '测试回调未送达'}
      description={answerText(result)}
    />
  );
}

/** 发送测试回调: one `callback.test` to the saved URL, now; delivered or not and its answer code, or the refusal. */
export function CallbackTest({ setting }: { setting: ApiSetting }) {
  const [send, { data, error, isLoading, reset }] = useTestCallbackMutation();
  const refusal = error ? refusalOf(error) : null;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space size={12} wrap>
        <Button
          loading={isLoading}
          disabled={!setting.verified || !setting.callback_url}
          onClick={() => {
            reset();
            void send();
          }}
        >
          发送测试回调
        </Button>
        <Typography.Text type="secondary">{setting.callback_url ? `发送到已保存的地址：${setting.callback_url}` : '保存回调地址后可发送测试回调'}</Typography.Text>
      </Space>
      {data && !isLoading ? <Answer result={data} /> : null}
      {refusal && !isLoading ? <Alert role="alert" type="error" showIcon title={refusal} /> : null}
    </Space>
  );
}
