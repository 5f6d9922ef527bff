import { useSubmissionKey } from 'shared-contracts/app';
import { useState } from 'react';
import { fenToYuan, parseYuan, WithdrawMessages } from 'shared-contracts';
import { Button, showNotice, Skeleton } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';
import { useSpreadSummaryQuery } from '../api/spread';
import { useTransferCommissionMutation } from '../api/withdraw';
import { amountRule } from '../utils/amount-rule';
import { yuan } from '../../../utils/yuan';
import { AmountField } from './amount-field';
import { Refusal, refusalText } from './refusal';
import { PromotionModal } from './promotion-modal';

export const TRANSFER_RETRY_TEXT = '网络异常，可能未转入。请点击“确认转入”重试，不会重复转入';

/** 转入余额: available commission → the prepaid balance (one Idempotency-Key per submission). */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const summary = useSpreadSummaryQuery();
  const [form] = Form.useForm<{ amount: number | null }>();
  const [transfer, { isLoading }] = useTransferCommissionMutation();
  const submission = useSubmissionKey();
  const [problem, setProblem] = useState<string | null>(null);
  const available = summary.data?.available ?? 0;

  const submit = async ({ amount }: { amount: number | null }) => {
    const body = { amount: fenToYuan(parseYuan(amount ?? 0)!) };
    const idempotencyKey = submission.keyFor(body);
    setProblem(null);
    try {
      await transfer({ body, idempotencyKey }).unwrap();
      submission.settled();
      showNotice({ level: 'success', text: WithdrawMessages.transferred });
      onClose();
    } catch (error) {
      submission.settled(error);
      setProblem(refusalText(error, TRANSFER_RETRY_TEXT));
    }
  };

  return (
    <PromotionModal title="转入余额" onClose={onClose}>
      {!summary.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="转入余额">
          <p>
            可提现佣金：<strong>¥{yuan(available)}</strong>
          </p>
          <Refusal text={problem} />
          <Form.Item
            name="amount"
            label="转入金额"
            extra="转入后计入预存余额，可用于下单，不可再提现"
            rules={[
              amountRule('转入金额', {
                min: 0.01,
                minText: '请输入转入金额',
                max: available,
                maxText: WithdrawMessages.availableShort,
              }),
            ]}
          >
            <AmountField all={available} label="转入金额" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            确认转入
          </Button>
        </Form>
      )}
    </PromotionModal>
  );
}
