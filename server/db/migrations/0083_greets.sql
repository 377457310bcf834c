-- Greets (002 §2 Greets, §3 Greet bulk order and Greet video info, §5, §7 Greets, §8): a greet is a
-- video message from the sender played to the recipient of an order.
--
-- greet_player: one video (its player ID, where it is uploaded, its job status and, once made, its
--   short address). The upload address is <upload base>/<upload_key>; the customer (or the bulk
--   order's contact) receives it by e-mail, recorded in emailed_to (the e-mail service is simulated).
-- greet_order: the video record of one order: which player plays for it (an order has at most one).
-- greet_group_order: a bulk greet order (002 §3): one player shared by the orders carrying a tag.
create table greet_player (
  id serial primary key,
  player_id text not null unique check (player_id ~ '^[0-9A-F]{10}$'),
  upload_key uuid not null unique,
  job_status text not null default 'WAITING_FOR_UPLOAD'
    check (job_status in ('WAITING_FOR_UPLOAD', 'SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR')),
  short_url text not null default '' check (length(short_url) <= 200),
  emailed_to text not null check (length(emailed_to) between 3 and 254),
  created_at timestamptz not null default now(),
  created_by text not null check (length(created_by) between 1 and 300)
);

create table greet_order (
  id serial primary key,
  order_id integer not null unique references shop_order (id) on delete cascade,
  player_id integer not null references greet_player (id),
  created_at timestamptz not null default now()
);
create index greet_order_player_idx on greet_order (player_id);

create table greet_group_order (
  id serial primary key,
  player_id integer not null unique references greet_player (id),
  email text not null check (length(email) between 3 and 254),
  tag text not null check (length(tag) between 1 and 100 and tag = btrim(tag)),
  created_at timestamptz not null default now(),
  created_by text not null check (length(created_by) between 1 and 300)
);
-- One bulk greet order per tag, case aside.
create unique index greet_group_order_tag_idx on greet_group_order (lower(tag));

create trigger greet_player_audit after insert or update or delete on greet_player for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'greet-player');
create trigger greet_order_audit after insert or update or delete on greet_order for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'greet-order');
create trigger greet_group_order_audit after insert or update or delete on greet_group_order for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'greet-bulk-order');
