import { useState } from 'react';
import { AccountMessages, Messages, ResultCode, UserType, type UserTypeValue } from 'shared-contracts';
import { captchaSchema, registerPasswordSchema } from 'shared-contracts/rules';
import { SupplierMessages } from 'shared-contracts/supplier';
import { supplierApplicationBody } from 'shared-contracts/supplier/rules';
import { isApiError } from 'shared-contracts/app';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, Input, Result, zodRule } from 'shared-contracts/ui/more';
import { useRegisterMutation } from '../api/register';
import { useSupplierApplyMutation } from '../api/supplier-apply';
import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaField } from './captcha-field';
import type { AuthViewProps } from '../utils/auth-view';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { TypeNote } from './auth-styles';
import { MobileField } from './mobile-field';
import { UserTypeField } from './user-type-field';
import { SmsCodeField } from './sms-code-field';
import { SwitchViewRow } from './switch-view-row';

interface RegisterValues {
  type: UserTypeValue;
  mobile: string;
  sms_code: string;
  password: string;
  confirm: string;
  /** the image captcha, once the server asks (code 80, issue 35) */
  captcha?: string;
  /** 供应商 only (issue 33) */
  company_name?: string;
  contact_name?: string;
  goods_desc?: string;
}

const { company_name, contact_name, goods_desc } = supplierApplicationBody.shape;

/** 供应商入驻申请 sent: nothing to sign in with until the main site approves it (an SMS says so). */
function AppliedView({ onBack }: { onBack: () => void }) {
  return (
    <Result
      status="success"
      title={SupplierMessages.applied}
      subTitle="审核通过后，登录时选择「供应商」，用注册手机号和密码登录。"
      extra={
        <Button type="primary" onClick={onBack}>
          返回登录
        </Button>
      }
    />
  );
}

/**
 * 注册: mobile, SMS code, password twice, user type. Success does not log in: it hands mobile and
 * password to the login view (SPEC §4). With 供应商 chosen (issue 33) it asks for 公司名称, 联系人 and 供货商品 too
 * and sends an application (POST /api/supplier/applications) instead of making an account; success shows
 * 入驻申请已提交 and signs nobody in; a refusal keeps everything typed.
 */
export function RegisterForm({ carry, onSwitchMode, onMobileChange, onTypeChange }: AuthViewProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [initialValues] = useState(() => ({ type: carry.type ?? UserType.ORDINARY, mobile: carry.mobile }));
  const [register, { isLoading: registering }] = useRegisterMutation();
  const [apply, { isLoading: applying }] = useSupplierApplyMutation();
  const [applied, setApplied] = useState<string | null>(null);
  const { captcha, refresh: refreshCaptcha, loading: captchaLoading } = useCaptcha();
  const supplier = (Form.useWatch('type', form) ?? initialValues.type) === UserType.SUPPLIER;

  const showRefusal = (error: unknown) => {
    // transport failures were already reported by the base query
    if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg, duration: 5 });
  };

  /** Code 80 (too many code checks for the mobile or from this address) shows the image captcha; it is single-use. */
  const refused = async (error: unknown) => {
    if (isApiError(error) && error.status === 'BUSINESS' && error.code === ResultCode.CAPTCHA_REQUIRED) {
      const wrongAnswer = Boolean(captcha);
      await refreshCaptcha();
      form.setFields([{ name: 'captcha', value: '', errors: wrongAnswer ? [error.msg || AccountMessages.captchaInvalid] : [] }]);
      return;
    }
    showRefusal(error);
    if (captcha) {
      await refreshCaptcha();
      form.setFieldValue('captcha', '');
    }
  };

  const onFinish = async ({ mobile, sms_code, password, type, captcha: answer, ...supplierFields }: RegisterValues) => {
    if (type === UserType.SUPPLIER) {
      try {
        await apply({
          mobile,
          password,
          sms_code: sms_code.trim(),
          company_name: (supplierFields.company_name ?? '').trim(),
          contact_name: (supplierFields.contact_name ?? '').trim(),
          goods_desc: (supplierFields.goods_desc ?? '').trim(),
        }).unwrap();
        setApplied(mobile);
      } catch (error) {
        showRefusal(error);
      }
      return;
    }
    const captchaPart = captcha ? { captcha: answer?.trim(), key: captcha.key } : {};
    try {
      await register({ mobile, sms_code: sms_code.trim(), password, type, ...captchaPart }).unwrap();
      showNotice({ level: 'success', text: Messages.registered });
      onSwitchMode('login', { mobile, password });
    } catch (error) {
      await refused(error);
    }
  };

  if (applied !== null) return <AppliedView onBack={() => onSwitchMode('login', { mobile: applied, type: UserType.SUPPLIER })} />;

  return (
    <Form<RegisterValues>
      form={form}
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        if (changed.mobile !== undefined) onMobileChange(changed.mobile);
        if (changed.type !== undefined) onTypeChange?.(changed.type);
      }}
      requiredMark={false}
    >
      <UserTypeField />
      {supplier ? <TypeNote role="note">{SupplierMessages.registerAsApplication}，审核通过后即可登录</TypeNote> : null}
      <MobileField autoFocus={!initialValues.mobile} />
      <SmsCodeField scene="register" />
      <NewPasswordFields
        schema={registerPasswordSchema}
        label="密码"
        placeholder="设置密码（6-20位）"
        confirmLabel="确认密码"
        confirmPlaceholder="请再次输入密码"
      />
      {captcha && !supplier ? (
        <Form.Item name="captcha" rules={[zodRule(captchaSchema)]}>
          <CaptchaField captcha={captcha} loading={captchaLoading} onRefresh={() => void refreshCaptcha()} onComplete={() => form.submit()} autoFocus />
        </Form.Item>
      ) : null}
      {supplier ? (
        <>
          <Form.Item name="company_name" rules={[zodRule(company_name)]}>
            <Input size="large" placeholder="公司名称" aria-label="公司名称" maxLength={60} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="contact_name" rules={[zodRule(contact_name)]}>
            <Input size="large" placeholder="联系人姓名" aria-label="联系人" maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item name="goods_desc" rules={[zodRule(goods_desc)]}>
            <Input.TextArea rows={3} placeholder="供货商品：品类、货源地、日发货能力等" aria-label="供货商品" maxLength={500} showCount />
          </Form.Item>
        </>
      ) : null}
      <SubmitButton loading={registering || applying}>{supplier ? '提交入驻申请' : '注册'}</SubmitButton>
      <SwitchViewRow question="已有账号？" label="立即登录" onSwitch={() => onSwitchMode('login')} />
    </Form>
  );
}
