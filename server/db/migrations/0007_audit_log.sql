-- Audit trail: one entry per row written, with who, when, which call, and the row before and
-- after, written by row triggers in the write's own transaction (so a refused or failed write
-- leaves none). The admin API's write helper (server/api/admin/writes.ts) puts the actor, the
-- call and the batch id in transaction-local settings (console.*), which the trigger reads.
-- A write without them (SQL by hand) is still recorded, as 'sql:<database user>' with no call;
-- only a transaction that sets console.audit to 'off' (the demo seed) records nothing.
create table audit_log (
  id integer generated always as identity primary key,
  at timestamptz not null default now(),
  tx_id bigint not null default txid_current(),
  actor_sub text not null,
  actor_email text,
  method text,
  path text,
  batch_id uuid,
  entity text not null,
  row_id integer not null,
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_row_idx on audit_log (entity, row_id, at desc);
create index audit_log_tx_idx on audit_log (tx_id, entity, row_id);
create index audit_log_batch_idx on audit_log (batch_id);

-- Arguments: the table's id column and the entity name the API uses. One entry per row and
-- transaction: a row written twice in one call (a batch parks names, then sets them) keeps its
-- first 'before' and its last 'after'; a row added and removed in one call leaves no entry.
create function audit_row() returns trigger language plpgsql as $$
declare
  v_entity text := tg_argv[1];
  v_before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  v_after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  v_row_id integer := (coalesce(v_after, v_before) ->> tg_argv[0])::integer;
begin
  update audit_log set after = v_after
   where tx_id = txid_current() and entity = v_entity and row_id = v_row_id;
  if found then
    delete from audit_log
     where tx_id = txid_current() and entity = v_entity and row_id = v_row_id and before is null and after is null;
    return null;
  end if;
  insert into audit_log (actor_sub, actor_email, method, path, batch_id, entity, row_id, before, after)
  values (
    coalesce(nullif(current_setting('console.actor_sub', true), ''), 'sql:' || session_user),
    nullif(current_setting('console.actor_email', true), ''),
    nullif(current_setting('console.method', true), ''),
    nullif(current_setting('console.path', true), ''),
    nullif(current_setting('console.batch_id', true), '')::uuid,
    v_entity, v_row_id, v_before, v_after);
  return null;
end
$$;

create trigger region_audit after insert or update or delete on region for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('region_id', 'region');
create trigger zone_audit after insert or update or delete on zone for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('zone_id', 'zone');
create trigger town_audit after insert or update or delete on town for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('town_id', 'town');
create trigger postal_code_audit after insert or update or delete on postal_code for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('postalcode_id', 'postal-code');
create trigger zone_delivery_rate_audit after insert or update or delete on zone_delivery_rate for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'zone-delivery-rate');
create trigger special_zone_delivery_rate_audit after insert or update or delete on special_zone_delivery_rate for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'special-zone-delivery-rate');
create trigger delivery_rate_audit after insert or update or delete on delivery_rate for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'delivery-rate');
