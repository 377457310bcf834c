-- Delivery rates (000 §3, §7): per-zone rates, special per-zone rates for given delivery dates,
-- and the general delivery rates per period. Rates are texts such as '$10', as the console
-- shows and sends them.
create table zone_delivery_rate (
  id serial primary key,
  name text not null,
  display_text text not null,
  rate text not null,
  applicable_start_time time not null,
  applicable_end_time time not null,
  applicable_date smallint not null check (applicable_date in (0, 1)),
  is_same_day_only boolean not null default false,
  status boolean not null default true,
  zone_id integer not null references zone (zone_id),
  check (applicable_start_time < applicable_end_time)
);
create unique index zone_delivery_rate_zone_text_idx on zone_delivery_rate (zone_id, lower(display_text));

create table special_zone_delivery_rate (
  id serial primary key,
  name text not null,
  rate_name text not null,
  rate text not null,
  cutoff_time time not null,
  cutoff_date date not null,
  delivery_date date not null,
  status boolean not null default true,
  zone_id integer not null references zone (zone_id),
  check (cutoff_date <= delivery_date)
);
create unique index special_zone_delivery_rate_key_idx
  on special_zone_delivery_rate (zone_id, delivery_date, lower(rate_name));

create table delivery_rate (
  id serial primary key,
  name text not null,
  period text not null,
  rate text not null
);
create unique index delivery_rate_name_idx on delivery_rate (lower(name));

-- Which parts of the demo seed have run, so a part added later is seeded once on an existing
-- database and never again (not even after its rows were deleted through the console).
create table seed_step (
  name text primary key,
  done_at timestamptz not null default now()
);
