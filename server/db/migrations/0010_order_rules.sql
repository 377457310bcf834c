-- Order rules per region (001 §2-§5): default cutoffs per weekday, override cutoffs (the
-- 'dates available' rules: one date with its own cutoff), and the dates closed. Each table
-- carries `version` (optimistic concurrency, as 0006) and the audit trigger of 0007, whose
-- entity name is the table's schema name (schemas/entities/<name>.schema.json).
--
-- Effects are stored as the number of days before the delivery date the cutoff falls on:
-- 0 Same-Day, 1 Next-Day, 2 Next-Day + 1, 3 Next-Day + 2, 4 Next-Day + 3 (spec README decision);
-- default cutoffs show them as SAME_DAY .. NEXT_DAY_3 (001 §3). Weekdays are 0 Sunday .. 6
-- Saturday, as the cutoff info of 001 §3 numbers them.

-- One default cutoff per region and weekday: a weekday without one takes no orders (001 §5).
create table cutoff_default (
  id serial primary key,
  region_id integer not null references region (region_id) on delete cascade,
  day_of_week smallint not null check (day_of_week between 0 and 6),
  cut_off_time time(0) not null,
  effect smallint not null check (effect between 0 and 4),
  version integer not null default 1 check (version >= 1),
  unique (region_id, day_of_week)
);

-- One override per region and date: the date is open with this cutoff whatever its weekday's
-- rule or closure says (001 §5 delivery-date selectability, rule 2).
create table cutoff_override (
  id serial primary key,
  region_id integer not null references region (region_id) on delete cascade,
  available_date date not null,
  cut_off_time time(0) not null,
  effect smallint not null check (effect between 0 and 4),
  status boolean not null default true,
  version integer not null default 1 check (version >= 1),
  unique (region_id, available_date)
);
create index cutoff_override_date_idx on cutoff_override (available_date);

-- The dates-closed rule of a region (001 §3: rule_name dates_closed, rule_props the dates):
-- one row per region, keyed by the region, created by the first closed date it gets.
create table date_closed_rule (
  region_id integer primary key references region (region_id) on delete cascade,
  closed_dates date[] not null default '{}',
  version integer not null default 1 check (version >= 1)
);

create trigger cutoff_default_audit after insert or update or delete on cutoff_default for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'cutoff-default');
create trigger cutoff_override_audit after insert or update or delete on cutoff_override for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'cutoff-override');
create trigger date_closed_rule_audit after insert or update or delete on date_closed_rule for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('region_id', 'date-closed-rule');
