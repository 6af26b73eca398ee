/**
 * Seeded pseudo-random numbers (mulberry32) so the sample index is reproducible.
 * Only integer and floating-point arithmetic is used, no Math.random.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Approximately standard-normal value (Irwin-Hall sum of 12 uniforms). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pickIndex = (length: number): number => Math.min(length - 1, Math.floor(next() * length));
  return {
    next,
    int: (min, max) => min + pickIndex(max - min + 1),
    chance: (p) => next() < p,
    normal: () => {
      let sum = 0;
      for (let i = 0; i < 12; i += 1) sum += next();
      return sum - 6;
    },
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[pickIndex(items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((acc, [, weight]) => acc + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted() from an empty list');
      return last[0];
    },
  };
}
