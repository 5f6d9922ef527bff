import { StoreMessages } from 'shared-contracts';
import { recipientProblem } from './stores';

const order = { shop_order: '6920000000001', receiver_name: '李四', receiver_phone: '15712341234', province: '广东省', city: '深圳市', district: '南山区', address: '科技园南路8号' };

describe('a synced order whose receiver the platform masked or left encrypted', () => {
  it('is unshippable with its own reason, whatever field is masked', () => {
    expect(recipientProblem(order)).toBeUndefined();
    for (const masked of [{ receiver_name: '李*' }, { receiver_phone: '157****1234' }, { address: '科技园南路**号' }, { receiver_phone: '#1Ndvi4W5pXv2ePKJCLJ8d+ZwOdEd7Mm5#' }]) {
      expect(recipientProblem({ ...order, ...masked })).toBe(StoreMessages.receiverMasked);
    }
  });

  it('keeps the ordering rules’ own reason for a receiver that is merely incomplete', () => {
    expect(recipientProblem({ ...order, receiver_phone: '' })).toBeTruthy();
    expect(recipientProblem({ ...order, receiver_phone: '' })).not.toBe(StoreMessages.receiverMasked);
  });
});
