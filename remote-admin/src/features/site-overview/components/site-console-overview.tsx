import { can, type OperatorInfo } from 'shared-contracts/admin';
import { OverviewFrame } from '../../../shared/overview-frame';
import { SiteOverview } from './site-overview';

/** 概览 of a 分站's console (site_owner, site_staff): who is signed in, 分站概览, then the sections their role may use. */
export function SiteConsoleOverview({ operator }: { operator: OperatorInfo }) {
  return (
    <OverviewFrame operator={operator}>
      <SiteOverview earningsLinked={can(operator.role, 'site.earnings')} />
    </OverviewFrame>
  );
}
