-- The order store (001 §3 'Order (loaded from the server)', §4, §9): the shop's orders with their
-- customer, shipping address and delivery, their line items, the fulfilments recorded by manual
-- fulfilment, the delivery images uploaded for them, the bulk order link runs and the requeued
-- failed orders. Orders are named '#1001', '#1002'… in creation order (shop_order_number_seq).

create sequence shop_order_number_seq start with 1001 minvalue 1001 maxvalue 999999999;

create table shop_order (
  id serial primary key,
  number integer not null unique default nextval('shop_order_number_seq') check (number between 1 and 999999999),
  name text generated always as ('#' || number::text) stored,
  created_at timestamptz not null default now(),
  email text not null check (length(email) between 3 and 254),
  first_name text not null default '' check (length(first_name) <= 50),
  last_name text not null default '' check (length(last_name) <= 50),
  phone text not null default '' check (length(phone) <= 20),
  address text not null default '' check (length(address) <= 150),
  apartment text not null default '' check (length(apartment) <= 50),
  buzzer text not null default '' check (length(buzzer) <= 20),
  city text not null default '' check (length(city) <= 100),
  province text not null default '' check (length(province) <= 50),
  province_code text not null default '' check (province_code ~ '^([A-Z]{2})?$'),
  postal_code text not null default '' check (length(postal_code) <= 10),
  address_type text not null default 'House' check (address_type in ('House', 'Apartment/Complex', 'Business', 'Hospital')),
  region_tag text not null default '' check (length(region_tag) <= 50),
  region_code text not null default '' check (length(region_code) <= 10),
  delivery_date date,
  delivery_rate text not null default '' check (length(delivery_rate) <= 200),
  delivery_notes text not null default '' check (length(delivery_notes) <= 200),
  card_type text not null default '' check (length(card_type) <= 255),
  card_message text not null default '' check (length(card_message) <= 800),
  message_card_image text not null default '' check (length(message_card_image) <= 2000),
  lang text not null default 'en-ca' check (lang in ('en-ca', 'fr-ca')),
  consent text not null default 'No' check (consent in ('Yes', 'No')),
  relationship text not null default '' check (length(relationship) <= 50),
  occasion text not null default '' check (length(occasion) <= 50),
  contact_name text not null default '' check (length(contact_name) <= 50),
  sender_email text not null default '' check (length(sender_email) <= 254),
  status text not null default 'open' check (status in ('open', 'fulfilled', 'cancelled', 'closed')),
  fulfillment_status text not null default 'unfulfilled' check (fulfillment_status in ('unfulfilled', 'partial', 'fulfilled')),
  tags text[] not null default '{}' check (cardinality(tags) <= 250),
  note text not null default '' check (length(note) <= 5000),
  -- [{ "name": …, "value": … }], as the shop keeps them.
  note_attributes jsonb not null default '[]' check (jsonb_typeof(note_attributes) = 'array'),
  version integer not null default 1 check (version >= 1)
);
create index shop_order_email_idx on shop_order (lower(email));
create index shop_order_delivery_date_idx on shop_order (delivery_date);

-- A line item: the product and variant as the storefront catalogue names them when ordered.
create table shop_order_line_item (
  id serial primary key,
  order_id integer not null references shop_order (id) on delete cascade,
  position smallint not null check (position between 1 and 500),
  product_title text not null check (length(product_title) between 1 and 255),
  variant_title text not null default 'Default Title' check (length(variant_title) between 1 and 255),
  sku text not null default '' check (length(sku) <= 64),
  product_type text not null default '' check (length(product_type) <= 50),
  quantity integer not null check (quantity between 1 and 10000),
  price numeric(10, 2) not null default 0 check (price >= 0),
  -- [{ "name": …, "value": … }]: the line's attributes (001 §3 'Checkout line attributes').
  properties jsonb not null default '[]' check (jsonb_typeof(properties) = 'array'),
  unique (order_id, position)
);

-- A fulfilment recorded by manual fulfilment (001 §7 POST /order/fulfilltask/manual).
create table order_fulfilment (
  id serial primary key,
  order_id integer not null references shop_order (id) on delete cascade,
  delivered_at timestamptz not null,
  note text not null check (length(note) between 1 and 1000),
  image_url text check (length(image_url) <= 2000),
  driver_initials text not null check (length(driver_initials) between 1 and 10),
  province text not null check (length(province) between 1 and 50),
  delivery_date date not null,
  delivery_time text not null check (delivery_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  created_at timestamptz not null default now()
);
create index order_fulfilment_order_idx on order_fulfilment (order_id, delivered_at desc);

-- A delivery image uploaded for an order (POST /order/fulfilltask/imageupload), served at
-- /order/fulfilltask/image/{uuid}. The bytes live apart (order_image_data) so that the audit
-- trail records the image's facts, not megabytes of its content.
create table order_image (
  id serial primary key,
  uuid uuid not null unique,
  order_ref text not null check (length(order_ref) between 1 and 200),
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  byte_size integer not null check (byte_size between 1 and 10485760),
  created_at timestamptz not null default now()
);
create table order_image_data (
  image_id integer primary key references order_image (id) on delete cascade,
  bytes bytea not null
);

-- A run of the bulk order link creator: who asked, for which orders, and the links answered.
create table bulk_order_link_run (
  id serial primary key,
  created_at timestamptz not null default now(),
  -- The caller: the token's e-mail, else its subject.
  created_by text not null check (length(created_by) between 1 and 300),
  cart_type text not null check (cart_type in ('Shopify', 'Callia')),
  delivery_date date not null,
  initials text not null check (length(initials) between 1 and 10),
  email text not null check (length(email) between 1 and 254),
  -- [{ "order": "#1001", "link": "https://…", "deliveryDate": "MM/DD/YYYY" }]
  links jsonb not null check (jsonb_typeof(links) = 'array')
);

-- A failed order resubmitted (POST /orders/requeue): the payload as sent and the order made from it.
create table failed_order_requeue (
  id serial primary key,
  created_at timestamptz not null default now(),
  created_by text not null check (length(created_by) between 1 and 300),
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  order_id integer not null references shop_order (id)
);

create trigger shop_order_audit after insert or update or delete on shop_order for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order');
create trigger shop_order_line_item_audit after insert or update or delete on shop_order_line_item for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order-line-item');
create trigger order_fulfilment_audit after insert or update or delete on order_fulfilment for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'manual-fulfilment');
create trigger order_image_audit after insert or update or delete on order_image for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'order-image');
create trigger bulk_order_link_run_audit after insert or update or delete on bulk_order_link_run for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'bulk-order-link');
create trigger failed_order_requeue_audit after insert or update or delete on failed_order_requeue for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'failed-order');
