-- What the identity provider must remember between requests and restarts: sessions, grants,
-- authorization codes, refresh tokens, interactions.
create table oidc_artifact (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  primary key (model, id)
);
create index oidc_artifact_grant_idx on oidc_artifact (grant_id);
create index oidc_artifact_uid_idx on oidc_artifact (uid);
