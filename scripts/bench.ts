/**
 * `npm run bench`: performance goals as ratios and sizes, never as wall-clock limits in tests.
 *  - seeding scales linearly: 100,000 postal codes cost at most 15× what 10,000 cost;
 *  - a page of postal codes by prefix, with its total, costs about the same at 100,000 rows as at
 *    10,000 (indexed): at most 3×;
 *  - the code a signed-out visitor downloads first (entry chunk, gzip) stays under 150 kB.
 * Run `npm run build` first for the bundle figure. Exits non-zero when a goal is missed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed/seed';

const root = fileURLToPath(new URL('..', import.meta.url));
const results: { goal: string; value: string; ok: boolean }[] = [];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function databaseWith(postalCodes: number) {
  const db = await openDatabase({});
  await migrate(db);
  const [, ms] = await timed(() => seedDemoData(db, { postalCodes }));
  return { db, seedMs: ms };
}

/** Median time of a prefix page + total, over several prefixes. */
async function pageQueryMs(db: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const times: number[] = [];
  for (const prefix of ['R2', 'T3', 'V5', 'M4', 'H2', 'S7', 'B3', 'K1', 'L8', 'E1', 'R3', 'T2']) {
    const [, ms] = await timed(async () => {
      await db.query(
        'select postalcode_id, postalcode, town_id, zone_id from postal_code where postalcode like $1 order by postalcode limit 20 offset 0',
        [`${prefix}%`],
      );
      await db.query('select count(*)::int as total from postal_code where postalcode like $1', [`${prefix}%`]);
    });
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const small = await databaseWith(10_000);
const large = await databaseWith(100_000);
await pageQueryMs(small.db); // warm-up
await pageQueryMs(large.db);
const smallQuery = await pageQueryMs(small.db);
const largeQuery = await pageQueryMs(large.db);
await small.db.close();
await large.db.close();

const seedRatio = large.seedMs / small.seedMs;
results.push({ goal: 'seed 100k / seed 10k ≤ 15', value: `${seedRatio.toFixed(1)} (${small.seedMs.toFixed(0)} ms → ${large.seedMs.toFixed(0)} ms)`, ok: seedRatio <= 15 });
const queryRatio = largeQuery / smallQuery;
results.push({ goal: 'prefix page+total at 100k / at 10k ≤ 3', value: `${queryRatio.toFixed(2)} (${smallQuery.toFixed(1)} ms → ${largeQuery.toFixed(1)} ms)`, ok: queryRatio <= 3 });

try {
  const html = await readFile(join(root, 'dist/index.html'), 'utf8');
  const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  const gz = gzipSync(await readFile(join(root, 'dist', entry))).length / 1024;
  const chunks = (await readdir(join(root, 'dist/assets'))).filter((f) => f.endsWith('.js')).length;
  results.push({ goal: 'entry chunk gzip < 150 kB', value: `${gz.toFixed(1)} kB (${chunks} chunks)`, ok: gz < 150 });
} catch (error) {
  results.push({ goal: 'entry chunk gzip < 150 kB', value: `not measured: ${(error as Error).message} (run npm run build)`, ok: false });
}

for (const { goal, value, ok } of results) console.log(`${ok ? 'ok  ' : 'MISS'}  ${goal.padEnd(42)} ${value}`);
if (results.some((r) => !r.ok)) process.exitCode = 1;
