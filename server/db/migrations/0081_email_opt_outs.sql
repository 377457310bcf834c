-- E-mail opt-outs (002 §2 Unsubscribe email, §7 POST /unsubscribe/email, §8 Email opt-out).
--
-- Shared with the customer list (002 §2 'the opt-out is stored and visible on the customer
-- list'): this table is the one place an e-mail opt-out lives. GET /ops/customerlist/customer
-- reads it by joining on the address: `left join email_opt_out o on o.email = lower(<entry email>)`
-- (email is stored trimmed and lower-cased, so the join is an equality on the unique index).
-- Writers: POST /unsubscribe/email (server/api/admin/messaging/emailOptOut.ts) inserts; opting an
-- address out again writes nothing (updated_at and version stay for a later edit call).
create table email_opt_out (
  id serial primary key,
  email text not null unique check (length(email) between 3 and 254 and email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);
create index email_opt_out_updated_idx on email_opt_out (updated_at desc, id desc);

create trigger email_opt_out_audit after insert or update or delete on email_opt_out for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'email-opt-out');
