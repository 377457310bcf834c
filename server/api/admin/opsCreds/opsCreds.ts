import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type { OpsCredential, OpsCredentialCreate, OpsCredentialUpdate } from '../../../../runtime/generated/entities';
import credentialSchema from '../../../../schemas/entities/ops-credential.schema.json' with { type: 'json' };
import { decodePassword, encodePassword } from '../../../../shared/passwordEncoding';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT } from '../../routes';
import { textProblem, type Validation } from '../../validate';
import { unstorableText } from '../../../db/text';
import { readBody, sqlState, trimFields, UNIQUE_VIOLATION } from '../http';
import { isWebAddress } from '../opsLinks';
import { withPatternMessages } from '../reportsOpsFields';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { openSecret, sealSecret, type CredentialKey } from './secretBox';

/** 002 §5, verbatim: what the create and update forms say when a field is missing. */
export const CREATE_INCOMPLETE = 'Please fill all fields when creating a new link';
export const UPDATE_INCOMPLETE = 'Please fill all fields when updating a link';
/** Characters a password may have once decoded. */
export const MAX_PASSWORD = 200;

const INVALID = 'The ops credential is not valid.';
const LINK_MESSAGE = 'must be an http or https address, e.g. https://example.com/page';
const PASSWORD_MESSAGE = 'must be the password encoded as base64 of its UTF-8 bytes';
const MAX_NAME = credentialSchema.properties.name.maxLength;
const CREDENTIAL: RowNoun = { one: 'Ops credential', many: 'Ops credentials' };
const TRIMMED = ['name', 'link', 'username'];
const NO_KEY = 'Ops credentials are not available: the service has no encryption key.';

interface CredentialRow {
  id: number;
  name: string;
  link: string;
  username: string;
  version: number;
  key_id: string | null;
  iv: Uint8Array | null;
  tag: Uint8Array | null;
  cipher: Uint8Array | null;
}

/** What authenticates a sealed password with its row (secretBox.ts `context`). */
export const contextOf = (id: number) => `ops-credential:${id}`;

/**
 * Ops credential calls of 002 §7 (Ops links and credentials), for the Ops credentials screen:
 * - GET /ops/creds/: every credential by name, `OpsCredential[]`, the password encoded (base64
 *   of its UTF-8 bytes, shared/passwordEncoding.ts); the screen masks it until Show.
 * - POST /ops/creds/ `{ name, link, username, password }`: 201 `{ success, id }`; 409 `{ error,
 *   fields: { name } }` for a name already used (case-insensitive).
 * - PUT /ops/creds/{name} `{ link, username, password, version, id?, name? }`: 200 `{ success }`;
 *   the name cannot change (a body name or id other than the credential's is 400), 404 for an
 *   unknown name, 409 `{ error, conflicts, fields }` when it changed since it was loaded.
 * A missing or blank field is 400 with the form's sentence ('Please fill all fields when
 * creating a new link' / '… updating a link') and a message per field. The password is sealed
 * with AES-256-GCM (secretBox.ts) in ops_credential_secret, which has no audit trigger: the
 * audit trail records each create and update of ops_credential (password_changes counts the
 * password's changes) and never the password nor its ciphertext; nothing logs it either.
 * 002 §6 says these calls go without a token; like every call of ours they need one (spec README).
 * Without a key (an app made without one, never the console's server) the calls answer 503.
 */
export function registerOpsCreds(app: ApiApp, db: Database, key: CredentialKey | undefined): void {
  describeRoute(app, 'GET', '/ops/creds/', NO_INPUT);
  app.get('/ops/creds/', async (c) => {
    if (!key) return jsonError(c, 503, NO_KEY);
    const { rows } = await db.query<CredentialRow>(
      `select c.id, c.name, c.link, c.username, c.version, s.key_id, s.iv, s.tag, s.cipher
         from ops_credential c left join ops_credential_secret s on s.credential_id = c.id
        order by lower(c.name) collate "C", c.id`,
    );
    return c.json(rows.map((row) => asCredential(row, key)));
  });

  const create = describeRoute<OpsCredentialCreate>(app, 'POST', '/ops/creds/', { body: credentialSchema.$defs.create });
  const createBody = formValidator(create.body, CREATE_INCOMPLETE);
  app.post('/ops/creds/', async (c) => {
    if (!key) return jsonError(c, 503, NO_KEY);
    const body = await createBody(c);
    if (!body.ok) return body.response;
    const { name, link, username } = body.value;
    const password = passwordOf(body.value.password);
    const problems = { ...fieldProblems(link, password) };
    if (Object.keys(problems).length > 0 || password === undefined) return jsonError(c, 400, INVALID, problems);
    const duplicate = (stored: string) => jsonError(c, 409, `A credential named ${stored} already exists: update it, or choose another name.`, { name: 'already exists' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await tx.query<{ name: string }>('select name from ops_credential where lower(name) = lower($1)', [name]);
        const existing = taken.rows[0];
        if (existing) return duplicate(existing.name);
        const { rows } = await tx.query<{ id: number }>('insert into ops_credential (name, link, username) values ($1, $2, $3) returning id', [name, link, username]);
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('insert into ops_credential returned no id');
        await storeSecret(tx, key, id, password);
        return c.json({ success: `Ops credential ${name} has been saved.`, id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(name);
      throw error;
    }
  });

  const update = describeRoute<OpsCredentialUpdate>(app, 'PUT', '/ops/creds/:name', {
    body: credentialSchema.$defs.update,
    params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: MAX_NAME } }, required: ['name'], additionalProperties: false },
  });
  const updateBody = formValidator(update.body, UPDATE_INCOMPLETE);
  app.put('/ops/creds/:name', async (c) => {
    if (!key) return jsonError(c, 503, NO_KEY);
    const pathName = c.req.param('name').trim();
    const nameProblem = pathName === '' ? 'is required' : textProblem(pathName, MAX_NAME);
    if (nameProblem) return jsonError(c, 400, 'The ops credential name in the path is not valid.', { name: nameProblem });
    const body = await updateBody(c);
    if (!body.ok) return body.response;
    const { link, username, version } = body.value;
    const password = passwordOf(body.value.password);
    const problems = { ...fieldProblems(link, password) };
    if (body.value.name !== undefined && body.value.name.toLowerCase() !== pathName.toLowerCase()) problems.name = 'cannot be changed: it must be the name in the path';
    if (Object.keys(problems).length > 0 || password === undefined) return jsonError(c, 400, INVALID, problems);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<CredentialRow>(
        `select c.id, c.name, c.link, c.username, c.version, s.key_id, s.iv, s.tag, s.cipher
           from ops_credential c left join ops_credential_secret s on s.credential_id = c.id
          where lower(c.name) = lower($1) for update of c`,
        [pathName],
      );
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no ops credential named ${pathName}.`);
      if (body.value.id !== undefined && body.value.id !== found.id) return jsonError(c, 400, INVALID, { id: `must be ${found.id}, the id of ${found.name}` });
      const stale = staleRow(c, CREDENTIAL, { id: found.id, label: found.name, version }, found.version);
      if (stale) return stale;
      const changed = asCredential(found, key).password !== encodePassword(password);
      await tx.query(
        'update ops_credential set link = $2, username = $3, password_changes = password_changes + $4, version = version + 1 where id = $1',
        [found.id, link, username, changed ? 1 : 0],
      );
      if (changed) await storeSecret(tx, key, found.id, password);
      return c.json({ success: `Ops credential ${found.name} has been updated.` });
    });
  });
}

/** A row as listed: the password opened and encoded, or null when this key cannot open it. */
function asCredential(row: CredentialRow, key: CredentialKey): OpsCredential {
  const opened =
    row.key_id !== null && row.iv !== null && row.tag !== null && row.cipher !== null
      ? openSecret(key, { keyId: row.key_id, iv: row.iv, tag: row.tag, cipher: row.cipher }, contextOf(row.id))
      : undefined;
  return { id: row.id, name: row.name, link: row.link, username: row.username, password: opened === undefined ? null : encodePassword(opened), version: row.version };
}

/** Seals `password` for credential `id` and stores it in place of any earlier one. */
export async function storeSecret(tx: Queryable, key: CredentialKey, id: number, password: string): Promise<void> {
  const sealed = sealSecret(key, password, contextOf(id));
  await tx.query(
    `insert into ops_credential_secret (credential_id, key_id, iv, tag, cipher) values ($1, $2, $3, $4, $5)
     on conflict (credential_id) do update set key_id = excluded.key_id, iv = excluded.iv, tag = excluded.tag, cipher = excluded.cipher`,
    [id, sealed.keyId, sealed.iv, sealed.tag, sealed.cipher],
  );
}

/** The decoded password when it is one: canonical base64 of UTF-8, 1 to MAX_PASSWORD characters of storable text, not blank. */
function passwordOf(encoded: string): string | undefined {
  const decoded = decodePassword(encoded);
  if (decoded === undefined || decoded.trim() === '' || [...decoded].length > MAX_PASSWORD || unstorableText(decoded)) return undefined;
  return decoded;
}

/** What is wrong with the link and the password, by field. */
function fieldProblems(link: string, password: string | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isWebAddress(link)) problems.link = LINK_MESSAGE;
  if (password === undefined) problems.password = `${PASSWORD_MESSAGE}, 1 to ${MAX_PASSWORD} characters once decoded`;
  return problems;
}

/**
 * The schema's validator with the link's sentence and 'is required' for a blank field; a refusal
 * says the form's sentence ('Please fill all fields …') when a field is missing or blank.
 */
function formValidator<T>(validate: (raw: unknown) => Validation<T>, incomplete: string) {
  const patterned = withPatternMessages(validate, { link: LINK_MESSAGE });
  return async (c: Context): Promise<{ ok: true; value: T } | { ok: false; response: Response }> => {
    const checked = patterned(trimFields(await readBody(c), TRIMMED));
    if (checked.ok) return checked;
    const fields = Object.fromEntries(
      Object.entries(checked.fields).map(([field, message]) => [field, message.startsWith('must NOT have fewer than 1') ? 'is required' : message]),
    );
    const missing = Object.values(fields).includes('is required');
    return { ok: false, response: jsonError(c, 400, missing ? incomplete : INVALID, fields) };
  };
}
