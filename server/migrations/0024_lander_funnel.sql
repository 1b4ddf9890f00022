CREATE TABLE "lander_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lander_visits" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "lander_previews" ADD CONSTRAINT "lander_previews_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lander_previews_expiry" ON "lander_previews" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "lander_visits" ADD CONSTRAINT "lander_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lander_visits_created" ON "lander_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lander_visits_user" ON "lander_visits" USING btree ("user_id") WHERE "lander_visits"."user_id" is not null;