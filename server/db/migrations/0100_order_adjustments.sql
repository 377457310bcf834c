-- Order adjustments (001 §2 Order Adjustments, §7 PUT /pull-automation/timeline): one row per
-- adjustment applied to a stored order, with who made it, what was sent and whether a confirmation
-- e-mail was asked for (the reference service sends none: it keeps the wish here). The changes
-- themselves are on the order and its line items (audited there).
create table order_adjustment (
  id serial primary key,
  order_id integer not null references shop_order (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The caller: the token's e-mail, else its subject.
  created_by text not null check (length(created_by) between 1 and 300),
  user_email text not null check (length(user_email) between 3 and 254),
  send_confirmation_email boolean not null,
  -- [{ "name": …, "value": … }] as sent.
  timelines jsonb not null check (jsonb_typeof(timelines) = 'array'),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  -- [{ "name": …, "type": "bouquet" | "-" | "+", "id": …, "quantity": … }] as sent.
  inventories jsonb not null check (jsonb_typeof(inventories) = 'array')
);
create index order_adjustment_order_idx on order_adjustment (order_id, created_at desc);

create trigger order_adjustment_audit after insert or update or delete on order_adjustment for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order-adjustment');
