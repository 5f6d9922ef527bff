import { CheckCircleOutlined } from 'shared-contracts/icons/more';
import { useState } from 'react';
import { isApiError } from 'shared-contracts/app';
import { SubstationMessages, substationApplicationBody } from 'shared-contracts/rules';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, Input, Result, zodRule } from 'shared-contracts/ui/more';
import { useApplySubstationMutation } from '../api/apply-substation';

type FormValues = { name: string; mobile: string; city: string; company?: string; message?: string };
const field = (name: keyof typeof substationApplicationBody.shape) => zodRule(substationApplicationBody.shape[name]);

/** 申请加盟: the application form, then 申请已提交; what was typed stays on a refusal. */
export function ApplicationForm() {
  const [form] = Form.useForm<FormValues>();
  const [apply, { isLoading }] = useApplySubstationMutation();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title="申请已提交"
        subTitle={SubstationMessages.submitted}
        extra={<Button onClick={() => (form.resetFields(), setDone(false))}>再提交一份</Button>}
      />
    );
  }
  const submit = async (values: FormValues) => {
    try {
      await apply({ ...values, company: values.company ?? '', message: values.message ?? '' }).unwrap();
      setDone(true);
    } catch (error) {
      // what was typed stays in the form; business refusals are said here, transport errors by the api layer
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark aria-label="加盟申请">
      <Form.Item label="联系人" name="name" rules={[field('name')]} required>
        <Input placeholder="您的姓名" maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={[field('mobile')]} required>
        <Input placeholder="11位手机号，顾问将致电联系" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="所在城市" name="city" rules={[field('city')]} required>
        <Input placeholder="如：杭州" maxLength={20} />
      </Form.Item>
      <Form.Item label="公司或店铺名称" name="company" rules={[field('company')]}>
        <Input placeholder="选填" maxLength={50} />
      </Form.Item>
      <Form.Item label="补充说明" name="message" rules={[field('message')]}>
        <Input.TextArea placeholder="选填：目前的经营情况、预计单量、想了解的问题" maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        提交申请
      </Button>
    </Form>
  );
}
