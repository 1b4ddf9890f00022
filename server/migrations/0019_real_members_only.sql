ALTER TABLE "users" ADD COLUMN "real_members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_fictional" ON "users" USING btree ("site_id") WHERE "users"."fictional";