-- The daily lists at 100,000 rows (issue 30): indexes their list calls walk.

-- Trigram indexes serve a search for a part of a text (LIKE '%…%') from three characters on.
-- The embedded database loads the extension itself (server/db/database.ts); on a server it is
-- a trusted extension (PostgreSQL 13 and later): the database's owner may create it.
create extension if not exists pg_trgm;

-- Customer list: its search is a part of the e-mail or phone (customers.ts, `email like`).
create index customer_list_entry_email_trgm_idx on customer_list_entry using gin (email gin_trgm_ops);

-- SMS history: one phone's messages newest first, ties by id, the newest 1,000: the index gives
-- that order itself, so the call reads only the rows it answers.
drop index sms_message_to_idx;
drop index sms_message_from_idx;
create index sms_message_to_idx on sms_message (to_phone, created_at desc, id desc);
create index sms_message_from_idx on sms_message (from_phone, created_at desc, id desc);

-- Audit trail: one entity's entries newest first (the entity filter, a search matching one
-- entity's name), and the search on the row id (`a.row_id::text like`).
create index audit_log_entity_at_idx on audit_log (entity, at desc, id desc);
create index audit_log_row_text_trgm_idx on audit_log using gin ((row_id::text) gin_trgm_ops);
