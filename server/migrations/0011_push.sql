CREATE TABLE "push_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"likes" boolean DEFAULT true NOT NULL,
	"matches" boolean DEFAULT true NOT NULL,
	"previews" boolean DEFAULT false NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_preferences_quiet_hours" CHECK (("push_preferences"."quiet_start" is null) = ("push_preferences"."quiet_end" is null))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_throttle" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"sent_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"folded" integer DEFAULT 0 NOT NULL,
	"folded_type" text,
	"folded_id" integer
);
--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_throttle" ADD CONSTRAINT "push_throttle_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "push_throttle_folded" ON "push_throttle" USING btree ("member_id") WHERE "push_throttle"."folded" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "push_subscribed";