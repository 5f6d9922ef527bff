import { useEffect } from 'react';
import { APPLICATION_STATUS, type AdminSubstationApplication, type SubstationApplicationBody } from 'shared-contracts/admin';
import { Form, Input, Radio } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminUpdateSiteApplicationMutation } from '../api/applications-api';

interface Props {
  /** the application handled, or null (closed) */
  application: AdminSubstationApplication | null;
  onClose: () => void;
}

type HandledStatus = SubstationApplicationBody['status'];
const HANDLED: HandledStatus[] = ['pending', 'contacted', 'rejected'];
const STATUS_OPTIONS = HANDLED.map((value) => ({ value, label: APPLICATION_STATUS[value] }));

/**
 * 处理: an application's status (待处理 / 已联系 / 已拒绝 — 已开通 comes only from 开通) and the operators' note.
 * A refusal keeps the dialog and what was typed.
 */
export function HandleApplicationDialog({ application, onClose }: Props) {
  const [form] = Form.useForm<SubstationApplicationBody>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose);
  const [update, updating] = useAdminUpdateSiteApplicationMutation();

  useEffect(() => {
    if (application) reset({ status: application.status === 'opened' ? 'contacted' : application.status, note: application.note });
  }, [application, reset]);

  const send = (values: SubstationApplicationBody) => {
    if (!application) return;
    void submit(() => update({ id: application.id, body: { status: values.status, note: (values.note ?? '').trim() } }).unwrap(), `「${application.name}」的申请已更新`);
  };

  return (
    <FormModal
      title={application ? `处理申请 · ${application.name}` : '处理申请'}
      open={application !== null}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={updating.isLoading}
      refusal={refusal}
      refusalGap={12}
    >
      <Form<SubstationApplicationBody> form={form} layout="vertical" name="handle-application" onFinish={send}>
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item label="备注" name="note" extra="只在后台显示，如联系结果、拒绝原因。" rules={[{ max: 500, message: '备注不能超过500个字' }]}>
          <Input.TextArea aria-label="备注" rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
