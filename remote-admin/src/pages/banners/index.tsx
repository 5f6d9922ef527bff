import { BannerList } from '../../features/content';
import { RequirePermission } from '../../shared/require-permission';

/** 轮播图 (/admin/banners): for roles holding 'content.write', which covers reading and changing it. */
export function AdminBannersPage() {
  return (
    <RequirePermission permission="content.write" what="轮播图">
      {() => <BannerList />}
    </RequirePermission>
  );
}
