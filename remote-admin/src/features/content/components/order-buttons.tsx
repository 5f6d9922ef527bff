import { Button, Space } from 'shared-contracts/ui';

interface OrderButtonsProps {
  /** what moves, for the buttons' names: 上移「…」 */
  name: string;
  first: boolean;
  last: boolean;
  busy?: boolean;
  onMove: (direction: 'up' | 'down') => void;
}

/** 上移 / 下移 of one row of an ordered list (the first cannot go up, the last cannot go down). */
export function OrderButtons({ name, first, last, busy, onMove }: OrderButtonsProps) {
  return (
    <Space size={0}>
      <Button type="link" size="small" disabled={first || busy} aria-label={`上移「${name}」`} onClick={() => onMove('up')}>
        上移
      </Button>
      <Button type="link" size="small" disabled={last || busy} aria-label={`下移「${name}」`} onClick={() => onMove('down')}>
        下移
      </Button>
    </Space>
  );
}
