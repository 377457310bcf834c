-- Staff who sign in to the console through the identity provider.
create table staff_account (
  id uuid primary key,
  email text not null unique,
  name text not null,
  password_hash text not null
);
