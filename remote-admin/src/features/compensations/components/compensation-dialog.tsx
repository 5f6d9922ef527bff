import { useState } from 'react';
import { parseYuan } from 'shared-contracts';
import { COMPENSATION_NOTE_MAX, COMPENSATION_NOTE_MIN, COMPENSATION_REASONS, type AdminCompensationParcel } from 'shared-contracts/admin';
import { errorMessage, newIdempotencyKey } from 'shared-contracts/app';
import { Alert, Descriptions, Form, Input, InputNumber, Typography } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminCompensationCreateMutation, useLazyAdminCompensationParcelQuery } from '../api/compensations-api';
import { yuanText } from '../../../shared/yuan-text';

interface Values {
  parcel_id: string;
  amount: number;
  reason: string;
}

/**
 * 人工赔付: the parcel by its ID (whose, what goods, what it cost, which courier, whether it was
 * compensated), an amount up to its price and the reason; then a second step states the amount before
 * anything is sent. A refusal (该包裹已赔付, …) comes back to the form with what was typed. One
 * Idempotency-Key per dialog: a retry of the same one books nothing twice.
 */
export function CompensationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [parcel, setParcel] = useState<AdminCompensationParcel | null>(null);
  const [lookupError, setLookupError] = useState('');
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [lookup, looking] = useLazyAdminCompensationParcelQuery();
  const [create, creating] = useAdminCompensationCreateMutation();

  const close = () => {
    form.resetFields();
    setParcel(null);
    setLookupError('');
    setConfirming(null);
    setIdempotencyKey(newIdempotencyKey());
    onClose();
  };
  const { refusal, clear, submit } = useRefusableSubmit(form, close, '赔付失败，请稍后再试');

  const find = async (text: string) => {
    setParcel(null);
    setLookupError('');
    const id = Number(text.trim());
    if (!Number.isInteger(id) || id <= 0) {
      setLookupError('请输入包裹 ID');
      return;
    }
    try {
      setParcel(await lookup(id).unwrap());
    } catch (error) {
      setLookupError(errorMessage(error, '查找失败，请稍后再试'));
    }
  };

  const next = (values: Values) => {
    clear();
    if (!parcel) {
      setLookupError('请先查找包裹');
      return;
    }
    setConfirming({ ...values, reason: values.reason.trim() });
  };

  const send = () => {
    if (!confirming || !parcel) return;
    const body = { parcel_id: parcel.id, amount: confirming.amount, reason: confirming.reason };
    // a refusal: back to the form, as typed, with the server's reason
    setConfirming(null);
    void submit(() => create({ body, idempotencyKey }).unwrap(), `已赔付 ${yuanText(body.amount)}（包裹 ${parcel.parcel_sn}）`);
  };

  const blocked = parcel ? (parcel.compensation ? '该包裹已赔付' : parcel.payable ? '' : '该包裹未支付或已拒单退款，不能赔付') : '';

  return (
    <FormModal
      title="人工赔付"
      open={open}
      onClose={confirming ? () => setConfirming(null) : close}
      onSave={confirming ? send : () => form.submit()}
      okText={confirming ? '确认赔付' : '下一步'}
      saving={creating.isLoading}
      refusal={refusal}
      refusalGap={12}
    >
      {confirming && parcel ? (
        <div role="group" aria-label="确认赔付">
          <Typography.Paragraph strong>{`将向 ${parcel.mobile} 赔付 ${yuanText(confirming.amount)}（包裹 ${parcel.parcel_sn}），立即入账，不可撤销。`}</Typography.Paragraph>
          <Typography.Paragraph>原因（用户在资金明细中可见）：{confirming.reason}</Typography.Paragraph>
          <Typography.Text type="secondary">点“取消”返回修改。</Typography.Text>
        </div>
      ) : null}
      <div hidden={Boolean(confirming)}>
        <Form form={form} layout="vertical" name="compensation" onFinish={next}>
          <Form.Item label="包裹 ID" required>
            <Form.Item name="parcel_id" noStyle rules={[{ required: true, message: '请输入包裹 ID' }]}>
              <Input.Search aria-label="包裹 ID" enterButton="查找" loading={looking.isFetching} onSearch={(value) => void find(value)} onChange={() => setParcel(null)} />
            </Form.Item>
          </Form.Item>
          {lookupError ? <Alert type="error" showIcon title={lookupError} style={{ marginBottom: 12 }} /> : null}
          {parcel ? (
            <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} aria-label="赔付包裹">
              <Descriptions.Item label="包裹号">{parcel.parcel_sn}</Descriptions.Item>
              <Descriptions.Item label="用户">{`${parcel.username}（${parcel.mobile}）`}</Descriptions.Item>
              <Descriptions.Item label="商品">{parcel.goods_name}</Descriptions.Item>
              <Descriptions.Item label="包裹金额">{yuanText(parcel.price)}</Descriptions.Item>
              <Descriptions.Item label="快递">{parcel.courier_name}</Descriptions.Item>
              <Descriptions.Item label="赔付">
                {parcel.compensation ? `已赔付 ${yuanText(parcel.compensation.amount)}（${COMPENSATION_REASONS[parcel.compensation.reason]}，${parcel.compensation.created_at}）` : '未赔付'}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
          {blocked ? <Alert type="warning" showIcon title={blocked} style={{ marginBottom: 12 }} /> : null}
          <Form.Item
            label="赔付金额（元）"
            name="amount"
            rules={[
              { required: true, message: '请输入赔付金额' },
              {
                validator: (_rule, value: number | null | undefined) => {
                  if (value === null || value === undefined) return Promise.resolve();
                  const fen = parseYuan(value);
                  if (fen === null) return Promise.reject(new Error('金额最多保留两位小数'));
                  if (fen <= 0) return Promise.reject(new Error('金额应大于 0'));
                  if (parcel && fen > (parseYuan(parcel.price) ?? 0)) return Promise.reject(new Error(`赔付金额不能超过包裹金额 ${yuanText(parcel.price)}`));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber aria-label="赔付金额（元）" min={0.01} precision={2} step={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label="原因"
            name="reason"
            extra="用户在资金明细中会看到这段原因。"
            rules={[
              { required: true, whitespace: true, message: '请填写赔付原因' },
              { min: COMPENSATION_NOTE_MIN, max: COMPENSATION_NOTE_MAX, message: `赔付原因应为 ${COMPENSATION_NOTE_MIN}–${COMPENSATION_NOTE_MAX} 个字` },
            ]}
          >
            <Input.TextArea aria-label="原因" rows={3} maxLength={COMPENSATION_NOTE_MAX} showCount />
          </Form.Item>
        </Form>
      </div>
    </FormModal>
  );
}
