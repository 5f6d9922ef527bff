import { useState } from 'react';
import styled from 'styled-components';
import { NOTICE_VERSION_KEY } from 'shared-contracts';
import { useAppSelector } from 'shared-contracts/app';
import { Button, Modal, useRestoredStyles } from 'shared-contracts/ui';
import { Note } from './text';
import { useHomeNoticeQuery } from '../api/home';
import { NOTICE_DISMISSED_EVENT, readDismissedVersion, shouldShowNotice } from '../utils/notice-rules';

const Content = styled.div`
  line-height: 1.8;
  max-height: 50vh;
  overflow: auto;
  img {
    max-width: 100%;
  }
`;

/**
 * The home notice (SPEC §2.3): title (default 公告), HTML content (sanitised by the server) and date; 我知道了 closes,
 * 不再提示 stores the version so this notice is not shown again. It waits while the login dialog is open (a supplier
 * whose session ended lands home with it, issue 33): two dialogs would stack.
 */
export function NoticeDialog() {
  const [dismissed] = useState(readDismissedVersion);
  const { data } = useHomeNoticeQuery(dismissed ?? undefined);
  const [closed, setClosed] = useState(false);
  const loginOpen = useAppSelector((s) => s.ui.login.open);
  const show = shouldShowNotice(data, dismissed);
  // sanitised by the server, style attributes moved aside for the CSP
  const html = show ? data.content : null;
  const restoreStyles = useRestoredStyles(html);

  if (!show || html === null) return null;
  const neverAgain = () => {
    try {
      localStorage.setItem(NOTICE_VERSION_KEY, data.version);
    } catch {
      // storage unavailable (private mode): closing is all we can do
    }
    window.dispatchEvent(new CustomEvent(NOTICE_DISMISSED_EVENT, { detail: data.version }));
    setClosed(true);
  };
  return (
    <Modal
      open={!closed && !loginOpen}
      title={data.title || '公告'}
      onCancel={() => setClosed(true)}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="never" onClick={neverAgain}>
          不再提示
        </Button>,
        <Button key="ok" type="primary" onClick={() => setClosed(true)}>
          我知道了
        </Button>,
      ]}
    >
      <Content ref={restoreStyles} data-testid="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
      {data.date ? (
        <Note style={{ textAlign: 'right', marginTop: 12, fontSize: 14 }}>{data.date}</Note>
      ) : null}
    </Modal>
  );
}
