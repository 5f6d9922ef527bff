import { useState } from 'react';
import { parseYuan } from 'shared-contracts';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, type AdjustmentDirection, type AdminAdjustmentUser } from 'shared-contracts/admin';
import { errorMessage, newIdempotencyKey } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Form, Input, InputNumber, Radio, Typography } from 'shared-contracts/ui/more';
import { RefusalAlert } from '../../../shared/form-drawer';
import { useAdminAdjustmentCreateMutation, useLazyAdminAdjustmentUserQuery } from '../api/adjustments-api';
import { adjustmentSentence, needsReview } from '../hooks/adjustments-params';
import { yuanText } from '../../../shared/yuan-text';

interface Props {
  open: boolean;
  /** The review threshold (yuan), or undefined while it loads. */
  threshold: number | undefined;
  onClose: () => void;
}

interface Values {
  mobile: string;
  direction: AdjustmentDirection;
  amount: number;
  reason: string;
}

const MOBILE = /^1\d{10}$/;

/**
 * 新建调整: find the user by mobile (username, masked mobile, balance), direction, amount in yuan and the
 * reason; then a second step states exactly what happens (将为 138****0000 加款 ¥50.00, at once or after
 * 复核) before anything is sent. A refusal comes back to the form with what was typed and the server's
 * message. One Idempotency-Key per new adjustment: a retry of the same one books nothing twice.
 */
export function AdjustmentDialog({ open, threshold, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [user, setUser] = useState<AdminAdjustmentUser | null>(null);
  const [lookupError, setLookupError] = useState('');
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [refusal, setRefusal] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [lookup, looking] = useLazyAdminAdjustmentUserQuery();
  const [create, creating] = useAdminAdjustmentCreateMutation();

  const reset = () => {
    form.resetFields();
    setUser(null);
    setLookupError('');
    setConfirming(null);
    setRefusal('');
    setIdempotencyKey(newIdempotencyKey());
  };
  const close = () => {
    reset();
    onClose();
  };

  const find = async (text: string) => {
    const mobile = text.trim();
    setUser(null);
    setLookupError('');
    if (!MOBILE.test(mobile)) {
      setLookupError('请输入完整的 11 位手机号');
      return;
    }
    try {
      setUser(await lookup(mobile).unwrap());
    } catch (error) {
      setLookupError(errorMessage(error, '查找失败，请稍后再试'));
    }
  };

  const next = (values: Values) => {
    setRefusal('');
    if (!user) {
      setLookupError('请先查找用户');
      return;
    }
    setConfirming({ ...values, reason: values.reason.trim() });
  };

  const submit = async () => {
    if (!confirming || !user) return;
    setRefusal('');
    try {
      const row = await create({
        body: {
          user_id: user.id,
          direction: confirming.direction,
          amount: confirming.amount,
          reason: confirming.reason,
        },
        idempotencyKey,
      }).unwrap();
      showNotice({
        level: 'success',
        text: row.status === 'booked' ? `已入账：${adjustmentSentence(row.mobile, row.direction, row.amount).replace('将为', '已为')}` : '已提交，待另一位财务人员复核',
      });
      close();
    } catch (error) {
      // nothing was booked: back to the form, as typed, with the reason
      setConfirming(null);
      setRefusal(errorMessage(error, '提交失败，请稍后再试'));
    }
  };

  const review = confirming && threshold !== undefined ? needsReview(confirming.amount, threshold) : true;

  return (
    <Modal
      title="新建调整"
      open={open}
      onCancel={close}
      forceRender
      mask={{ closable: false }}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(null)}>返回修改</Button>
            <Button type="primary" danger={confirming.direction === 'debit'} loading={creating.isLoading} onClick={() => void submit()}>
              确认提交
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" onClick={() => form.submit()}>
              下一步
            </Button>
          </>
        )
      }
    >
      <RefusalAlert refusal={refusal} gap={12} />
      {confirming && user ? (
        <div role="group" aria-label="确认调整">
          <Typography.Paragraph strong>{adjustmentSentence(user.mobile, confirming.direction, confirming.amount)}</Typography.Paragraph>
          <Typography.Paragraph>
            用户：{user.username}，当前余额 {yuanText(user.balance)}
          </Typography.Paragraph>
          <Typography.Paragraph>原因（用户在资金明细中可见）：{confirming.reason}</Typography.Paragraph>
          <Alert
            type={review ? 'warning' : 'info'}
            showIcon
            title={
              review
                ? `金额超过复核门槛${threshold === undefined ? '' : ` ${yuanText(threshold)}`}，需要复核：提交后由另一位财务人员复核通过才入账。`
                : `金额不超过复核门槛 ${yuanText(threshold ?? 0)}，无需复核：确认后立即入账。`
            }
          />
        </div>
      ) : null}
      <div hidden={Boolean(confirming)}>
        <Form form={form} layout="vertical" name="adjustment" initialValues={{ direction: 'credit' }} onFinish={next}>
          <Form.Item label="用户手机号" required>
            <Form.Item name="mobile" noStyle rules={[{ required: true, message: '请输入用户手机号' }]}>
              <Input.Search
                aria-label="用户手机号"
                placeholder="完整的 11 位手机号"
                enterButton="查找"
                maxLength={11}
                loading={looking.isFetching}
                onSearch={(value) => void find(value)}
                onChange={() => setUser(null)}
              />
            </Form.Item>
          </Form.Item>
          {lookupError ? <Alert type="error" showIcon title={lookupError} style={{ marginBottom: 12 }} /> : null}
          {user ? (
            <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} aria-label="调整对象">
              <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
              <Descriptions.Item label="手机号">{user.mobile}</Descriptions.Item>
              <Descriptions.Item label="当前余额">{yuanText(user.balance)}</Descriptions.Item>
              {user.frozen ? <Descriptions.Item label="状态">已冻结</Descriptions.Item> : null}
            </Descriptions>
          ) : null}
          <Form.Item label="方向" name="direction" rules={[{ required: true, message: '请选择加款或扣款' }]}>
            <Radio.Group
              options={[
                { value: 'credit', label: '加款' },
                { value: 'debit', label: '扣款' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="金额（元）"
            name="amount"
            dependencies={['direction']}
            rules={[
              { required: true, message: '请输入金额' },
              {
                validator: (_rule, value: number | null | undefined) => {
                  if (value === null || value === undefined) return Promise.resolve();
                  const fen = parseYuan(value);
                  if (fen === null) return Promise.reject(new Error('金额最多保留两位小数'));
                  if (fen <= 0) return Promise.reject(new Error('金额应大于 0'));
                  if (user && form.getFieldValue('direction') === 'debit' && fen > (parseYuan(user.balance) ?? 0)) return Promise.reject(new Error(`扣款不能超过当前余额 ${yuanText(user.balance)}`));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber aria-label="金额（元）" min={0.01} precision={2} step={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label="原因"
            name="reason"
            extra="用户在资金明细中会看到这段原因（不显示操作人）。"
            rules={[
              { required: true, whitespace: true, message: '请填写调整原因' },
              {
                min: ADJUSTMENT_REASON_MIN,
                max: ADJUSTMENT_REASON_MAX,
                message: `调整原因应为 ${ADJUSTMENT_REASON_MIN}–${ADJUSTMENT_REASON_MAX} 个字`,
              },
            ]}
          >
            <Input.TextArea aria-label="原因" rows={3} maxLength={ADJUSTMENT_REASON_MAX} showCount />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
