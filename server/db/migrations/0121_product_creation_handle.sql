-- Product creation (001 §5): the handle's 'under 32 characters' is a hint, not enforced. The
-- service makes a handle the shop's way (lower case, words joined by single hyphens) and takes
-- up to 50 characters; '-WWYY' and a '-N' suffix still fit storefront_product's 64.
alter table product_creation drop constraint if exists product_creation_handle_check;
alter table product_creation add constraint product_creation_handle_check check (handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(handle) <= 50);
