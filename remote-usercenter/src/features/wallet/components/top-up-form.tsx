import { useCallback, useRef, useState } from 'react';
import { fenToYuan, parseYuan, yuanToFen, type RechargeConfig, type RechargeOrder } from 'shared-contracts';
import { api, isApiError, rechargeSucceeded, useAppDispatch } from 'shared-contracts/app';
import { rechargeAmountText, RechargeMessages } from 'shared-contracts/rules';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, zodRule, type FormRule } from 'shared-contracts/ui/more';
import { useCreateRechargeOrderMutation } from '../api/create-recharge-order';
import { yuanInText } from '../../../utils/yuan';
import { AmountPicker } from './amount-picker';
import { PayDialog } from './pay-dialog';
import { defaultChannel, PaymentChannels } from './payment-channels';
import { TopUpBenefits } from './top-up-benefits';

/** SPEC §8: a top-up order that failed without a message of its own. */
export const QR_FAILED = '二维码加载失败，请稍后再试';
/** SPEC §4: the success message when the server gives none. */
export const PAID_DEFAULT = '恭喜您充值成功';

interface TopUpValues {
  amount: string;
  channel: number;
}

/** The configured minimum and maximum, in the server's words (RechargeMessages), once the text is an amount. */
function limitsRule(config: RechargeConfig): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const amount = parseYuan(value ?? '');
      if (amount === null) return; // the format rule speaks
      if (amount < yuanToFen(config.min_price)) throw new Error(RechargeMessages.tooSmall(yuanInText(config.min_price)));
      if (amount > yuanToFen(config.max_price)) throw new Error(RechargeMessages.tooLarge(yuanInText(config.max_price)));
    },
  };
}

/** A preset amount (openRecharge({ amount })) as the form's text, raised to the minimum top-up. */
function presetText(preset: number | null | undefined, config: RechargeConfig): string | undefined {
  if (preset === null || preset === undefined) return undefined;
  const amount = parseYuan(preset);
  if (amount === null || amount <= 0) return undefined;
  return yuanInText(fenToYuan(Math.max(amount, yuanToFen(config.min_price)) as typeof amount));
}

interface TopUpFormProps {
  config: RechargeConfig;
  /** Preset amount in yuan (the recharge dialog's `amount`). */
  presetAmount?: number | null;
  /** The submit button's text: 立即充值 on the wallet page, 确认充值 in the recharge dialog (SPEC §2.7). */
  submitText?: string;
  /** After a paid top-up (the message was shown and the balance refreshed). */
  onPaid?: () => void;
}

/**
 * The online top-up form (SPEC §2.11, §4): amount (quick buttons, free input), payment channel, the benefits,
 * then the 请扫码 dialog with the order's QR code, polled until paid. What the user chose stays when anything
 * fails: an order error only closes the dialog.
 */
export function TopUpForm({ config, presetAmount, submitText = '立即充值', onPaid }: TopUpFormProps) {
  const [form] = Form.useForm<TopUpValues>();
  const dispatch = useAppDispatch();
  const [createOrder, { isLoading: creating }] = useCreateRechargeOrderMutation();
  const [dialog, setDialog] = useState<{ open: boolean; order: RechargeOrder | null }>({ open: false, order: null });
  // an answer that arrives after the dialog was closed is not shown
  const attempt = useRef(0);

  const close = useCallback(() => {
    attempt.current += 1;
    setDialog((d) => ({ ...d, open: false }));
  }, []);
  const forgetOrder = useCallback(() => setDialog((d) => (d.open ? d : { open: false, order: null })), []);

  const submit = async ({ amount, channel }: TopUpValues) => {
    const mine = ++attempt.current;
    setDialog({ open: true, order: null });
    try {
      const order = await createOrder({ channel, amount: fenToYuan(yuanToFen(amount.trim())) }).unwrap();
      if (mine === attempt.current) setDialog({ open: true, order });
    } catch (error) {
      if (mine !== attempt.current) return;
      setDialog({ open: false, order: null });
      // SPEC §8: code ≠ 0 → its msg or 二维码加载失败; transport and HTTP errors were reported by the base query
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || QR_FAILED });
    }
  };

  const paid = useCallback(
    (msg: string) => {
      const tradeNo = dialog.order?.trade_no ?? '';
      close();
      showNotice({ level: 'success', text: msg || PAID_DEFAULT });
      // the balance, the ledger, the groups and the session's group may all have changed
      dispatch(api.util.invalidateTags(['Balance', 'Ledger', 'Group', 'User']));
      dispatch(rechargeSucceeded({ trade_no: tradeNo }));
      onPaid?.();
    },
    [close, dispatch, dialog.order, onPaid],
  );

  const hint = `单次充值 ${yuanInText(config.min_price)}～${yuanInText(config.max_price)} 元`;
  return (
    <>
      <Form<TopUpValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onChange"
        initialValues={{ amount: presetText(presetAmount, config), channel: defaultChannel(config.payment_list) }}
        onFinish={(values) => void submit(values)}
        aria-label="在线充值"
      >
        <Form.Item name="amount" label="充值金额" extra={hint} rules={[zodRule(rechargeAmountText), limitsRule(config)]} validateFirst>
          <AmountPicker config={config} />
        </Form.Item>
        <Form.Item name="channel" label="支付方式" rules={[{ required: true, message: RechargeMessages.channelRequired }]}>
          <PaymentChannels channels={config.payment_list} />
        </Form.Item>
        {config.give_list.length > 0 ? (
          <Form.Item label="充值福利">
            <TopUpBenefits benefits={config.give_list} />
          </Form.Item>
        ) : null}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" size="large" loading={creating}>
            {submitText}
          </Button>
        </Form.Item>
      </Form>
      <PayDialog open={dialog.open} order={dialog.order} sandbox={config.sandbox} onClose={close} afterClose={forgetOrder} onPaid={paid} />
    </>
  );
}
