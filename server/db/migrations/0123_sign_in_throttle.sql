-- The sign-in throttle's failure records (server/identity/signInThrottle.ts), shared by every
-- console process on this database: guesses spread over several processes are counted as one.
-- `key` is the SHA-256 (hex) of 'account:<e-mail as typed>' or 'address:<client address>', so
-- neither typed e-mails nor addresses are kept. A record is dead once `expires_at` (its last
-- failure plus the policy's window) has passed; dead records are deleted at start and now and
-- then by sign-in attempts.
create table sign_in_throttle (
  key text primary key check (key ~ '^[0-9a-f]{64}$'),
  failures integer not null check (failures >= 0),
  last_failure_ms bigint not null,
  expires_at timestamptz not null
);
create index sign_in_throttle_expires_idx on sign_in_throttle (expires_at);
