ALTER TABLE "users" ADD COLUMN "conversations_started" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express triggers).
-- Every conversation a member starts counts on their own row, in the insert's transaction,
-- whoever inserts it. A removed conversation (its other member purged) leaves the count as it was:
-- lowering it would lock the starter's row from inside another member's purge, behind that row's
-- own sends, which wait for the purge. So the count is at least what exists, never less, and a
-- check below the limit on it needs no count of the conversations.
CREATE FUNCTION "conversations_count_started"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "conversations_started" = "conversations_started" + 1 WHERE "id" = NEW."started_by";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_count_started" AFTER INSERT ON "conversations"
FOR EACH ROW EXECUTE FUNCTION "conversations_count_started"();
--> statement-breakpoint
-- The conversations as they stand.
UPDATE "users" SET "conversations_started" = "started"."count"
FROM (SELECT "started_by", count(*)::int AS "count" FROM "conversations" GROUP BY "started_by") AS "started"
WHERE "users"."id" = "started"."started_by";
