-- Order pull schedules (002 §3 Schedule): the scheduler's EXP_ schedules, each running one order
-- pull config (its uuid in `input`, a JSON text) on a six-field AWS cron. The name is unique
-- case-insensitively and is the schedule's identity in the calls.
create table order_pull_schedule (
  id serial primary key,
  name text not null check (name ~* '^EXP_[A-Za-z0-9_ ]{1,60}$'),
  state text not null check (state in ('ENABLED', 'DISABLED')),
  description text not null default '' check (length(description) <= 512),
  schedule_expression text not null check (length(schedule_expression) between 1 and 256),
  timezone text not null check (length(timezone) between 1 and 64),
  group_name text not null check (length(group_name) between 1 and 64),
  input text not null check (length(input) <= 2048),
  version integer not null default 1 check (version >= 1)
);
create unique index order_pull_schedule_name_idx on order_pull_schedule (lower(name));

-- A day one report's pull is switched off (002 §7 POST /order-pull/override/disable/{reportId});
-- enabling the day again removes the row. GET /order-pull/override lists them as `closed`.
create table order_pull_closed_day (
  id serial primary key,
  report_id uuid not null,
  day date not null,
  unique (report_id, day)
);

-- A day-specific override of one report's pull (002 §3 Day override): other times, a status and
-- notes for that day only. GET /order-pull/override lists them as `override`, keyed by date.
create table order_pull_day_override (
  id serial primary key,
  report_id uuid not null,
  day date not null,
  start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  status text not null check (status in ('enabled', 'disabled')),
  notes text not null default '' check (length(notes) <= 500),
  unique (report_id, day)
);

create trigger order_pull_schedule_audit after insert or update or delete on order_pull_schedule for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order-pull-schedule');
create trigger order_pull_closed_day_audit after insert or update or delete on order_pull_closed_day for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'schedule-override');
create trigger order_pull_day_override_audit after insert or update or delete on order_pull_day_override for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'schedule-override');
