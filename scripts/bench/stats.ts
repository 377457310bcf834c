/** Percentiles and timed loops for `npm run bench`: figures from many samples, never one run. */
import { seededRandom } from '../../shared/seededRandom.ts';

/** Every run of the bench asks for the same offsets and texts. */
export { seededRandom };

export interface Figures {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile of sorted values (p in 0…100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function figures(times: readonly number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

export interface LoadOptions {
  /** Clients sending one request after another, all at once. */
  clients: number;
  /** Keep going at least this long… */
  seconds: number;
  /** …and until at least this many samples. */
  minSamples: number;
}

/**
 * Runs `request` from `clients` concurrent loops until both the time and the sample count are
 * reached; each sample is one request's wall time in milliseconds, as its client saw it.
 */
export async function load(options: LoadOptions, request: (client: number) => Promise<void>): Promise<Figures> {
  const times: number[] = [];
  const until = performance.now() + options.seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < until || times.length < options.minSamples) {
      const start = performance.now();
      await request(client);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, client) => loop(client)));
  return figures(times);
}

