-- Checkout Automation (001 §2, §3 'Saved checkout record', §7, §9): the saved checkouts, the short
-- links of POST /short/url, and the storefront carts of cartCreate (the page behind checkoutUrl).

-- A saved checkout: what POST /checkout-automation stores and PUT /checkout-automation/{id}
-- replaces. carts and checkout_info are kept as sent (a list, or the list as a JSON string).
-- short_id is the last path part of short_url (GET /checkout-automation/{shortId}); long_id the
-- last path part of checkout_url (GET /checkout-automation/long/{id}).
create table checkout_record (
  id serial primary key,
  checkout_url text not null check (length(checkout_url) between 1 and 200),
  short_url text not null check (length(short_url) between 1 and 100),
  short_id text not null unique check (short_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  long_id text not null check (length(long_id) <= 200),
  carts jsonb not null,
  checkout_info jsonb not null,
  reference_order text not null check (length(reference_order) <= 11),
  user_email text not null check (length(user_email) between 1 and 254),
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);
create index checkout_record_long_id_idx on checkout_record (long_id, id);

-- A short link (POST /short/url): a random 7-letter id on the shop host that redirects to url.
create table short_link (
  id serial primary key,
  short_id text not null unique check (short_id ~ '^[A-Za-z]{7}$'),
  url text not null check (length(url) between 1 and 2000),
  is_checkout boolean not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);

-- A storefront cart (cartCreate): its lines as created (variant, titles, SKU, unit price,
-- quantity, attributes), discount codes and buyer identity. token is the random part of its id
-- and of its checkoutUrl. No stock is taken: a cart is not an order.
create table storefront_cart (
  id serial primary key,
  token text not null unique check (token ~ '^[a-f0-9]{32}$'),
  lines jsonb not null,
  discount_codes text[] not null default '{}',
  buyer_identity jsonb,
  total numeric(12, 2) not null check (total >= 0),
  created_at timestamptz not null default now()
);

create trigger checkout_record_audit after insert or update or delete on checkout_record for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'checkout-record');
create trigger short_link_audit after insert or update or delete on short_link for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'short-link');
