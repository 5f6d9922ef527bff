import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-contracts/ui';
import { useHomeNoticeQuery } from '../api/home';
import { useBannerDismissal } from '../hooks/use-banner-dismissal';
import { NOTICE_DISMISSED_EVENT, noticeText, readDismissedVersion, shouldShowNotice } from '../utils/notice-rules';

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  padding: 6px 8px 6px 12px;
  border: 1px solid ${(p) => p.theme.colorWarningBorder};
  border-radius: ${(p) => p.theme.borderRadius}px;
  background: ${(p) => p.theme.colorWarningBg};
  font-size: 13px;
  line-height: 22px;
  .label {
    flex: none;
    padding: 0 6px;
    border-radius: 4px;
    color: #fff;
    background: ${(p) => p.theme.colorPrimary};
    font-size: 12px;
  }
  .text {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .date {
    flex: none;
    color: ${(p) => p.theme.colorTextSecondary};
    font-size: 12px;
  }
`;

/**
 * The home's notice bar: the current notice on one line (title, words, date) above the blocks, with 关闭,
 * after which it stays closed for 7 days (SPEC §9 banner dismissal; useBannerDismissal). A notice the user
 * dismissed with 不再提示 is not shown here either. Same call and cache entry as the notice dialog.
 */
export function NoticeBar() {
  // the version at load asks the server (the dialog's cache entry); one dismissed since only hides
  const [atLoad] = useState(readDismissedVersion);
  const [version, setVersion] = useState(atLoad);
  const { data } = useHomeNoticeQuery(atLoad ?? undefined);
  const { dismissed, dismiss } = useBannerDismissal();
  useEffect(() => {
    const onDismissed = (event: Event) => setVersion(String((event as CustomEvent<string>).detail));
    window.addEventListener(NOTICE_DISMISSED_EVENT, onDismissed);
    return () => window.removeEventListener(NOTICE_DISMISSED_EVENT, onDismissed);
  }, []);

  if (dismissed || !shouldShowNotice(data, version)) return null;
  const words = noticeText(data.content);
  const text = data.title ? `${data.title}：${words}` : words;
  return (
    <Bar aria-label="公告栏" data-testid="notice-bar">
      <span className="label">公告</span>
      <span className="text" title={text}>
        {text}
      </span>
      {data.date ? <span className="date">{data.date}</span> : null}
      <Button type="text" size="small" onClick={dismiss} aria-label="关闭公告栏">
        关闭
      </Button>
    </Bar>
  );
}
