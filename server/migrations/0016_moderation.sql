CREATE TABLE "banned_emails" (
	"site_id" integer NOT NULL,
	"email_canonical" text NOT NULL,
	"decision_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "banned_emails_site_id_email_canonical_pk" PRIMARY KEY("site_id","email_canonical")
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer,
	"case_id" integer,
	"staff_id" integer,
	"action" text NOT NULL,
	"ground" text,
	"reason" text NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"photo_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "decisions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"severity" integer NOT NULL,
	"appealed" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "report_cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "report_cases_status" CHECK ("report_cases"."status" in ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"conversation_id" integer,
	"profile" jsonb NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction_decision_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banned_emails" ADD CONSTRAINT "banned_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banned_emails" ADD CONSTRAINT "banned_emails_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decisions_member" ON "decisions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "decisions_case" ON "decisions" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "decisions_staff_week" ON "decisions" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_one_open" ON "report_cases" USING btree ("reported_id") WHERE "report_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "report_cases_queue" ON "report_cases" USING btree ("site_id","status","severity","opened_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_case_reporter" ON "reports" USING btree ("case_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reporter" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restriction" CHECK ("users"."restriction" in ('suspended', 'banned'));