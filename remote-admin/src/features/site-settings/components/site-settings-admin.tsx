import { Loaded } from 'shared-kits/console-frame';
import { useSiteSettingsQuery } from '../api/site-settings-api';
import { SiteFacts } from './site-facts';
import { SiteSettingsForm } from './site-settings-form';

/** 站点设置 (site.settings): what the main site sets (read-only), then the owner's form. */
export function SiteSettingsAdmin() {
  const query = useSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Loaded what="站点设置" query={query} rows={8}>
      {(data) => (
        <>
          <SiteFacts site={data} />
          <SiteSettingsForm site={data} />
        </>
      )}
    </Loaded>
  );
}
