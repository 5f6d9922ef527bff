import { Button, Space } from 'shared-contracts/ui';
import { runWrite } from '../../../shared/run-write';

interface OrderButtonsProps {
  /** what moves, for the buttons' names: 上移「…」 */
  name: string;
  first: boolean;
  last: boolean;
  busy?: boolean;
  /** the move call: its answer is said (顺序已调整, or the server's refusal) */
  onMove: (direction: 'up' | 'down') => Promise<unknown>;
}

/** 上移 / 下移 of one row of an ordered list (the first cannot go up, the last cannot go down). */
export function OrderButtons({ name, first, last, busy, onMove }: OrderButtonsProps) {
  const move = (direction: 'up' | 'down') => void runWrite(() => onMove(direction), '顺序已调整');
  return (
    <Space size={0}>
      <Button type="link" size="small" disabled={first || busy} aria-label={`上移「${name}」`} onClick={() => move('up')}>
        上移
      </Button>
      <Button type="link" size="small" disabled={last || busy} aria-label={`下移「${name}」`} onClick={() => move('down')}>
        下移
      </Button>
    </Space>
  );
}
