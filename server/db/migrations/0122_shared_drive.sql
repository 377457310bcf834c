-- The shared-drive folder of the reference services (spec README decision on 001 §8's 'Done. Check
-- Google Drive'): files the services file there (the bulk order link creator's CSV), listed by
-- GET /drive/files and served at /drive/file/{uuid}. The content lives apart (drive_file_data) so
-- that the audit trail records the file's facts, not its content.
create table drive_file (
  id serial primary key,
  uuid uuid not null unique,
  folder text not null check (length(folder) between 1 and 100),
  name text not null check (length(name) between 1 and 200 and name !~ '[/\\]'),
  content_type text not null check (length(content_type) between 1 and 100),
  byte_size integer not null check (byte_size between 0 and 10485760),
  -- Who filed it: the token's e-mail, else its subject.
  created_by text not null check (length(created_by) between 1 and 300),
  created_at timestamptz not null default now(),
  unique (folder, name)
);
create table drive_file_data (
  file_id integer primary key references drive_file (id) on delete cascade,
  bytes bytea not null
);
create trigger drive_file_audit after insert or update or delete on drive_file for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'drive-file');
