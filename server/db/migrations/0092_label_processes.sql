-- Label processes (002 §3 Label process, §4 Label export, §7 Label service host): one per upload
-- of an .xlsx or .docx, under the processId the browser made. The conversion is real (the file
-- is read and its PDF made with pdf-lib when uploaded); its percentage is computed from the time
-- since started_at and the rows converted (server/api/labels/progress.ts), so the server's clock
-- drives it. failure holds the 'Cannot …' message of a file that could not be read. The files
-- (the upload and the PDF) are in label_file, keyed by the process, outside the audit trail (the
-- audited process row records the upload); file_key is the random key of their public addresses.
create table label_process (
  id serial primary key,
  process_id text not null check (process_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  type text not null check (type in ('Callia', 'Ivie', 'word to pdf')),
  export_file_name text not null check (length(export_file_name) between 1 and 100),
  source_name text not null check (length(source_name) between 1 and 255),
  options jsonb not null default '{}' check (jsonb_typeof(options) = 'object'),
  email_to text check (length(email_to) between 3 and 254),
  email_subject text not null default '' check (length(email_subject) <= 200),
  email_body text not null default '' check (length(email_body) <= 5000),
  email_attachment boolean not null default true,
  rows_count integer not null check (rows_count between 0 and 5000),
  failure text not null default '' check (length(failure) <= 500),
  file_key uuid not null unique,
  requested_by text not null check (length(requested_by) between 1 and 254),
  started_at timestamptz not null
);
create unique index label_process_process_id_idx on label_process (process_id);
create index label_process_started_idx on label_process (started_at desc, id desc);

create table label_file (
  process_id integer not null references label_process (id) on delete cascade,
  kind text not null check (kind in ('source', 'pdf')),
  bytes bytea not null check (length(bytes) between 1 and 52428800),
  primary key (process_id, kind)
);

create trigger label_process_audit after insert or update or delete on label_process for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'label-process');
