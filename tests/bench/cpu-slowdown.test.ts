import { describe, expect, it } from 'vitest';
import { midTierPhoneSlowdown } from '../../bench/cpu-slowdown';

describe('midTierPhoneSlowdown (the Lighthouse calculator for a mid-tier phone)', () => {
  it("gives the preset's 4x to a machine of the index the preset assumes", () => {
    expect(midTierPhoneSlowdown(1533)).toBeCloseTo(4, 1);
  });

  it('meets each bracket at its edges, with no jump', () => {
    expect(midTierPhoneSlowdown(150)).toBe(1);
    expect(midTierPhoneSlowdown(800)).toBe(2);
    expect(midTierPhoneSlowdown(799.999)).toBeCloseTo(2, 4);
    expect(midTierPhoneSlowdown(1300)).toBe(3);
    expect(midTierPhoneSlowdown(1299.999)).toBeCloseTo(3, 4);
    expect(midTierPhoneSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it('slows a slower machine less (an index of 650 is about 1.8x)', () => {
    expect(midTierPhoneSlowdown(650)).toBeCloseTo(1.77, 2);
  });

  it('gives none for a machine too slow to emulate a phone, or no index', () => {
    expect(midTierPhoneSlowdown(149)).toBeNull();
    expect(midTierPhoneSlowdown(Number.NaN)).toBeNull();
  });
});
