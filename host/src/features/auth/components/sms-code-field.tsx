import { MessageOutlined } from 'shared-contracts/icons/more';
import { SMS_CODE_LENGTH, type SmsScene } from 'shared-contracts';
import { smsCodeSchema } from 'shared-contracts/rules';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { InlineRow } from './auth-styles';
import { SendCodeButton } from './send-code-button';

/** The 6-digit SMS code with its 获取验证码 button (SPEC §5). */
export function SmsCodeField({ scene }: { scene: SmsScene }) {
  return (
    <Form.Item>
      <InlineRow>
        <Form.Item name="sms_code" rules={[zodRule(smsCodeSchema)]} noStyle>
          <Input
            size="large"
            prefix={<MessageOutlined />}
            placeholder="请输入短信验证码"
            aria-label="短信验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
          />
        </Form.Item>
        <SendCodeButton scene={scene} />
      </InlineRow>
    </Form.Item>
  );
}
