import styled from 'styled-components';
import { Card } from 'shared-contracts/ui/more';
import { ApplicationForm, EarningsExplained, FranchiseBenefits, FranchiseHero, JoinSteps } from '../../features/substation-apply';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 440px;
  gap: 16px;
  align-items: start;
`;

/** Sub-station franchise (/substations-join, named SubstationsJoin; hidden on the hosts the site configuration lists). */
export function SubstationsJoinPage() {
  return (
    <div data-testid="substations-join">
      <FranchiseHero />
      <FranchiseBenefits />
      <EarningsExplained />
      <Columns>
        <JoinSteps />
        <Card title="申请加盟">
          <ApplicationForm />
        </Card>
      </Columns>
    </div>
  );
}
