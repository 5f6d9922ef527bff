import { Link } from 'shared-contracts/router';
import { Button, Empty, theme } from 'shared-contracts/ui';

/** An empty 礼品管理 list: what it is for, and 去选购礼品 (/gift-list). */
export function GiftsEmpty({ text, hint }: { text: string; hint: string }) {
  const { colorTextTertiary } = theme.useToken().token;
  return (
    <Empty description={text} style={{ padding: '48px 0' }}>
      <p style={{ color: colorTextTertiary, marginTop: -8 }}>{hint}</p>
      <Link to="/gift-list">
        <Button type="primary">去选购礼品</Button>
      </Link>
    </Empty>
  );
}
