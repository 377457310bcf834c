-- The storefront catalogue (000 §3 'Storefront product', 001 §3 'Product types'): the products the
-- storefront GraphQL endpoint answers and the order tools read, with their variants. Quantities are
-- stored (the order tools decrement them); a product is for sale when one of its variants is.

create table storefront_product (
  id serial primary key,
  handle text not null unique check (handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(handle) <= 64),
  title text not null check (length(title) between 1 and 255),
  description text not null default '' check (length(description) <= 5000),
  product_type text not null check (product_type in ('Flowers', 'Bundle', 'Curated_Bundle', 'Vase', 'Gift-adds', 'Card', 'Delivery')),
  tags text[] not null default '{}',
  image_url text check (length(image_url) <= 2000),
  version integer not null default 1 check (version >= 1)
);
create index storefront_product_type_idx on storefront_product (product_type);

-- A variant: 'Default Title' for vases, cards, add-ons and delivery products; sizes for bouquets.
create table storefront_variant (
  id serial primary key,
  product_id integer not null references storefront_product (id) on delete cascade,
  position smallint not null check (position >= 1),
  title text not null check (length(title) between 1 and 255),
  sku text not null unique check (length(sku) between 1 and 64),
  price numeric(10, 2) not null check (price >= 0),
  compare_at_price numeric(10, 2) check (compare_at_price >= 0),
  quantity_available integer not null check (quantity_available >= 0),
  available_for_sale boolean not null default true,
  image_url text check (length(image_url) <= 2000),
  version integer not null default 1 check (version >= 1),
  unique (product_id, position)
);
