import { discountText } from './discount';

it('reads a price percent as 折', () => {
  expect(discountText(100)).toBe('原价');
  expect(discountText(98)).toBe('9.8折');
  expect(discountText(95)).toBe('9.5折');
  expect(discountText(90)).toBe('9折');
  expect(discountText(85)).toBe('8.5折');
  expect(discountText(92.5)).toBe('9.25折');
  expect(discountText(5)).toBe('0.5折');
});
