/*
 * A small seeded pseudo-random generator (mulberry32), so a fuzz run that finds a failure can be
 * run again with exactly the same inputs: the seed is printed with every failure.
 */

export type SeededRandom = {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
};

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    bytes: (length) => {
      const buffer = Buffer.allocUnsafe(length);
      for (let index = 0; index < length; index += 1) buffer[index] = int(0, 255);
      return buffer;
    },
  };
}
