import { screen } from '@testing-library/react';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { EarningsExplained } from './earnings-explained';

afterEach(() => resetBrowserState());

describe('分站加盟: 收益怎么算', () => {
  it('says how a 分站 is priced and paid, with an example priced by the shop\'s own rule', () => {
    renderInApp(<EarningsExplained />);
    expect(screen.getByText('收益怎么算')).toBeInTheDocument();
    // 10.00 × 85 % = 8.50; 8.50 × 120 % = 10.20; 1.70 a piece
    expect(screen.getByText(/^例：/)).toHaveTextContent('例：主站标价 10.00 元，成本比例 85%，成本价 8.50 元；加价 20%，售价 10.20 元，每件收益 1.70 元。');
    for (const text of ['不能低于成本价', '冻结收益', '可提现收益', '主站财务审核', '不收取系统使用费']) expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
  });
});
