-- SMS (002 §3, §7): the drivers of each delivery hub (the Onfleet regions of delivery_hub), the
-- driver SMS templates, every SMS the console sends (driver mass SMS and opt-out confirmations,
-- SMS history lists them) and the phones opted out of SMS. Phones are stored in E.164 form
-- (+12045550134): a Canadian number (server/api/admin/phones.ts checks the area code).

-- A driver of a hub. workdays are ISO weekdays (1 = Monday): the hub's 'drivers today' are the
-- active drivers whose workdays hold today's weekday in the hub's time zone.
create table onfleet_driver (
  id serial primary key,
  worker_id text not null unique check (worker_id ~ '^[A-Za-z0-9~*_-]{1,64}$'),
  hub_region_id text not null references delivery_hub (region_id),
  full_name text not null check (length(full_name) between 1 and 100),
  display_name text check (length(display_name) between 1 and 100),
  phone text not null check (phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  timezone text not null,
  workdays smallint[] not null default '{1,2,3,4,5,6,7}' check (workdays <@ '{1,2,3,4,5,6,7}'::smallint[]),
  active boolean not null default true,
  version integer not null default 1 check (version >= 1)
);
create index onfleet_driver_hub_idx on onfleet_driver (hub_region_id);

-- A driver SMS template; {{situation}} and {{time}} are filled from the send call.
create table driver_sms_template (
  id serial primary key,
  name text not null check (length(name) between 1 and 100),
  template text not null check (length(template) between 1 and 1000),
  version integer not null default 1 check (version >= 1)
);
create unique index driver_sms_template_name_idx on driver_sms_template (lower(name));

-- Every SMS sent, as sent (placeholders filled). purpose: driver (mass SMS) or opt-out (the
-- confirmation of an opt-out). The gateway's status is recorded as it answered. Never updated.
create table sms_message (
  id serial primary key,
  created_at timestamptz not null default now(),
  to_phone text not null check (to_phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  from_phone text not null check (from_phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  body text not null check (length(body) between 1 and 1600),
  status text not null check (status in ('sent', 'failed')),
  purpose text not null check (purpose in ('driver', 'opt-out')),
  driver_id integer references onfleet_driver (id),
  template_id integer references driver_sms_template (id),
  hub_region_id text references delivery_hub (region_id),
  sent_by_sub text not null,
  sent_by_email text,
  check ((purpose = 'driver') = (driver_id is not null and template_id is not null and hub_region_id is not null))
);
create index sms_message_to_idx on sms_message (to_phone, created_at desc);
create index sms_message_from_idx on sms_message (from_phone, created_at desc);
create index sms_message_driver_idx on sms_message (driver_id);

-- A phone opted out of SMS until expires_at (null: for ever, the 36500-day choice). One row per
-- phone: opting out again replaces the duration. Expired rows stay (history) but are not listed.
create table sms_opt_out (
  id serial primary key,
  phone text not null unique check (phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  days integer not null check (days in (3, 7, 14, 30, 45, 36500)),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1),
  check ((days = 36500) = (expires_at is null))
);

create trigger onfleet_driver_audit after insert or update or delete on onfleet_driver for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'driver');
create trigger driver_sms_template_audit after insert or update or delete on driver_sms_template for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'driver-sms-template');
create trigger sms_message_audit after insert or update or delete on sms_message for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'sms-message');
create trigger sms_opt_out_audit after insert or update or delete on sms_opt_out for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'opt-out');
