import styled from 'styled-components';

/** The bar of a tab's filters. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
