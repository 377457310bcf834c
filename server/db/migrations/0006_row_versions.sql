-- Optimistic concurrency: every row the admin API edits carries a version, 1 when created and
-- one more on every update through the API. An update sends the version it was loaded with and
-- is refused (409, nothing written) when the row has moved on since.
alter table region add column version integer not null default 1 check (version >= 1);
alter table zone add column version integer not null default 1 check (version >= 1);
alter table town add column version integer not null default 1 check (version >= 1);
alter table postal_code add column version integer not null default 1 check (version >= 1);
alter table zone_delivery_rate add column version integer not null default 1 check (version >= 1);
alter table special_zone_delivery_rate add column version integer not null default 1 check (version >= 1);
alter table delivery_rate add column version integer not null default 1 check (version >= 1);
