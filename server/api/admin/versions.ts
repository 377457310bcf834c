import type { Context } from 'hono';
import { conflictError } from '../errors';
import { namedList } from './http';

/** One row of an update: its id, how the caller knows it, the version it sent and the field that carried it. */
export interface SentVersion {
  id: number;
  /** The row as the caller sees it, e.g. Transcona (its name as sent). */
  label: string;
  version: number;
  /** `version`, or `versionArray.1` in a parallel-arrays update. */
  field: string;
}

/** What a row is called in sentences, e.g. { one: 'Town', many: 'Towns' }. */
export interface RowNoun {
  one: string;
  many: string;
}

/**
 * 409 `{ error, conflicts, fields }` when any row was updated since the caller loaded it (its
 * stored version is not the one sent), naming every such row; undefined when none was. Rows not
 * stored are left to the caller's own 404/400. Run inside the write's transaction, on versions
 * read `for update`, so no other write can slip in before this one.
 */
export function staleRows(c: Context, noun: RowNoun, sent: readonly SentVersion[], stored: ReadonlyMap<number, number>): Response | undefined {
  const stale = sent.filter((row) => stored.has(row.id) && stored.get(row.id) !== row.version);
  if (stale.length === 0) return undefined;
  const one = stale.length === 1;
  const them = one ? 'it' : 'them';
  const error =
    `${namedList(noun.one, noun.many, stale.map((row) => row.label))} ${one ? 'was' : 'were'} changed by someone else since you loaded ${them}. ` +
    `Reload ${them} and apply your changes again.`;
  const fields = Object.fromEntries(
    stale.map((row) => [row.field, `is ${stored.get(row.id) ?? 0} now, not ${row.version}: the row changed since it was loaded`]),
  );
  return conflictError(c, error, stale.map((row) => row.id), fields);
}

/** `staleRows` for a per-row PUT: the body's `version` against the stored one. */
export function staleRow(c: Context, noun: RowNoun, sent: { id: number; label: string; version: number }, stored: number): Response | undefined {
  return staleRows(c, noun, [{ ...sent, field: 'version' }], new Map([[sent.id, stored]]));
}
