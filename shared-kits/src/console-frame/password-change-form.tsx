import { useState, type ReactNode } from 'react';
import { errorMessage } from 'shared-contracts/app';
import { LockOutlined } from 'shared-contracts/icons/more';
import { Button } from 'shared-contracts/ui';
import { Alert, Form, Input, notSameAsRule, sameAsRule, type FormRule } from 'shared-contracts/ui/more';

/** What is sent: the password now and the new one (确认新密码 stays in the form). */
export interface PasswordChangeValues {
  old_password: string;
  password: string;
  /** the operator's first TOTP code while enrolling (issue 35), from an `extra` field named `totp` */
  totp?: string;
}

interface Values extends PasswordChangeValues {
  confirm: string;
}

/** The console's password rules, as its server has them. */
export interface PasswordPolicy {
  /** the password now */
  old: FormRule;
  /** the new password (its length and kinds of characters) */
  new: FormRule[];
  /** the new password's longest length */
  maxLength: number;
  /** the new password's hint, e.g. 6-20位 */
  placeholder?: string;
  /** said when the new password is the one now */
  sameText: string;
}

export interface PasswordChangeFormProps {
  /** the form's name: 修改初始密码, 修改密码 */
  label: string;
  /** whose console: 运营后台, 供应商中心 (修改后才能使用…) */
  area: string;
  /** the one-time password is unchanged: the 首次登录 warning on top, and the password now is 初始密码 (else 当前密码) */
  forced: boolean;
  /** on top when not forced: who is signed in */
  who?: ReactNode;
  policy: PasswordPolicy;
  /** sends the passwords; rejects with the server's refusal */
  send: (values: PasswordChangeValues) => Promise<unknown>;
  sending: boolean;
  /** once changed: where to go next */
  onChanged: () => void;
  /** a refusal without words of its own (default: the server's busy message) */
  failed?: string;
  /** under 确认修改 */
  footer?: ReactNode;
  /** above 确认修改, inside the form: e.g. the operator's TOTP enrolment (its `totp` field is sent along) */
  extra?: ReactNode;
}

/**
 * 修改密码 of a console's own account: the password now, the new one twice (not the same as now, both alike), 确认修改.
 * A refusal is said above the form in the server's words and what was typed stays.
 */
export function PasswordChangeForm({ label, area, forced, who, policy, send, sending, onChanged, failed, footer, extra }: PasswordChangeFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const oldLabel = forced ? '初始密码' : '当前密码';

  const submit = async ({ old_password, password, totp }: Values) => {
    setRefusal(null);
    try {
      await send({ old_password, password, ...(totp ? { totp } : {}) });
      onChanged();
    } catch (error) {
      setRefusal(errorMessage(error, failed));
    }
  };

  return (
    <Form<Values> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label={label}>
      {forced ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="首次登录，请先修改初始密码" description={`修改后才能使用${area}。`} /> : who}
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form.Item name="old_password" label={oldLabel} rules={[policy.old]}>
        <Input.Password size="large" maxLength={64} autoComplete="current-password" prefix={<LockOutlined />} aria-label={oldLabel} />
      </Form.Item>
      <Form.Item name="password" label="新密码" dependencies={['old_password']} rules={[...policy.new, notSameAsRule('old_password', policy.sameText)]}>
        <Input.Password size="large" maxLength={policy.maxLength} autoComplete="new-password" prefix={<LockOutlined />} aria-label="新密码" placeholder={policy.placeholder} />
      </Form.Item>
      <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={[{ required: true, message: '请再次输入新密码' }, sameAsRule('password', '两次输入的密码不一致')]}>
        <Input.Password size="large" maxLength={policy.maxLength} autoComplete="new-password" prefix={<LockOutlined />} aria-label="确认新密码" />
      </Form.Item>
      {extra}
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        确认修改
      </Button>
      {footer}
    </Form>
  );
}
