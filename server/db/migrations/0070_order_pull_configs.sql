-- Order pull configs (002 §3 Order pull config): the reports the exporter service pulls, run by
-- schedules and rules through their uuid, and the manual exports asked for from the console
-- (002 §7 POST /order-pull/export). `seq` is the audit trail's row key; the uuid is the config's
-- identity everywhere else. The name is unique case-insensitively; the type and name are columns
-- (the list filters and sorts on them), every other field of the config is in `settings`
-- (checked by schemas/entities/order-pull-config.schema.json before it is written).
create table order_pull_config (
  seq serial primary key,
  uuid uuid not null unique,
  report_name text not null check (report_name ~ '^[A-Z0-9_]{1,64}$'),
  report_type text not null check (length(report_type) between 1 and 40),
  description text not null default '' check (length(description) <= 500),
  settings jsonb not null check (jsonb_typeof(settings) = 'object'),
  version integer not null default 1 check (version >= 1)
);
create unique index order_pull_config_name_idx on order_pull_config (lower(report_name));

-- A manual export: which config (its name kept, so the record outlives a deleted config), the
-- file name prefix, who asked and when. Its status (generating, then done) is read from the
-- time elapsed since it was asked for (orderPulls/exportStatus.ts).
create table order_pull_export (
  id serial primary key,
  config_uuid uuid references order_pull_config (uuid) on delete set null,
  report_name text not null check (length(report_name) between 1 and 64),
  prefix text not null check (length(prefix) <= 40),
  file_name text not null check (length(file_name) between 1 and 200),
  requested_by text not null check (length(requested_by) between 1 and 254),
  requested_at timestamptz not null
);
create index order_pull_export_requested_idx on order_pull_export (requested_at desc, id desc);

create trigger order_pull_config_audit after insert or update or delete on order_pull_config for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('seq', 'order-pull-config');
create trigger order_pull_export_audit after insert or update or delete on order_pull_export for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order-pull-export');
