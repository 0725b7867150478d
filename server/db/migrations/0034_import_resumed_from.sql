-- The file row a resumed import apply went on from, for its page to say (decision 0067).
ALTER TABLE "imports" ADD COLUMN "resumed_from" integer;
