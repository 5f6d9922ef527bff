import { Tabs } from 'shared-contracts/ui/more';
import { REVIEW_TABS } from '../hooks/suppliers-params';

type ReviewTab = (typeof REVIEW_TABS)[number]['key'];

/** The review lists' tabs (入驻申请, 供货价审核): 待审核, 已通过, 已驳回, 全部; the status is in the URL. */
export function ReviewTabs<Status extends ReviewTab>({ status, onChange }: { status: Status; onChange: (status: Status) => void }) {
  return <Tabs activeKey={status} onChange={(key) => onChange(key as Status)} items={REVIEW_TABS.map((tab) => ({ key: tab.key, label: tab.label }))} />;
}
