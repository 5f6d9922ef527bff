import type { PlatformEntry } from 'shared-contracts';
import { Radio } from 'shared-contracts/ui/more';

/** Step 1: the platform the order data comes from; a platform the courier does not serve is disabled. */
export function PlatformStep({ platforms, value, onChange }: { platforms: PlatformEntry[]; value: number | null; onChange: (id: number) => void }) {
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(e) => onChange(e.target.value as number)}
      options={platforms.map((p) => ({ value: p.id, label: p.name, disabled: p.disabled }))}
      aria-label="数据来源平台"
    />
  );
}
