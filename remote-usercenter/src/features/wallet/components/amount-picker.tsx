import type { RechargeConfig } from 'shared-contracts';
import { Button, Tooltip } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { sameAmount, yuanInText } from '../../../utils/yuan';

const Amounts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: 12px;
  max-width: 560px;
`;

const Amount = styled(Button)`
  position: relative;
  height: 52px;
  font-size: 16px;
  font-weight: 600;
  overflow: visible;
`;

/** The corner badge of an amount that upgrades the group (赠N元, or 升级 without a bonus). */
const Badge = styled.span`
  position: absolute;
  top: -9px;
  right: -6px;
  padding: 0 6px;
  line-height: 18px;
  font-size: 12px;
  font-weight: 400;
  color: #fff;
  background: ${(p) => p.theme.volcano7};
  border-radius: 9px 9px 9px 0;
  pointer-events: none;
`;

const Custom = styled.div`
  margin-top: 12px;
  max-width: 240px;
`;

/** The tooltip of an amount with a welfare entry (SPEC §2.11). */
export function welfareText(amount: number, welfare: { group_name: string; free_money: number }): string {
  const base = `充值${yuanInText(amount)}元升级为${welfare.group_name}`;
  return welfare.free_money > 0 ? `${base}，另赠${yuanInText(welfare.free_money)}元` : base;
}

interface AmountPickerProps {
  /** The amount as typed (text), held by the form. */
  value?: string;
  onChange?: (value: string) => void;
  /** The form item's id, for its label. */
  id?: string;
  config: Pick<RechargeConfig, 'quick_option' | 'welfare' | 'input'>;
}

/**
 * The top-up amount (SPEC §2.11): quick amount buttons, those that upgrade the group flagged with a badge and a
 * tooltip, and a free amount input when the configuration allows one. One value: a quick button writes its
 * amount, typing selects the button of the same amount if there is one.
 */
export function AmountPicker({ value = '', onChange, id, config }: AmountPickerProps) {
  return (
    <div>
      <Amounts role="group" aria-label="快捷金额">
        {config.quick_option.map((amount) => {
          const welfare = config.welfare[String(amount)];
          const selected = sameAmount(value, amount);
          const button = (
            <Amount
              key={amount}
              type={selected ? 'primary' : 'default'}
              ghost={selected}
              aria-pressed={selected}
              onClick={() => onChange?.(String(amount))}
            >
              {yuanInText(amount)}元
              {welfare ? <Badge aria-hidden>{welfare.free_money > 0 ? `赠${yuanInText(welfare.free_money)}元` : '升级'}</Badge> : null}
            </Amount>
          );
          return welfare ? (
            <Tooltip key={amount} title={welfareText(amount, welfare)}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </Amounts>
      {config.input ? (
        <Custom>
          <Input
            id={id}
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
            placeholder="其他金额"
            suffix="元"
            inputMode="decimal"
            maxLength={12}
            allowClear
          />
        </Custom>
      ) : null}
    </div>
  );
}
