/**
 * A small, fast, seedable generator (mulberry32) of numbers in [0, 1): the same seed gives the
 * same numbers on every run and machine. The demo seed, the bench, the mutation run and the tests'
 * random inputs all draw from it (never Math.random), so a failure can be replayed from its seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
