ALTER TABLE "users" ADD COLUMN "spent_day" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spent_day_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spent_month" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spent_month_on" date;--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express triggers).
-- The running totals of net spending (what counts against a spending cap: messages, photos and
-- gifts less refunds) for the latest UTC day and month of the member's ledger, kept by the ledger
-- row's own insert, so they can never drift from the ledger whoever appends to it. A row of an
-- earlier day or month than the totals count (a transaction that began before midnight and
-- committed after a later one) changes nothing: the period it belongs to is no longer counted.
CREATE FUNCTION "credit_ledger_spending_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_day date := (NEW."created_at" AT TIME ZONE 'UTC')::date;
  row_month date := date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC')::date;
BEGIN
  UPDATE "users" SET
    "spent_day" = CASE WHEN "spent_day_on" = row_day THEN "spent_day" - NEW."amount"
      WHEN "spent_day_on" > row_day THEN "spent_day" ELSE -NEW."amount" END,
    "spent_day_on" = GREATEST("spent_day_on", row_day),
    "spent_month" = CASE WHEN "spent_month_on" = row_month THEN "spent_month" - NEW."amount"
      WHEN "spent_month_on" > row_month THEN "spent_month" ELSE -NEW."amount" END,
    "spent_month_on" = GREATEST("spent_month_on", row_month)
  WHERE "id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_spending_totals" AFTER INSERT ON "credit_ledger"
FOR EACH ROW WHEN (NEW."kind" IN ('message', 'photo', 'gift', 'refund'))
EXECUTE FUNCTION "credit_ledger_spending_totals"();
--> statement-breakpoint
-- The totals of the ledger as it stands.
WITH "net" AS (
  SELECT "user_id", "amount", ("created_at" AT TIME ZONE 'UTC')::date AS "day",
    date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date AS "month"
  FROM "credit_ledger" WHERE "kind" IN ('message', 'photo', 'gift', 'refund')
), "latest" AS (
  SELECT "user_id", max("day") AS "day", max("month") AS "month" FROM "net" GROUP BY "user_id"
)
UPDATE "users" SET
  "spent_day_on" = "latest"."day",
  "spent_day" = (SELECT -sum(n."amount") FROM "net" n WHERE n."user_id" = "latest"."user_id" AND n."day" = "latest"."day"),
  "spent_month_on" = "latest"."month",
  "spent_month" = (SELECT -sum(n."amount") FROM "net" n WHERE n."user_id" = "latest"."user_id" AND n."month" = "latest"."month")
FROM "latest" WHERE "users"."id" = "latest"."user_id";
