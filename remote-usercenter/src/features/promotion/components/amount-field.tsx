import { Button, Space } from 'shared-contracts/ui';
import { InputNumber } from 'shared-contracts/ui/more';
import { yuan } from '../../../utils/yuan';

interface AmountFieldProps {
  /** what 全部 fills in, yuan */
  all: number;
  label: string;
  /** Injected by Form.Item */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** An amount in yuan (2 decimals) with 全部, which fills in everything there is. */
export function AmountField({ all, label, id, value, onChange }: AmountFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber<number>
        id={id}
        aria-label={label}
        style={{ width: '100%' }}
        prefix="¥"
        min={0}
        precision={2}
        step={1}
        placeholder={`最多 ${yuan(all)}`}
        value={value ?? null}
        onChange={(next) => onChange?.(next)}
      />
      <Button onClick={() => onChange?.(all)} disabled={all <= 0}>
        全部
      </Button>
    </Space.Compact>
  );
}
