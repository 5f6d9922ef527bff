import type { RechargeConfig } from 'shared-contracts';
import { Radio } from 'shared-contracts/ui/more';

interface PaymentChannelsProps {
  value?: number;
  onChange?: (channel: number) => void;
  id?: string;
  channels: RechargeConfig['payment_list'];
}

/** The payment channel radios (SPEC §2.11); the form preselects one (see `defaultChannel`). */
export function PaymentChannels({ value, onChange, id, channels }: PaymentChannelsProps) {
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      options={channels.map((c) => ({ value: c.channel, label: c.name }))}
    />
  );
}

/** SPEC §5: with one channel it is preselected; default channel 1 when offered, otherwise the first. */
export function defaultChannel(channels: RechargeConfig['payment_list']): number | undefined {
  return (channels.find((c) => c.channel === 1) ?? channels[0])?.channel;
}
