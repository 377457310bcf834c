import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';
import { jsonError } from '../errors';
import { idParams, pathId, sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';

/** A kind of rate (000 §7): where its calls are, its table and the words of its answers. */
export interface RateKind {
  /** GET: the list. */
  listPath: string;
  /** POST creates here; PUT and DELETE at `${itemPath}/:id`. */
  itemPath: string;
  /** The entity schema, whose `$defs` create, update and delete are the bodies. */
  schema: { $defs: { create: object; update: object; delete: object } };
  table: string;
  /** In sentences: 'zone delivery rate' ('There is no zone delivery rate 7.'). */
  name: string;
  /** In the success answers: 'Zone Delivery Rate' ('Zone Delivery Rate … has been saved.'). */
  title: string;
  /** In stale-row conflicts and renamed-row refusals: { one: 'Zone delivery rate', … }. */
  noun: RowNoun;
  /** The 400 error of a bad body: 'The zone delivery rate is not valid.'. */
  invalid: string;
  /** The string fields trimmed before the body is validated. */
  trimmed: readonly string[];
}

/** Where a kind of rate is: its calls' paths, its body schemas, its table and the fields trimmed. */
export type RatePlace = Pick<RateKind, 'listPath' | 'itemPath' | 'schema' | 'table' | 'trimmed'>;

/** A kind of rate whose words all come from its name in sentences, e.g. 'zone delivery rate'. */
export function rateKind(name: string, place: RatePlace): RateKind {
  const one = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const title = name.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return { ...place, name, title, noun: { one, many: `${one}s` }, invalid: `The ${name} is not valid.` };
}

/** What a create and an update body both carry. */
interface SentRate {
  name: string;
}

/** What an update body carries besides. */
interface SentUpdate extends SentRate {
  id: number;
  version: number;
}

/** What one kind of rate does its own way; the flow around it is the same for every kind. */
export interface RateCalls<Create extends SentRate, Update extends SentUpdate, Stored extends { version: number }> {
  /** The list's query, its order included. */
  list: string;
  /** The columns an update reads, locked, from the row it replaces (`version` among them). */
  stored: string;
  /**
   * The refusals of a rate before it is written (400 field errors, 409 a duplicate), or undefined.
   * `ownId` and `stored` are the updated row's; undefined for a create.
   */
  check: (c: Context, tx: Queryable, rate: Create | Update, ownId: number | undefined, stored: Stored | undefined) => Promise<Response | undefined>;
  /** Writes a new rate; its id. */
  insert: (tx: Queryable, rate: Create) => Promise<number | undefined>;
  /** Writes an update of row `id` at the version the body sent. */
  update: (tx: Queryable, id: number, rate: Update) => Promise<void>;
  /** The 409 of a duplicate, also when the database's unique index catches one the check missed. */
  duplicate: (c: Context, rate: Create | Update) => Response;
}

/** Registers a kind of rate's list, create, update and delete calls. */
export function registerRateCalls<Create extends SentRate, Update extends SentUpdate, Stored extends { version: number }>(
  app: ApiApp,
  db: Database,
  kind: RateKind,
  calls: RateCalls<Create, Update, Stored>,
): void {
  const itemPath = `${kind.itemPath}/:id`;
  const trim = (raw: unknown) => trimFields(raw, kind.trimmed);
  describeRoute(app, 'GET', kind.listPath, NO_INPUT);
  app.get(kind.listPath, async (c) => c.json((await db.query(calls.list)).rows));

  const validateCreate = describeRoute<Create>(app, 'POST', kind.itemPath, { body: kind.schema.$defs.create }).body;
  app.post(kind.itemPath, async (c) => {
    const body = await validBody(c, validateCreate, kind.invalid, trim);
    if (!body.ok) return body.response;
    const rate = body.value;
    return writeOnce(c, db, () => calls.duplicate(c, rate), async (tx) => {
      const refused = await calls.check(c, tx, rate, undefined, undefined);
      if (refused) return refused;
      const id = await calls.insert(tx, rate);
      return c.json({ success: `${kind.title} ${rate.name} has been saved.`, id }, 201);
    });
  });

  const validateUpdate = describeRoute<Update>(app, 'PUT', itemPath, { body: kind.schema.$defs.update, params: idParams('id') }).body;
  app.put(itemPath, async (c) => {
    const id = pathId(c, 'id', `The ${kind.name} id is not valid.`);
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, kind.invalid, trim);
    if (!body.ok) return body.response;
    const rate = body.value;
    if (rate.id !== id.value) return jsonError(c, 400, kind.invalid, { id: `must be ${id.value}, the id in the path` });
    return writeOnce(c, db, () => calls.duplicate(c, rate), async (tx) => {
      const found = await tx.query<Stored>(`select ${calls.stored} from ${kind.table} where id = $1 for update`, [id.value]);
      const stored = found.rows[0];
      if (!stored) return jsonError(c, 404, `There is no ${kind.name} ${id.value}.`);
      const stale = staleRow(c, kind.noun, { id: id.value, label: rate.name, version: rate.version }, stored.version);
      if (stale) return stale;
      const refused = await calls.check(c, tx, rate, id.value, stored);
      if (refused) return refused;
      await calls.update(tx, id.value, rate);
      return c.json({ success: `${kind.title} ${rate.name} has been updated.` });
    });
  });

  registerRateDelete(app, db, kind, itemPath);
}

/** DELETE `${itemPath}/:id`: the body names the rate, so a row renamed since it was loaded is not deleted (409). */
function registerRateDelete(app: ApiApp, db: Database, kind: RateKind, itemPath: string): void {
  const validateDelete = describeRoute<SentRate>(app, 'DELETE', itemPath, { body: kind.schema.$defs.delete, params: idParams('id') }).body;
  app.delete(itemPath, async (c) => {
    const id = pathId(c, 'id', `The ${kind.name} id is not valid.`);
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, kind.invalid);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ name: string }>(`select name from ${kind.table} where id = $1 for update`, [id.value]);
      const name = found.rows[0]?.name;
      if (name === undefined) return jsonError(c, 404, `There is no ${kind.name} ${id.value}.`);
      if (name !== body.value.name) {
        return jsonError(c, 409, `${kind.noun.one} ${id.value} is now named ${name}, not ${body.value.name}: reload and try again.`);
      }
      await tx.query(`delete from ${kind.table} where id = $1`, [id.value]);
      return c.json({ success: `${kind.title} ${name} has been deleted.` });
    });
  });
}

/** An audited write whose unique-index violation (a concurrent duplicate) answers `duplicate()`. */
async function writeOnce(
  c: Parameters<typeof auditedWrite>[0],
  db: Database,
  duplicate: () => Response,
  work: (tx: Queryable) => Promise<Response>,
): Promise<Response> {
  try {
    return await auditedWrite(c, db, work);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return duplicate();
    throw error;
  }
}
