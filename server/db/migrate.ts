import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The advisory lock the start's migrations and seed run under (any number, the same in every version). */
export const START_LOCK_KEY = 30_0123;

/**
 * Runs `work` (migrations, seed) holding the start lock: of several processes starting on one
 * empty database, one migrates and seeds while the others wait, then find it done.
 */
export function underStartLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.withSessionLock ? db.withSessionLock(START_LOCK_KEY, work) : work();
}

/**
 * Applies every `NNNN_name.sql` in the migrations folder not yet recorded, in name order,
 * each in its own transaction. Returns the names it applied.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migration')).rows.map((row) => row.name),
  );
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migration (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** A dollar-quote delimiter: `$$` or `$tag$` (never a parameter such as `$1`). */
const DOLLAR_QUOTE = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/g;

/**
 * Splits a migration on semicolons at line ends, except inside dollar-quoted text (a function
 * body); whole-line `--` comments are dropped. Migrations keep to plain DDL, DML and functions.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const line of sql.split(/(?<=\n)/)) {
    current += line;
    for (const [delimiter] of line.matchAll(DOLLAR_QUOTE)) {
      if (quote === undefined) quote = delimiter;
      else if (delimiter === quote) quote = undefined;
    }
    if (quote === undefined && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter((statement) => statement.length > 0);
}
