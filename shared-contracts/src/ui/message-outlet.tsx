import { message } from 'antd';
import { useEffect } from 'react';
import type { AttachNoticeListener, UiNotice } from './notice-types';

/**
 * antd's message, rendered inside the app's ConfigProvider so it has the theme; see ui/notices.tsx.
 * `attach` is the notice queue of the shared-contracts/ui instance that renders it (NoticeOutlet passes
 * its own): ui/more never imports ui (not even its types, which are ./notice-types.ts), so the two modules
 * do not form a circle.
 */
export function MessageOutlet({ attach }: { attach: AttachNoticeListener }) {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    const show = (n: UiNotice) => void api.open({ type: n.level, content: n.text, duration: n.duration ?? 3, key: n.text });
    for (const queued of attach(show)) show(queued);
    return () => {
      attach(null);
    };
  }, [api, attach]);
  return holder;
}
