import { NoticeEditor } from '../../features/content';
import { RequirePermission } from '../../shared/require-permission';

/** 公告 (/admin/notice): for roles holding 'content.write', which covers reading and changing it. */
export function AdminNoticePage() {
  return (
    <RequirePermission permission="content.write" what="公告">
      {() => <NoticeEditor />}
    </RequirePermission>
  );
}
