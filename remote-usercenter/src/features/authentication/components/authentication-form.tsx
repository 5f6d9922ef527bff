import { idNumberSchema, realNameSchema } from 'shared-contracts/rules';
import { Button } from 'shared-contracts/ui';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useSubmitAuthentication, type AuthenticationValues } from '../hooks/use-submit-authentication';

const Narrow = styled.div`
  max-width: 460px;
`;

/**
 * 真实姓名 and 身份证号码, checked with the server's own rules (the same messages), then 提交认证. What was
 * typed stays when the check refuses it. The number is not remembered by the browser's autofill.
 */
export function AuthenticationForm() {
  const [form] = Form.useForm<AuthenticationValues>();
  const { submit, isLoading } = useSubmitAuthentication();
  return (
    <Narrow>
      <Form form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)} aria-label="实名认证">
        <Form.Item label="真实姓名" name="real_name" rules={[zodRule(realNameSchema)]} required>
          <Input placeholder="与身份证上的姓名一致" maxLength={25} autoComplete="name" />
        </Form.Item>
        <Form.Item label="身份证号码" name="id_number" rules={[zodRule(idNumberSchema)]} required extra="18位居民身份证号码，末位的 X 大小写均可">
          <Input placeholder="请输入18位身份证号码" maxLength={18} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          提交认证
        </Button>
      </Form>
    </Narrow>
  );
}
