import { randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Queryable } from '../db/database';
import { unstorableText } from '../db/text';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** The longest e-mail address (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 320;

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
}

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
}

/** Demo staff seeded on first start (README lists them). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'alex.morgan@example.com', name: 'Alex Morgan', password: 'console-demo' },
  { email: 'jordan.lee@example.com', name: 'Jordan Lee', password: 'console-demo' },
];

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export async function seedStaffAccounts(db: Queryable, accounts: DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  for (const account of accounts) {
    await db.query(
      'insert into staff_account (id, email, name, password_hash) values ($1, $2, $3, $4) on conflict (email) do nothing',
      [randomUUID(), account.email.toLowerCase(), account.name, await hashPassword(account.password)],
    );
  }
}

export async function findAccountById(db: Queryable, id: string): Promise<StaffAccount | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<StaffAccount>('select id, email, name from staff_account where id = $1', [id]);
  return rows[0];
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password made like every stored one (same scrypt cost): checked instead
 * when there is no account, so an unknown e-mail takes as long as a wrong password.
 */
function hashForNoAccount(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}

/** Makes the stand-in hash ahead of the first sign-in, so that one is not slower either. */
export function prepareAuthentication(): void {
  void hashForNoAccount();
}

/** The account whose e-mail and password match, or undefined (never says which part was wrong, nor by its timing). */
export async function authenticate(db: Queryable, email: string, password: string): Promise<StaffAccount | undefined> {
  // No account has an e-mail the database could not hold, nor one over the longest address.
  const row = unstorableText(email) !== undefined || email.length > MAX_EMAIL_LENGTH ? undefined : await findByEmail(db, email);
  const matches = await passwordMatches(password, row?.password_hash ?? (await hashForNoAccount()));
  if (!row || !matches) return undefined;
  return { id: row.id, email: row.email, name: row.name };
}

async function findByEmail(db: Queryable, email: string): Promise<(StaffAccount & { password_hash: string }) | undefined> {
  const { rows } = await db.query<StaffAccount & { password_hash: string }>(
    'select id, email, name, password_hash from staff_account where email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0];
}
