import styled from 'styled-components';

/** A 用户中心 page of cards one above another (API设置, 推广赚钱, 我的钱包). */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;
