import { Input } from 'shared-contracts/ui/more';

interface PasswordInputProps {
  label: string;
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A 6-digit withdrawal password box: digits only, hidden. */
export function PasswordInput({ label, id, value, onChange }: PasswordInputProps) {
  return (
    <Input.Password
      id={id}
      aria-label={label}
      placeholder="6位数字"
      maxLength={6}
      inputMode="numeric"
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
    />
  );
}
