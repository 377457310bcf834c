-- Gift-set alerts (002 §3 Giftset alert template, Giftset alert; §7 Gift-set alerts): the alert
-- templates (a name, a header and a body) and the alert titles order tools offer. A template is
-- addressed by its name, an alert by its title (its `id` in the calls): both unique
-- case-insensitively. A title is renamed by deleting it and adding the new one (002 §4).
create table giftset_alert_template (
  id serial primary key,
  name text not null check (length(name) between 1 and 100),
  alert_header text not null check (length(alert_header) between 1 and 200),
  alert_body text not null check (length(alert_body) between 1 and 2000),
  version integer not null default 1 check (version >= 1)
);
create unique index giftset_alert_template_name_idx on giftset_alert_template (lower(name));

create table giftset_alert (
  id serial primary key,
  title text not null check (length(title) between 1 and 100)
);
create unique index giftset_alert_title_idx on giftset_alert (lower(title));

create trigger giftset_alert_template_audit after insert or update or delete on giftset_alert_template for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'giftset-alert-template');
create trigger giftset_alert_audit after insert or update or delete on giftset_alert for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'giftset-alert');
