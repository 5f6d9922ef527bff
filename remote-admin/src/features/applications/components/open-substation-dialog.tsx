import { useEffect, useState } from 'react';
import { COST_PERCENT_DEFAULT, COST_PERCENT_MAX, COST_PERCENT_MIN } from 'shared-contracts';
import type { AdminSubstationApplication, SubstationOpenBody, SubstationOpenResult } from 'shared-contracts/admin';
import { costPercent, siteDomain } from 'shared-contracts/admin/rules';
import { Button, Modal } from 'shared-contracts/ui';
import { Form, Input, InputNumber, zodRule } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminOpenSiteApplicationMutation } from '../api/applications-api';
import { proposedSiteName } from '../hooks/applications-params';
import { OpenedSubstation } from './opened-substation';

interface Props {
  /** the application a 分站 is opened for, or null (closed) */
  application: AdminSubstationApplication | null;
  onClose: () => void;
}

const valuesOf = (application: AdminSubstationApplication): SubstationOpenBody => ({
  domain: '',
  site_name: proposedSiteName(application),
  cost_percent: COST_PERCENT_DEFAULT,
  owner_name: application.name.trim(),
});

/**
 * 开通: creates the 分站 (its domain, name and 成本比例) and its owner's console account on the applicant's mobile
 * (POST /api/admin/sites/applications/:id/open). The name is proposed from the company or city, the owner from
 * the applicant. Once opened it shows the console address to pass on; the one-time password went to the
 * applicant by SMS and is never shown here. A refusal (a domain taken …) keeps the form as typed.
 */
export function OpenSubstationDialog({ application, onClose }: Props) {
  const [form] = Form.useForm<SubstationOpenBody>();
  const [opened, setOpened] = useState<SubstationOpenResult | null>(null);
  const { refusal, reset, submit } = useRefusableSubmit(form);
  const [open, opening] = useAdminOpenSiteApplicationMutation();

  useEffect(() => {
    if (!application) return;
    setOpened(null);
    reset(valuesOf(application));
  }, [application, reset]);

  const send = (values: SubstationOpenBody) => {
    if (!application) return;
    const body: SubstationOpenBody = {
      domain: values.domain.trim().toLowerCase(),
      site_name: values.site_name.trim(),
      cost_percent: values.cost_percent,
      owner_name: values.owner_name.trim(),
    };
    void submit(async () => setOpened(await open({ id: application.id, body }).unwrap()), `「${body.site_name}」已开通`);
  };

  return (
    <Modal
      title={application ? `开通分站 · ${application.name}` : '开通分站'}
      open={application !== null}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
      footer={
        opened ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={opening.isLoading} onClick={() => form.submit()}>
              确认开通
            </Button>
          </>
        )
      }
    >
      {opened && application ? <OpenedSubstation result={opened} mobile={application.mobile} /> : null}
      <div hidden={Boolean(opened)}>
        <RefusalAlert refusal={refusal} gap={12} />
        <Form<SubstationOpenBody> form={form} layout="vertical" name="open-substation" onFinish={send}>
          <Form.Item label="分站域名" name="domain" extra="只填主机名（如 hz.gift.example.com），不带 http:// 和端口；须已解析到本站服务器。" rules={[zodRule(siteDomain)]}>
            <Input aria-label="分站域名" maxLength={253} />
          </Form.Item>
          <Form.Item
            label="分站名称"
            name="site_name"
            rules={[
              { required: true, whitespace: true, message: '请填写分站名称' },
              { max: 64, message: '分站名称不能超过 64 个字' },
            ]}
          >
            <Input aria-label="分站名称" maxLength={64} />
          </Form.Item>
          <Form.Item
            label="成本比例（%）"
            name="cost_percent"
            extra={`分站进货价 = 主站标价 × 成本比例（${COST_PERCENT_MIN}–${COST_PERCENT_MAX}%），开通后可在站点与分站的经营条款中修改。`}
            rules={[{ required: true, message: '请填写成本比例' }, zodRule(costPercent)]}
          >
            <InputNumber aria-label="成本比例（%）" min={COST_PERCENT_MIN} max={COST_PERCENT_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            label="站长姓名"
            name="owner_name"
            extra={application ? `站长用申请人的手机号 ${application.mobile} 登录分站后台。` : undefined}
            rules={[
              { required: true, whitespace: true, message: '请填写站长姓名' },
              { max: 32, message: '站长姓名不能超过 32 个字' },
            ]}
          >
            <Input aria-label="站长姓名" maxLength={32} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
