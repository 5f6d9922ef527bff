import styled from 'styled-components';

/** One labelled row of the filter bar; rows after the first are parted by a dashed line. */
export const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  padding: 10px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.colorBorderSecondary};
  }
  > strong {
    flex: none;
    width: 56px;
    color: ${(p) => p.theme.colorTextSecondary};
    font-weight: normal;
  }
`;
