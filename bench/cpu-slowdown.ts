// Lighthouse's mobile preset slows the CPU 4x, which turns a high-end desktop
// (benchmark index 1,500-2,000) into a mid-tier phone. On a slower machine the
// same 4x simulates a weaker phone than the preset means to, and on a faster one a
// stronger one: Lighthouse warns below an index of 1,000 and its docs
// (docs/throttling.md, "Calibrating the CPU slowdown") ask for a multiplier
// calibrated to the machine. This is the Lighthouse team's calculator
// (lighthouse-cpu-throttling-calculator) for that target, a mid-tier phone.

/** The slowdown that makes this machine a mid-tier phone, or null below an index of 150 (too slow to emulate one). */
export function midTierPhoneSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  // 150 -> 1x, 800 -> 2x, 1,300 -> 3x, then +1x per 233 (1,533 -> 4x, 2,000 -> 6x).
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
