-- Every 4-digit piece of a digit string ('0551234567' → {0551,5512,5123,1234,2345,3456,4567}), for the GIN index
-- that finds mobile numbers containing a pattern of 4 or more digits (see server/modules/catalog/search-conditions.ts).
-- Trigrams cannot tell 777 from 7777777: this can.
CREATE OR REPLACE FUNCTION digit_4grams(digits text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array(SELECT substr(digits, i, 4) FROM generate_series(1, length(digits) - 3) AS i) $$;
--> statement-breakpoint
-- A finer histogram of the digits, so the planner can tell a common pattern (walk the listing order) from a rare one
-- (look it up in an index, then sort): with the default 100 buckets every "contains" looks rare.
ALTER TABLE "mobile_numbers" ALTER COLUMN "digits" SET STATISTICS 1000, ALTER COLUMN "digits_reversed" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "plates" ALTER COLUMN "digits" SET STATISTICS 1000, ALTER COLUMN "digits_reversed" SET STATISTICS 1000;
