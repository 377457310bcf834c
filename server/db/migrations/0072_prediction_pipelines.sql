-- Inventory prediction pipelines (002 §3 Pipeline, §7 POST /api/trigger-pipeline). A pipeline is
-- written once, when triggered; its status is computed on read from created_at (pipelineStatus.ts),
-- and failure says why it ends failed ('' when it ends in success).
create table prediction_pipeline (
  id serial primary key,
  -- The random key of its public pages (pipeline and prediction), opened in a new tab without a token.
  view_key text not null unique check (view_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  warehouse_sku text not null check (warehouse_sku ~ '^(cg|tr|mt|mb|sk|ab|bc|hx)(,(cg|tr|mt|mb|sk|ab|bc|hx))*$'),
  week_code text not null check (week_code ~ '^[0-9]{4}$'),
  finetuning text not null check (finetuning in ('no')),
  requested_by text not null check (length(requested_by) between 1 and 254),
  failure text not null default '' check (length(failure) <= 500),
  created_at timestamptz not null
);
create index prediction_pipeline_created_idx on prediction_pipeline (created_at desc, id desc);

create trigger prediction_pipeline_audit after insert or update or delete on prediction_pipeline for each row
  when (current_setting('console.audit', true) is distinct from 'off') execute function audit_row('id', 'prediction-pipeline');
