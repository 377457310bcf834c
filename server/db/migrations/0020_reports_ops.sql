-- Reports and operations tools of 002: order-pull rules (§3 Rule), ops links (§3 Ops link), the
-- latest order pull of each region (§3 Latest pull row), and password resets (§7 Password reset):
-- the storefront customer accounts a reset is for, and the outbox of reset e-mails to send.
-- Every row the admin API updates carries a version (0006); every table is audited (0007).

-- Scheduled rules of the event bus. The console manages the EXP_ ones (the exporter service);
-- the others belong to other services and are only stored.
create table order_pull_rule (
  id serial primary key,
  rule_name text not null check (length(rule_name) between 1 and 64),
  status text not null check (status in ('ENABLED', 'DISABLED')),
  description text not null default '',
  schedule text not null,
  event_bus_name text not null default 'default',
  target_id text not null,
  target_arn text not null,
  target_input text not null default '',
  version integer not null default 1 check (version >= 1)
);
create unique index order_pull_rule_name_idx on order_pull_rule (lower(rule_name));

-- Links the operations team keeps at hand; the name is the key (case-insensitive).
create table ops_link (
  id serial primary key,
  name text not null check (length(name) between 1 and 100),
  link text not null,
  version integer not null default 1 check (version >= 1)
);
create unique index ops_link_name_idx on ops_link (lower(name));

-- The latest order pull of each region: the earliest delivery date whose availability changed,
-- when the pull ran (date and time in America/Winnipeg), whether by hand, and a staff comment.
create table latest_pull (
  id serial primary key,
  region_id integer not null unique references region (region_id) on delete cascade,
  available_date_change date not null,
  last_pull_date date not null,
  last_pull_time time(0) not null,
  is_manual boolean not null,
  comment text not null default '',
  version integer not null default 1 check (version >= 1)
);

-- Storefront customer accounts, as far as a password reset needs them.
create table shop_customer (
  id serial primary key,
  email text not null,
  first_name text not null,
  last_name text not null
);
create unique index shop_customer_email_idx on shop_customer (lower(email));

-- Reset e-mails waiting to be sent (the mail sender takes 'queued' ones): who asked, for whom,
-- in which language.
create table password_reset_outbox (
  id serial primary key,
  customer_id integer not null references shop_customer (id) on delete cascade,
  email text not null,
  language text not null check (language in ('en-CA', 'fr-CA')),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  requested_at timestamptz not null default now(),
  requested_by_sub text not null,
  requested_by_email text
);
create index password_reset_outbox_email_idx on password_reset_outbox (lower(email), requested_at desc);

create trigger order_pull_rule_audit after insert or update or delete on order_pull_rule for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'rule');
create trigger ops_link_audit after insert or update or delete on ops_link for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'ops-link');
create trigger latest_pull_audit after insert or update or delete on latest_pull for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'latest-pull');
create trigger shop_customer_audit after insert or update or delete on shop_customer for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'customer');
create trigger password_reset_outbox_audit after insert or update or delete on password_reset_outbox for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'password-reset');
