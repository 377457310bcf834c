-- The order tools' own records (001 §2 Upgrade Automation, §5 Product creation, §7).

-- The upgrade sheet: orders whose bouquet moves to another size. PUT /order/upgrade-automation
-- applies every pending row to its order and marks it done; a row naming an order the store
-- does not know stays pending with its problem written beside it.
create table upgrade_request (
  id serial primary key,
  order_name text not null check (order_name ~ '^#[0-9]{1,9}$'),
  -- The line to upgrade, by product title; '' = the order's bouquet (its first Flowers, Bundle or Curated_Bundle line).
  product_title text not null default '' check (length(product_title) <= 255),
  to_variant text not null check (length(to_variant) between 1 and 255),
  status text not null default 'pending' check (status in ('pending', 'done')),
  problem text not null default '' check (length(problem) <= 500),
  requested_at timestamptz not null default now(),
  done_at timestamptz,
  version integer not null default 1 check (version >= 1)
);
create index upgrade_request_pending_idx on upgrade_request (id) where status = 'pending';

-- A product made by product creation from a template, one per week code: a resubmitted request
-- skips the (handle, week) pairs already made.
create table product_creation (
  id serial primary key,
  handle text not null check (handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(handle) <= 31),
  week_code text not null check (week_code ~ '^[0-9]{4}$'),
  product_id integer not null references storefront_product (id) on delete cascade,
  template_id integer not null,
  product_type text not null check (length(product_type) between 1 and 50),
  requires_shipping boolean not null default false,
  created_at timestamptz not null default now(),
  unique (handle, week_code)
);

create trigger upgrade_request_audit after insert or update or delete on upgrade_request for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'upgrade-request');
create trigger product_creation_audit after insert or update or delete on product_creation for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'product-creation');
