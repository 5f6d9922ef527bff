import { USER_TYPE_OPTIONS } from 'shared-contracts';
import { Form, Radio } from 'shared-contracts/ui/more';
import { UserTypeRow } from './auth-styles';

/** 普通用户 / 供应商, sent as `type` (SPEC §2.5). */
export function UserTypeField() {
  return (
    <UserTypeRow>
      <Form.Item name="type">
        <Radio.Group options={USER_TYPE_OPTIONS} aria-label="用户类型" />
      </Form.Item>
    </UserTypeRow>
  );
}
