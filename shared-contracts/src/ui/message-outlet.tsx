import { message } from 'antd';
import { useEffect } from 'react';
import { attachNoticeListener } from 'shared-contracts/ui';

/** antd's message, rendered inside the app's ConfigProvider so it has the theme; see ui/notices.tsx. */
export function MessageOutlet() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    const show = (n: { level: 'success' | 'info' | 'warning' | 'error'; text: string; duration?: number }) =>
      void api.open({ type: n.level, content: n.text, duration: n.duration ?? 3, key: n.text });
    for (const queued of attachNoticeListener(show)) show(queued);
    return () => {
      attachNoticeListener(null);
    };
  }, [api]);
  return holder;
}
