import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.marginSM}px;
  margin-bottom: ${({ theme }) => theme.marginMD}px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizeHeading4}px;
    color: ${({ theme }) => theme.colorTextHeading};
  }
  .page-header-note {
    color: ${({ theme }) => theme.colorTextSecondary};
  }
  .page-header-extra {
    margin-left: auto;
    display: flex;
    gap: ${({ theme }) => theme.marginXS}px;
  }
`;

/** A page's title, a note beside it and its buttons on the right. */
export function PageHeader({ title, note, extra }: { title: string; note?: ReactNode; extra?: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {note ? <span className="page-header-note">{note}</span> : null}
      {extra ? <div className="page-header-extra">{extra}</div> : null}
    </Head>
  );
}

/** A white panel a page's parts sit in. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.paddingLG}px;
  background: ${({ theme }) => theme.colorBgContainer};
  border-radius: ${({ theme }) => theme.borderRadiusLG}px;
`;
