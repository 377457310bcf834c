-- Audit trail at 100,000 entries (issue 30): exact totals without a count over the table, and
-- pages at any offset that start in the right week instead of walking every newer entry.
--
-- audit_log_count holds how many entries each entity has per week (UTC, weeks from Monday).
-- Statement triggers on audit_log add their statement's changes as new rows (+n inserted, -n
-- deleted): plain inserts, so writers never wait for one another on a counter row and no two
-- transactions can deadlock on counters whatever order they write entities in. The sum of an
-- (entity, week)'s rows is its count; now and then (about one statement in fifty, and only one
-- transaction at a time: a transaction-level advisory lock) the rows of a key are merged into
-- one, so the table stays about one row per entity and week.
create table audit_log_count (
  entity text not null,
  week timestamp not null,
  n bigint not null
);
create index audit_log_count_key_idx on audit_log_count (entity, week);

create function audit_log_count_trigger() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from audit_log_count;
    return null;
  elsif tg_op = 'INSERT' then
    insert into audit_log_count (entity, week, n)
    select entity, date_trunc('week', at at time zone 'UTC'), count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into audit_log_count (entity, week, n)
    select entity, date_trunc('week', at at time zone 'UTC'), -count(*) from old_rows group by 1, 2;
  else
    insert into audit_log_count (entity, week, n)
    select entity, week, sum(delta) from (
      select entity, date_trunc('week', at at time zone 'UTC') as week, 1 as delta from new_rows
      union all
      select entity, date_trunc('week', at at time zone 'UTC'), -1 from old_rows
    ) changed group by 1, 2 having sum(delta) <> 0;
  end if;
  -- 30300: this table's own lock key, taken only here.
  if random() < 0.02 and pg_try_advisory_xact_lock(30300) then
    with merged as (
      delete from audit_log_count c
       using (select entity, week from audit_log_count group by 1, 2 having count(*) > 1) k
       where c.entity = k.entity and c.week = k.week
      returning c.entity, c.week, c.n
    )
    insert into audit_log_count (entity, week, n)
    select entity, week, sum(n) from merged group by 1, 2 having sum(n) <> 0;
  end if;
  return null;
end
$$;

create trigger audit_log_count_insert after insert on audit_log
  referencing new table as new_rows for each statement execute function audit_log_count_trigger();
create trigger audit_log_count_update after update on audit_log
  referencing old table as old_rows new table as new_rows for each statement execute function audit_log_count_trigger();
create trigger audit_log_count_delete after delete on audit_log
  referencing old table as old_rows for each statement execute function audit_log_count_trigger();
create trigger audit_log_count_truncate after truncate on audit_log
  for each statement execute function audit_log_count_trigger();

insert into audit_log_count (entity, week, n)
select entity, date_trunc('week', at at time zone 'UTC'), count(*) from audit_log group by 1, 2;
