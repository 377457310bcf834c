/** A seeded pseudo-random source (mulberry32): the same seed gives the same requests on every run. */
import { seededRandom as numbersFrom } from '../../../shared/seededRandom';

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A 32-bit seed from a text (FNV-1a), e.g. the endpoint's `METHOD path`. */
export function seedOf(text: string, base: number): number {
  let hash = 0x811c9dc5 ^ base;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

export function seededRandom(seed: number): Random {
  const next = numbersFrom(seed);
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
