-- Dev services (002 §3 Cluster status, §4 Dev services, §7 dev host): the development cloud's
-- clusters and their services, each running or stopped. PUT /ecs/clusters/turn-off and turn-on
-- (server/api/dev) set every service at once; each service row written is audited.
create table dev_service (
  id serial primary key,
  cluster_name text not null check (cluster_name ~ '^[A-Za-z0-9_-]{1,100}$'),
  service_name text not null check (service_name ~ '^[A-Za-z0-9_-]{1,100}$'),
  running boolean not null default true,
  changed_at timestamptz not null default now(),
  unique (cluster_name, service_name)
);

create trigger dev_service_audit after insert or update or delete on dev_service for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'dev-service');
