CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amounts" CHECK ("payment_refunds"."amount" > 0 and "payment_refunds"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reported_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key" ON "payment_refunds" USING btree ("payment_id","key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_review_open" ON "payments" USING btree ("id") WHERE "payments"."review" is not null and "payments"."review_decision" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_review" CHECK ("payments"."review" is null or "payments"."review" in ('completed_after_expired', 'amount_mismatch'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_review_decision" CHECK ("payments"."review_decision" is null or ("payments"."review" is not null and "payments"."review_decision" in ('accepted', 'refunded')));