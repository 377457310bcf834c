import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { statementNames } from './statementNames';

/** A row set as both backends return it. */
export interface QueryResult<Row> {
  rows: Row[];
}

/**
 * The one database interface the services use. PostgreSQL SQL with `$1` parameters runs
 * unchanged on the embedded PGlite and on a real server through `pg`.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs several statements separated by semicolons (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: everything it wrote is kept, or nothing. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the lock named `key` against every other holder: on PostgreSQL a
   * session-level advisory lock on one connection kept for it (other processes on the database
   * wait), on PGlite (one process) a queue in the process. Absent: no lock (a stand-in database).
   */
  withSessionLock?<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The embedded database only: its whole data folder as a tarball (`loadDataDir` opens a copy). */
  dumpDataDir?(): Promise<Blob>;
  close: () => Promise<void>;
}

export type Queryable = Pick<Database, 'query'>;

export interface QueryOptions {
  /**
   * On PostgreSQL, send the text as a named prepared statement (statementNames.ts): parsed and
   * planned once per connection; after five runs the server may keep one generic plan for all
   * values. Only for statements whose best plan does not depend on the values (a fixed walk,
   * a sum over counters): a plan chosen without the values can be far worse for a search whose
   * matches vary (EXPLAIN ANALYZE it with `plan_cache_mode = force_generic_plan` first). The
   * embedded database ignores it.
   */
  prepared?: boolean;
}

/** `{ prepared: true }`: see QueryOptions. */
export const PREPARED: QueryOptions = Object.freeze({ prepared: true });

export interface DatabaseOptions {
  /** `postgres://…`: use a real PostgreSQL server. */
  url?: string;
  /** Folder for the embedded database; omitted = in memory. */
  dataDir?: string;
  /** The embedded database only: starts from this data folder tarball (a `dumpDataDir`), not empty. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the substring searches' trigram indexes (0124_list_indexes.sql), as on a server.
  const extensions = { pg_trgm };
  const db = dataDir ? await PGlite.create(dataDir, { extensions, loadDataDir }) : await PGlite.create({ extensions, loadDataDir });
  const analyzer = await analyzeAfterBulkChanges(db);
  // One process holds an embedded database (dataLock.ts): a queue of holders is the lock.
  let lockQueue: Promise<unknown> = Promise.resolve();
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving.
  const run = async <Row>(sql: string, params?: unknown[]) => {
    const result = await db.query<Row>(sql, params);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    query: run,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<Row>(sql, params)).rows }),
        }),
      ),
    withSessionLock: (_key, work) => {
      const turn = lockQueue.then(work, work);
      lockQueue = turn.catch(() => undefined);
      return turn;
    },
    dumpDataDir: () => db.dumpDataDir('none'),
    close: async () => {
      analyzer.stop();
      await db.close();
    },
  };
}

/** The notice a statement that changed many rows sends (0041_postal_code_paging.sql), naming its table. */
export const BULK_CHANGE_CHANNEL = 'console_bulk_change';
const ANALYZE_DELAY_MS = 1000;

/**
 * PGlite runs no autovacuum, so nothing would refresh the planner's statistics after a bulk
 * change: ANALYZE the tables named once writes have paused for a second. (PostgreSQL's
 * autovacuum does this itself.)
 */
async function analyzeAfterBulkChanges(db: PGlite): Promise<{ stop(): void }> {
  const tables = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    timer = undefined;
    const names = [...tables];
    tables.clear();
    for (const name of names) {
      if (stopped) return;
      await db.exec(`analyze "${name}"`).catch((error: unknown) => {
        if (!stopped) console.warn(`ANALYZE ${name} failed: ${(error as Error).message}`);
      });
    }
  };
  await db.listen(BULK_CHANGE_CHANNEL, (table) => {
    if (stopped || !/^[a-z_][a-z0-9_]*$/.test(table)) return;
    tables.add(table);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), ANALYZE_DELAY_MS);
    timer.unref();
  });
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // A connection the server ends (a restart, an administrator, a dropped database) must not take
  // the whole process down: say so; the pool opens a new connection for the next query.
  const lost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  await pool.query('select 1');
  // Statements asked for `prepared` are prepared once per connection (statementNames.ts).
  const names = statementNames();
  const queryWith = (client: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const name = options?.prepared ? names.nameFor(sql) : undefined;
      const result = name === undefined ? await client.query(sql, params) : await client.query({ name, text: sql, values: params ?? [] });
      return { rows: result.rows as Row[] };
    };
  return {
    kind: 'postgres',
    query: queryWith(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ query: queryWith(client) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    withSessionLock: async (key, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
