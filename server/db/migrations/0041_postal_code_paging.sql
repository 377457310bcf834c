-- Postal code list at 100,000 rows (issue 10): an exact count without a scan, pages that walk an
-- index, and a search index that serves every text the console sends.

-- Codes sort byte by byte (they are 'A1A 1A1' in upper case): the same order in every database
-- locale, and a code's first three characters (its area) then form one unbroken run of that
-- order, which the page counts below rely on.
drop index postal_code_prefix_idx;
alter table postal_code alter column postalcode type text collate "C";

-- Exact counts kept by statement triggers in the writing transaction, so every reader sees
-- counts that match the rows it sees. Per (town, zone) pair: the unfiltered total is their sum,
-- and a search on town, zone or region names counts by pairs instead of rows. Per area (the
-- first three characters): a page at offset N starts in the area where the running sum passes
-- N, so the page walks at most one area of the code index instead of N entries.
create table postal_code_count (
  town_id integer not null,
  zone_id integer not null,
  -- No check (n >= 0): an upsert checks the row it proposes (a negative delta) before it
  -- finds the row to update.
  n bigint not null,
  primary key (town_id, zone_id)
);
create table postal_code_area_count (
  area text collate "C" primary key,
  n bigint not null
);

-- Each statement adds its rows (+1 a row inserted, -1 a row deleted, both for a row updated),
-- in key order so concurrent writers lock counter rows in the same order; a count left at
-- zero goes (a town can then be deleted without a stale counter row).
create function postal_code_count_trigger() returns trigger language plpgsql as $$
declare
  changed integer;
begin
  if tg_op = 'TRUNCATE' then
    delete from postal_code_count;
    delete from postal_code_area_count;
    return null;
  elsif tg_op = 'INSERT' then
    select count(*) into changed from (select 1 from new_rows limit 1000) bulk;
    with delta as (select town_id, zone_id, left(postalcode, 3) as area, 1 as delta from new_rows),
    pairs as (
      insert into postal_code_count as c (town_id, zone_id, n)
      select town_id, zone_id, sum(delta) from delta group by 1, 2 having sum(delta) <> 0 order by 1, 2
      on conflict (town_id, zone_id) do update set n = c.n + excluded.n
    )
    insert into postal_code_area_count as c (area, n)
    select area, sum(delta) from delta group by 1 having sum(delta) <> 0 order by 1
    on conflict (area) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    select count(*) into changed from (select 1 from old_rows limit 1000) bulk;
    with delta as (select town_id, zone_id, left(postalcode, 3) as area, -1 as delta from old_rows),
    pairs as (
      insert into postal_code_count as c (town_id, zone_id, n)
      select town_id, zone_id, sum(delta) from delta group by 1, 2 having sum(delta) <> 0 order by 1, 2
      on conflict (town_id, zone_id) do update set n = c.n + excluded.n
    )
    insert into postal_code_area_count as c (area, n)
    select area, sum(delta) from delta group by 1 having sum(delta) <> 0 order by 1
    on conflict (area) do update set n = c.n + excluded.n;
  else
    select count(*) into changed from (select 1 from new_rows limit 1000) bulk;
    with delta as (
      select town_id, zone_id, left(postalcode, 3) as area, 1 as delta from new_rows
      union all
      select town_id, zone_id, left(postalcode, 3), -1 from old_rows
    ),
    pairs as (
      insert into postal_code_count as c (town_id, zone_id, n)
      select town_id, zone_id, sum(delta) from delta group by 1, 2 having sum(delta) <> 0 order by 1, 2
      on conflict (town_id, zone_id) do update set n = c.n + excluded.n
    )
    insert into postal_code_area_count as c (area, n)
    select area, sum(delta) from delta group by 1 having sum(delta) <> 0 order by 1
    on conflict (area) do update set n = c.n + excluded.n;
  end if;
  delete from postal_code_count where n = 0;
  delete from postal_code_area_count where n = 0;
  -- A bulk change (a seed, an import, a cascade of many codes) calls for fresh statistics: the
  -- embedded database, which has no autovacuum, runs ANALYZE on this notice (database.ts).
  if changed >= 1000 then
    perform pg_notify('console_bulk_change', tg_table_name);
  end if;
  return null;
end
$$;

create trigger postal_code_count_insert after insert on postal_code
  referencing new table as new_rows for each statement execute function postal_code_count_trigger();
create trigger postal_code_count_update after update on postal_code
  referencing old table as old_rows new table as new_rows for each statement execute function postal_code_count_trigger();
create trigger postal_code_count_delete after delete on postal_code
  referencing old table as old_rows for each statement execute function postal_code_count_trigger();
create trigger postal_code_count_truncate after truncate on postal_code
  for each statement execute function postal_code_count_trigger();

insert into postal_code_count (town_id, zone_id, n)
select town_id, zone_id, count(*) from postal_code group by 1, 2;
insert into postal_code_area_count (area, n)
select left(postalcode, 3), count(*) from postal_code group by 1;

-- Every one- and two-character piece of a code as searched (lower case, spaces removed). A
-- search for 't2' is an exact lookup; a longer one ('t2c1') needs all its pairs ('t2', '2c',
-- 'c1') before the LIKE checks it. pg_trgm cannot serve texts under three characters, which
-- the console sends (and it would be one more extension to load in the embedded database).
create function postal_code_search_pieces(code text) returns text[] language plpgsql immutable strict parallel safe as $$
declare
  compact text := replace(lower(code), ' ', '');
  pieces text[] := '{}';
begin
  for i in 1 .. length(compact) loop
    pieces := pieces || substr(compact, i, 1);
    if i < length(compact) then
      pieces := pieces || substr(compact, i, 2);
    end if;
  end loop;
  return pieces;
end
$$;
create index postal_code_search_idx on postal_code using gin (postal_code_search_pieces(postalcode));

-- The unique index on the code also carries what a page walk reads (id, town, zone), so pages
-- are read from the index alone. The prefix index (text_pattern_ops) dropped above served a
-- query the API never sends.
create unique index postal_code_order_idx on postal_code (postalcode) include (postalcode_id, town_id, zone_id);
alter table postal_code drop constraint postal_code_postalcode_key;
alter table postal_code add constraint postal_code_postalcode_key unique using index postal_code_order_idx;
