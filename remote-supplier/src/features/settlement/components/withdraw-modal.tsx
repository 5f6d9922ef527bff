import { useEffect, useState } from 'react';
import { fenToYuan, parseYuan } from 'shared-contracts';
import { SupplierMessages, type SupplierPayoutAccount } from 'shared-contracts/supplier';
import { errorMessage, outcomeUnknown, useSubmissionKey } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Form, InputNumber } from 'shared-contracts/ui/more';
import { yuanText } from '../../../shared/yuan';
import { useSupplierWithdrawMutation } from '../api/settlement-api';

interface Values {
  amount: number | null;
}

export const WITHDRAW_RETRY_TEXT = '网络异常，结算申请可能未提交。请再次点击“确认申请”，不会重复申请';

interface WithdrawModalProps {
  open: boolean;
  payable: number;
  account: SupplierPayoutAccount | undefined;
  onClose: () => void;
  /** no account yet: to 收款账号 */
  onSetAccount: () => void;
}

/**
 * 申请结算 (POST /api/supplier/settlement/withdrawals, owner only): an amount up to 待结算, paid to the payout
 * account after the main site's finance approves. One Idempotency-Key per submission: pressing again after an
 * answer that never came sends the same key, so the server books it once. A refusal stays in the dialog.
 */
export function WithdrawModal({ open, payable, account, onClose, onSetAccount }: WithdrawModalProps) {
  const [form] = Form.useForm<Values>();
  const [withdraw, { isLoading }] = useSupplierWithdrawMutation();
  const submission = useSubmissionKey();
  const [refusal, setRefusal] = useState('');
  const missing = account !== undefined && !account.alipay_account;

  useEffect(() => {
    if (!open) return;
    setRefusal('');
    form.resetFields();
  }, [open, form]);

  const submit = async ({ amount }: Values) => {
    const body = { amount: fenToYuan(parseYuan(amount ?? 0)!) };
    const idempotencyKey = submission.keyFor(body);
    setRefusal('');
    try {
      await withdraw({ body, idempotencyKey }).unwrap();
      submission.settled();
      showNotice({ level: 'success', text: `已申请结算 ${yuanText(body.amount)}，等待平台打款` });
      onClose();
    } catch (error) {
      submission.settled(error);
      setRefusal(outcomeUnknown(error) ? WITHDRAW_RETRY_TEXT : errorMessage(error, '申请失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title="申请结算"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认申请"
      cancelText="取消"
      okButtonProps={{ disabled: missing }}
      confirmLoading={isLoading}
      forceRender
    >
      {missing ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={SupplierMessages.accountMissing}
          action={
            <Button size="small" onClick={onSetAccount}>
              去设置
            </Button>
          }
        />
      ) : null}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'payable', label: '待结算', children: yuanText(payable) },
          { key: 'account', label: '收款账号', children: account?.alipay_account ? `支付宝 ${account.alipay_account}（${account.alipay_name ?? ''}）` : '未设置' },
        ]}
      />
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="申请结算">
        <Form.Item
          name="amount"
          label="结算金额（元）"
          rules={[
            {
              validator: async (_, value: number | null) => {
                if (value === null || value === undefined) throw new Error('请填写结算金额');
                const amount = parseYuan(value);
                if (amount === null || amount <= 0) throw new Error('结算金额应大于 0，最多两位小数');
                const most = parseYuan(payable);
                if (most !== null && amount > most) throw new Error(SupplierMessages.payableShort);
              },
            },
          ]}
        >
          <InputNumber min={0.01} step={0.01} precision={2} prefix="¥" style={{ width: '100%' }} aria-label="结算金额（元）" disabled={missing} />
        </Form.Item>
        <Button type="link" style={{ padding: 0 }} disabled={missing || payable <= 0} onClick={() => form.setFieldsValue({ amount: payable })}>
          全部结算
        </Button>
      </Form>
    </Modal>
  );
}
