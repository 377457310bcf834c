-- Ops credentials (002 §3 Ops credential, §7 GET/POST /ops/creds/, PUT /ops/creds/{name}): the
-- vault of the operations team. The password is never stored in clear: it is sealed with
-- AES-256-GCM (server/api/admin/opsCreds/secretBox.ts) under the key of the configuration or of
-- the data folder, in ops_credential_secret, a table without an audit trigger, so neither the
-- password nor its ciphertext ever reaches audit_log. The audited row records that the password
-- changed through password_changes (one more on every change of it), and who changed it.
create table ops_credential (
  id serial primary key,
  name text not null check (length(name) between 1 and 100),
  link text not null check (length(link) between 1 and 2048),
  username text not null check (length(username) between 1 and 200),
  password_changes integer not null default 1 check (password_changes >= 1),
  version integer not null default 1 check (version >= 1)
);
create unique index ops_credential_name_idx on ops_credential (lower(name));

-- The sealed password of a credential: which key sealed it (16 hex digits of its SHA-256), the
-- 12-byte nonce, the 16-byte GCM tag and the ciphertext; the credential's id is authenticated
-- with it, so a sealed password moved to another row no longer opens.
create table ops_credential_secret (
  credential_id integer primary key references ops_credential (id) on delete cascade,
  key_id text not null check (key_id ~ '^[0-9a-f]{16}$'),
  iv bytea not null check (length(iv) = 12),
  tag bytea not null check (length(tag) = 16),
  cipher bytea not null check (length(cipher) between 1 and 1024)
);

create trigger ops_credential_audit after insert or update or delete on ops_credential for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'ops-credential');
