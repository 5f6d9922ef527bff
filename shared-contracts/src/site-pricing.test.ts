import fc from 'fast-check';
import { goodsPrice, percentOfFen } from './site-pricing';

describe('goodsPrice: the one price rule (issue 32)', () => {
  it('on the main site: the list price, a group discounting it half up, no floor', () => {
    expect(goodsPrice(1000, null, null)).toEqual({ selling: 1000, unit: 1000, cost: null });
    // 999 × 95 % = 949.05 → 949; 1001 × 95 % = 950.95 → 951; 10 × 95 % = 9.5 → 10 (half up)
    expect(goodsPrice(999, null, null, 95).unit).toBe(949);
    expect(goodsPrice(1001, null, null, 95).unit).toBe(951);
    expect(goodsPrice(10, null, null, 95).unit).toBe(10);
    // a 分站's fixed price means nothing on the main site
    expect(goodsPrice(1000, null, 5000, 100).unit).toBe(1000);
  });

  it('on a 分站: cost = list × cost_percent, selling = cost × (100 + markup), both half up to the fen', () => {
    const site = { cost_percent: 85, markup_percent: 20 };
    // 999 × 85 % = 849.15 → 849; 849 × 120 % = 1018.8 → 1019
    expect(goodsPrice(999, site, null)).toEqual({ cost: 849, selling: 1019, unit: 1019 });
    // exactly half a fen rounds up: 10 × 85 % = 8.5 → 9; 9 × 150 % = 13.5 → 14
    expect(goodsPrice(10, { cost_percent: 85, markup_percent: 50 }, null)).toEqual({ cost: 9, selling: 14, unit: 14 });
    // under half rounds down, half and over up: 1001 × 85 % = 850.85 → 851; 3 × 50 % = 1.5 → 2; 1009 × 51 % = 514.59 → 515; 1001 × 51 % = 510.51 → 511; 1003 × 51 % = 511.53 → 512; 101 × 51 % = 51.51 → 52; 1 × 51 % = 0.51 → 1; 1 × 50 % = 0.5 → 1; 3 × 83 % = 2.49 → 2
    expect(goodsPrice(1001, { cost_percent: 85, markup_percent: 0 }, null).cost).toBe(851);
    expect(goodsPrice(3, { cost_percent: 50, markup_percent: 0 }, null).cost).toBe(2);
    expect(goodsPrice(1, { cost_percent: 50, markup_percent: 0 }, null).cost).toBe(1);
    expect(goodsPrice(3, { cost_percent: 83, markup_percent: 0 }, null).cost).toBe(2);
    // cost_percent 100 and no markup sell at the main site's price
    expect(goodsPrice(1234, { cost_percent: 100, markup_percent: 0 }, null)).toEqual({ cost: 1234, selling: 1234, unit: 1234 });
  });

  it('a fixed price replaces the markup, and never sells below cost', () => {
    const site = { cost_percent: 80, markup_percent: 100 };
    expect(goodsPrice(1000, site, 900)).toEqual({ cost: 800, selling: 900, unit: 900 });
    // a fixed price left below cost by a later rise of the list price is read as the cost
    expect(goodsPrice(2000, site, 900)).toEqual({ cost: 1600, selling: 1600, unit: 1600 });
  });

  it('a 分站 group discounts its selling price, clamped at cost', () => {
    const site = { cost_percent: 85, markup_percent: 20 };
    // 1019 × 90 % = 917.1 → 917 (cost 849)
    expect(goodsPrice(999, site, null, 90).unit).toBe(917);
    // 1019 × 50 % = 509.5 → 510, below cost 849: the member pays the cost
    expect(goodsPrice(999, site, null, 50).unit).toBe(849);
  });

  it('for any price and terms: cost ≤ unit ≤ selling on a 分站, integers, and the margin never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 50, max: 100 }),
        fc.integer({ min: 0, max: 300 }),
        fc.option(fc.integer({ min: 1, max: 9_999_999 })),
        fc.integer({ min: 1, max: 100 }),
        (list, costPercent, markup, fixed, group) => {
          const price = goodsPrice(list, { cost_percent: costPercent, markup_percent: markup }, fixed, group);
          expect(Number.isInteger(price.cost) && Number.isInteger(price.selling) && Number.isInteger(price.unit)).toBe(true);
          expect(price.cost!).toBeLessThanOrEqual(price.unit);
          expect(price.unit).toBeLessThanOrEqual(price.selling);
          expect(price.cost).toBe(percentOfFen(list, costPercent));
          if (fixed === null) expect(price.selling).toBe(Math.max(price.cost!, percentOfFen(price.cost!, 100 + markup)));
        },
      ),
    );
  });

  it('percentOfFen rounds half up exactly, as integer arithmetic (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 1, max: 400 }), (amount, percent) => {
        const exact = (amount * percent) / 100;
        const rounded = percentOfFen(amount, percent);
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.5);
        // a .5 remainder goes up
        if ((amount * percent) % 100 === 50) expect(rounded).toBe(Math.ceil(exact));
      }),
    );
  });
});
