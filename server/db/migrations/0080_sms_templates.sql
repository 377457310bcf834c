-- Delivery SMS templates (002 §3 Delivery SMS template / Template type, §4 Delivery SMS template
-- status, §5 SMS template save, §7 Delivery SMS templates).
--
-- A template type is reference data (seeded, no call edits it): its key (`type`, e.g. DayBefore),
-- the name shown, its path layout (`path_tags`, the segments of a path in order) and the tags its
-- texts may hold (`template_tags`, e.g. '{first_name}'). A template belongs to one type; it is
-- created disabled (status 0) and enabled (1) by the console's bulk Enable (002 §4). Its language
-- (1 English, 2 French) and version (1 Mon-Wed, 2 Thu-Fri, 3 Sat-Sun) are fixed at creation.
create table sms_template_type (
  type text primary key check (type ~ '^[A-Za-z0-9_]{1,40}$'),
  type_name text not null check (length(type_name) between 1 and 100),
  path_tags jsonb not null check (jsonb_typeof(path_tags) = 'array'),
  template_tags jsonb not null check (jsonb_typeof(template_tags) = 'array'),
  seq integer not null default 0
);

create table sms_template (
  template_id serial primary key,
  template_type text not null references sms_template_type (type),
  template text not null check (length(template) between 1 and 1000),
  optout text not null default '' check (length(optout) <= 300),
  path text not null check (length(path) between 1 and 300),
  status smallint not null default 0 check (status in (0, 1)),
  template_purpose text not null check (template_purpose in ('Regular', 'VDay', 'MDay', 'Holiday')),
  template_lang smallint not null check (template_lang in (1, 2)),
  template_version smallint not null check (template_version in (1, 2, 3)),
  version integer not null default 1 check (version >= 1)
);
create index sms_template_type_idx on sms_template (template_type, template_id);

create trigger sms_template_audit after insert or update or delete on sms_template for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('template_id', 'delivery-sms-template');
