import styled from 'styled-components';
import { formatYuan, yuanToFen } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

const Amount = styled.span<{ $size: number }>`
  color: ${(p) => p.theme.colorPrimary};
  font-weight: 600;
  font-size: ${(p) => p.$size}px;
  small {
    font-size: 0.65em;
    margin-right: 1px;
  }
`;

/** Price in yuan with the 包邮 tag (SPEC §2.4): every price already includes shipping. */
export function Price({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <span>
      <Amount $size={size}>
        <small>¥</small>
        {formatYuan(yuanToFen(value))}
      </Amount>
      <Tag color="red" variant="outlined" style={{ marginLeft: 6, marginInlineEnd: 0 }}>
        包邮
      </Tag>
    </span>
  );
}

/** kg per piece, as the spec writes it (0.12kg/件). */
export function formatWeight(kg: number): string {
  return `${Number(kg.toFixed(3))}kg/件`;
}
