-- Room on each page of the item tables for a changed row to stay on its page (a HOT update): a bulk "hot deal",
-- "sold" or "not sold" on thousands of items then rewrites no index entry, where with full pages each row's new
-- version was added to all of the table's indexes (21 on mobile_numbers, two of them GIN). Decision 0060.
-- New pages honour it at once; existing ones as VACUUM frees them (VACUUM FULL rewrites a table at once).
ALTER TABLE "mobile_numbers" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "plates" SET (fillfactor = 85);
