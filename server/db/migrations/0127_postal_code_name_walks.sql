-- Postal code searches by name at 100,000 codes (issue 30): a search whose names match a few
-- towns or zones took every code of them (a zone name: some 7,800 codes), tested and sorted them
-- all for a page of 20. With the codes of each town and each zone in code order, a page near
-- either end of the matches reads the first codes of each town and zone instead (a few hundred
-- index entries): server/api/admin/postalCodes.ts. The columns a page carries are included, so
-- those walks read the indexes alone. They replace the single-column indexes, which they serve.
create index postal_code_town_code_idx on postal_code (town_id, postalcode) include (postalcode_id, zone_id, version);
create index postal_code_zone_code_idx on postal_code (zone_id, postalcode) include (postalcode_id, town_id, version);
drop index postal_code_town_idx;
drop index postal_code_zone_idx;
