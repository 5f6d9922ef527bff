// The substation-apply feature's front door: 分站加盟's parts and its application form.
export { ApplicationForm } from './components/application-form';
export { EarningsExplained } from './components/earnings-explained';
export { FranchiseBenefits } from './components/franchise-benefits';
export { FranchiseHero } from './components/franchise-hero';
export { JoinSteps } from './components/join-steps';
