CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"debt_after" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_ledger_kind" CHECK ("credit_ledger"."kind" in ('purchase', 'message', 'photo', 'gift', 'refund', 'bonus', 'reversal', 'adjustment')),
	CONSTRAINT "credit_ledger_requested_positive" CHECK ("credit_ledger"."requested" > 0),
	CONSTRAINT "credit_ledger_balance_after_nonnegative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_debt_after_nonnegative" CHECK ("credit_ledger"."debt_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_debt_nonnegative" CHECK ("users"."credit_debt" >= 0);--> statement-breakpoint
-- Issue 12, ADR 0013: hand-written from here (drizzle-kit cannot express triggers).
-- Opening balances: credits that existed before the ledger get one adjustment row each, so that
-- balance = Σ ledger holds for every member from the start.
INSERT INTO "credit_ledger" ("user_id", "amount", "kind", "reference", "idempotency_key", "requested", "balance_after", "debt_after")
SELECT "id", "credits", 'adjustment', 'opening_balance', 'opening_balance:' || "id", "credits", "credits", 0
FROM "users" WHERE "credits" > 0;
--> statement-breakpoint
-- Append-only: no row is ever changed; rows go only with their member (the purge's cascade).
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE OR DELETE ON "credit_ledger"
FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();
--> statement-breakpoint
-- Each row continues its member's chain: balance_after = the previous row's balance_after + amount.
CREATE FUNCTION "credit_ledger_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE previous integer;
BEGIN
  SELECT "balance_after" INTO previous FROM "credit_ledger"
  WHERE "user_id" = NEW."user_id" ORDER BY "id" DESC LIMIT 1;
  IF NEW."balance_after" <> COALESCE(previous, 0) + NEW."amount" THEN
    RAISE EXCEPTION 'credit_ledger chain broken for user % (% + % <> %)',
      NEW."user_id", COALESCE(previous, 0), NEW."amount", NEW."balance_after" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_chain" BEFORE INSERT ON "credit_ledger"
FOR EACH ROW EXECUTE FUNCTION "credit_ledger_chain"();
--> statement-breakpoint
-- Only the ledger moves a balance: users.credits and users.credit_debt must equal the member's last
-- ledger row (0 without one), so a stray UPDATE of the balance fails instead of losing a credit.
CREATE FUNCTION "users_balance_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_balance integer; last_debt integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."credits" = OLD."credits" AND NEW."credit_debt" = OLD."credit_debt" THEN
    RETURN NEW;
  END IF;
  SELECT "balance_after", "debt_after" INTO last_balance, last_debt FROM "credit_ledger"
  WHERE "user_id" = NEW."id" ORDER BY "id" DESC LIMIT 1;
  IF NEW."credits" <> COALESCE(last_balance, 0) OR NEW."credit_debt" <> COALESCE(last_debt, 0) THEN
    RAISE EXCEPTION 'users.credits of user % is written only through credit_ledger', NEW."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_balance_from_ledger" BEFORE INSERT OR UPDATE OF "credits", "credit_debt" ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_balance_from_ledger"();
