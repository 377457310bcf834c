-- The storefront's landing pages (000 §7 'GET /landingpage/all on the shop API with a language
-- header en-ca'): each page's handle, its texts in English and French, and the storefront tag of
-- the products it features (LANDING: 000 §7's landing-page bouquet query), in the order the
-- pages are listed. The specification does not describe the answer; docs/route-coverage.md says
-- what the reference service serves.
create table shop_landing_page (
  id serial primary key,
  position smallint not null unique check (position >= 1),
  handle text not null unique check (handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(handle) <= 64),
  title_en text not null check (length(title_en) between 1 and 255),
  title_fr text not null check (length(title_fr) between 1 and 255),
  description_en text not null default '' check (length(description_en) <= 5000),
  description_fr text not null default '' check (length(description_fr) <= 5000),
  product_tag text not null check (length(product_tag) between 1 and 255)
);
