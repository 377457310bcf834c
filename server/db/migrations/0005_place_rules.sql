-- Places (000 §7): names are unique case-insensitively where the console treats them as keys
-- (a zone within its region, a town within its zone), and the storefront's city index that
-- GET /search/cities rebuilds: every town under the tag of its zone's region.
create unique index zone_region_name_ci_idx on zone (region_id, lower(zone_name));
create unique index town_zone_name_ci_idx on town (zone_id, lower(town_name));

create table city_index (
  region_tag text not null,
  city_id integer not null,
  city_name text not null,
  built_at timestamptz not null default now(),
  primary key (region_tag, city_id)
);
