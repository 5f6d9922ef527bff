import { render, screen } from '@testing-library/react';
import { MoneyRuleChangeTexts } from 'shared-contracts/admin';
import { MoneyRuleChanges } from './money-rule-changes';

// 概览's 最近的资金规则变更 (issue 35): each change with when, who, what and before → after.
describe('最近的资金规则变更', () => {
  it('lists each change as a line, newest first', () => {
    render(
      <MoneyRuleChanges
        changes={[
          {
            id: 9,
            at: '2026-11-26 10:00:00',
            operator_name: '周站长',
            role: 'site_owner',
            subject: '分站 #3 推广佣金',
            changes: [{ field: '佣金比例', before: '5%', after: '20%' }],
          },
          {
            id: 7,
            at: '2026-11-25 09:00:00',
            operator_name: '赵财务',
            role: 'finance',
            subject: '推广设置',
            changes: [
              { field: '佣金比例', before: '5%', after: '8%' },
              { field: '冻结天数', before: '7 天', after: '3 天' },
            ],
          },
        ]}
      />,
    );
    const card = screen.getByLabelText(MoneyRuleChangeTexts.title);
    const items = card.querySelectorAll('li');
    expect(items[0]).toHaveTextContent('2026-11-26 10:00:00 周站长（分站站长） 分站 #3 推广佣金：佣金比例 5% → 20%');
    expect(items[1]).toHaveTextContent('2026-11-25 09:00:00 赵财务（财务） 推广设置：佣金比例 5% → 8%，冻结天数 7 天 → 3 天');
  });

  it('says when there were none', () => {
    render(<MoneyRuleChanges changes={[]} />);
    expect(screen.getByText(MoneyRuleChangeTexts.none)).toBeInTheDocument();
  });
});
