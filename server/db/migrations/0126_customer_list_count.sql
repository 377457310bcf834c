-- Customer list at 100,000 entries (issue 30): the total of a page without a count over the
-- table (a count of 100,000 rows reads them all: some 20 ms on PostgreSQL, more embedded).
--
-- customer_list_count holds the entries' number as rows to sum: statement triggers on
-- customer_list_entry add each statement's change as a new row (+n inserted, -n deleted), plain
-- inserts, so writers never wait for one another on one counter row. Now and then (about one
-- statement in fifty, one transaction at a time: a transaction-level advisory lock) the rows are
-- merged into one, so the table stays a few rows long.
--
-- The sorts need no index of their own: by e-mail the unique index on email gives both
-- directions (read backward for descending); newest first is customer_list_entry_created_idx.
create table customer_list_count (n bigint not null);

create function customer_list_count_trigger() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from customer_list_count;
    return null;
  elsif tg_op = 'INSERT' then
    insert into customer_list_count (n) select count(*) from new_rows having count(*) > 0;
  else
    insert into customer_list_count (n) select -count(*) from old_rows having count(*) > 0;
  end if;
  -- 30301: this table's own lock key, taken only here.
  if random() < 0.02 and pg_try_advisory_xact_lock(30301) then
    with merged as (delete from customer_list_count returning n)
    insert into customer_list_count (n) select sum(n) from merged having count(*) > 0;
  end if;
  return null;
end
$$;

create trigger customer_list_count_insert after insert on customer_list_entry
  referencing new table as new_rows for each statement execute function customer_list_count_trigger();
create trigger customer_list_count_delete after delete on customer_list_entry
  referencing old table as old_rows for each statement execute function customer_list_count_trigger();
create trigger customer_list_count_truncate after truncate on customer_list_entry
  for each statement execute function customer_list_count_trigger();

insert into customer_list_count (n) select count(*) from customer_list_entry;
