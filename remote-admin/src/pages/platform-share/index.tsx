import { PlatformShare } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 平台收益 (/admin/platform-share): money.read (admin, finance). */
export function AdminPlatformSharePage() {
  return <RequirePermission permission="money.read" what="平台收益">{() => <PlatformShare />}</RequirePermission>;
}
