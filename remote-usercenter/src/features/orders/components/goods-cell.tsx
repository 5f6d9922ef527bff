import styled from 'styled-components';

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 150px;
  max-width: 180px;
  img {
    width: 40px;
    height: 40px;
    flex: none;
    border-radius: 4px;
    object-fit: cover;
    background: ${(p) => p.theme.colorFillTertiary};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.4;
  }
`;

/** A goods' picture and name in a row. */
export function GoodsCell({ pic, name }: { pic: string; name: string }) {
  return (
    <Cell>
      {pic ? <img src={pic} alt="" loading="lazy" /> : null}
      <span title={name}>{name}</span>
    </Cell>
  );
}
