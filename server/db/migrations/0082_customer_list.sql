-- Customer list (002 §2, §3 Customer list entry, §4, §5 Customer add, §7 Customer list, §8, §9)
-- and the simulated e-mail marketing service ('klaviyo': a subscription state per customer).
--
-- customer_list_entry: a customer (an e-mail or a phone, as typed, trimmed) on exactly one of the
-- review list and the VIP list (002 §4). The key is the address case aside (e-mails are stored
-- lower-cased). PUT /ops/customerlist/customer adds, POST moves, DELETE removes.
create table customer_list_entry (
  id serial primary key,
  email text not null unique check (length(email) between 3 and 254 and email = lower(btrim(email))),
  review_list boolean not null,
  vip_list boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1),
  check (review_list <> vip_list)
);
create index customer_list_entry_created_idx on customer_list_entry (created_at desc, id desc);

create trigger customer_list_entry_audit after insert or update or delete on customer_list_entry for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'customer-list-entry');

-- The e-mail marketing service's subscription state (simulated): one row per address once it was
-- set; an address without a row is SUBSCRIBED (GET /klaviyo/customer/profile).
create table marketing_subscription (
  id serial primary key,
  email text not null unique check (length(email) between 3 and 254 and email = lower(btrim(email))),
  status text not null check (status in ('SUBSCRIBED', 'UNSUBSCRIBED')),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);

create trigger marketing_subscription_audit after insert or update or delete on marketing_subscription for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'marketing-subscription');
