import { useEffect, useState } from 'react';
import { COST_PERCENT_MAX, COST_PERCENT_MIN, SITE_STOPPED_TEXT } from 'shared-contracts';
import { SITE_STATUS, type AdminSubstation, type SiteStatus, type SubstationBusinessBody } from 'shared-contracts/admin';
import { costPercent, freezeDays } from 'shared-contracts/admin/rules';
import { Button, Modal } from 'shared-contracts/ui';
import { Alert, Form, InputNumber, Radio, zodRule } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminSubstationBusinessMutation } from '../api/sites-api';

interface Props {
  /** the 分站 whose terms are edited, or null (closed) */
  site: AdminSubstation | null;
  onClose: () => void;
}

const STATUS_OPTIONS = (Object.keys(SITE_STATUS) as SiteStatus[]).map((value) => ({ value, label: SITE_STATUS[value] }));
const termsOf = (site: AdminSubstation): SubstationBusinessBody => ({ status: site.business.status, cost_percent: site.business.cost_percent, freeze_days: site.business.freeze_days });

/**
 * 经营条款: the main site's terms for a 分站 — 营业中 / 已停用, 成本比例 (50–100 % of the main list price) and how many
 * days a parcel's margin stays frozen. Stopping an open 分站 asks first, saying what it means (its domains show
 * 该站点已停用 and take no orders; the members' money stays theirs). A refusal is said above the form, which keeps
 * what was typed.
 */
export function SubstationBusinessDialog({ site, onClose }: Props) {
  const [form] = Form.useForm<SubstationBusinessBody>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose);
  const [save, saving] = useAdminSubstationBusinessMutation();
  const [confirming, setConfirming] = useState<SubstationBusinessBody | null>(null);

  useEffect(() => {
    if (!site) return;
    setConfirming(null);
    reset(termsOf(site));
    // the list refreshing in the background must not reset what is being typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site?.id, reset]);

  const send = async (body: SubstationBusinessBody) => {
    if (!site) return;
    await submit(() => save({ id: site.id, body }).unwrap(), `「${site.site_name}」的经营条款已保存`);
    // back to the form: closed when saved, or the refusal said above what was typed
    setConfirming(null);
  };

  const finish = (values: SubstationBusinessBody) => {
    const body: SubstationBusinessBody = { status: values.status, cost_percent: values.cost_percent, freeze_days: values.freeze_days };
    if (site && body.status === 'stopped' && site.business.status !== 'stopped') setConfirming(body);
    else void send(body);
  };

  return (
    <Modal
      title={site ? `经营条款 · ${site.site_name}` : '经营条款'}
      open={site !== null}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(null)}>返回修改</Button>
            <Button type="primary" danger loading={saving.isLoading} onClick={() => void send(confirming)}>
              确认停用
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving.isLoading} onClick={() => form.submit()}>
              保存
            </Button>
          </>
        )
      }
    >
      {confirming && site ? (
        <div role="group" aria-label="确认停用">
          <Alert
            type="warning"
            showIcon
            title={`确认停用「${site.site_name}」？`}
            description={`停用后，${site.domains.join('、')} 将显示「${SITE_STOPPED_TEXT}」，不再接受下单；会员的余额等资金仍归会员所有，不受影响。之后可随时改回营业中。`}
          />
        </div>
      ) : null}
      <div hidden={Boolean(confirming)}>
        <RefusalAlert refusal={refusal} gap={12} />
        <Form<SubstationBusinessBody> form={form} layout="vertical" name="substation-business" onFinish={finish}>
          <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
            <Radio.Group options={STATUS_OPTIONS} />
          </Form.Item>
          <Form.Item
            label="成本比例（%）"
            name="cost_percent"
            extra={`分站进货价 = 主站标价 × 成本比例（${COST_PERCENT_MIN}–${COST_PERCENT_MAX}%）；售价由站长在成本上加价${site ? `（当前加价 ${site.business.markup_percent}%）` : ''}。`}
            rules={[{ required: true, message: '请填写成本比例' }, zodRule(costPercent)]}
          >
            <InputNumber aria-label="成本比例（%）" min={COST_PERCENT_MIN} max={COST_PERCENT_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="收益冻结天数" name="freeze_days" extra="包裹发出后，分站毛利冻结这些天再转为可提现（0–90 天）。" rules={[{ required: true, message: '请填写冻结天数' }, zodRule(freezeDays)]}>
            <InputNumber aria-label="收益冻结天数" min={0} max={90} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
