-- Reference data for places (000 §3): provinces, warehouses, delivery hubs, regions, zones,
-- towns and postal codes.
create table province (
  id serial primary key,
  name text not null unique,
  code text not null
);

create table warehouse (
  id serial primary key,
  name text not null,
  sku text not null unique
);

-- Delivery hubs are the dispatch regions of the driver service (regionId, regionName).
create table delivery_hub (
  region_id text primary key,
  region_name text not null unique
);

create table region (
  region_id serial primary key,
  region_name text not null unique,
  display_name text not null,
  tag text not null unique,
  short_code text not null,
  province_id integer not null references province (id),
  warehouse_id integer not null references warehouse (id),
  delivery_hub text references delivery_hub (region_id)
);

create table zone (
  zone_id serial primary key,
  zone_name text not null,
  region_id integer not null references region (region_id),
  unique (zone_name, region_id)
);

create table town (
  town_id serial primary key,
  town_name text not null,
  zone_id integer not null references zone (zone_id)
);
create index town_zone_idx on town (zone_id);

create table postal_code (
  postalcode_id serial primary key,
  postalcode text not null unique,
  town_id integer not null references town (town_id),
  zone_id integer not null references zone (zone_id)
);
create index postal_code_prefix_idx on postal_code (postalcode text_pattern_ops);
create index postal_code_town_idx on postal_code (town_id);
create index postal_code_zone_idx on postal_code (zone_id);
