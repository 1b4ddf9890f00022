CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id")
);
--> statement-breakpoint
CREATE TABLE "removed_photo_hashes" (
	"phash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_search";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "blurred_filename" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "site_id" integer;--> statement-breakpoint
UPDATE "profiles" SET "site_id" = "users"."site_id" FROM "users" WHERE "users"."id" = "profiles"."user_id";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searchable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "searchable" = false FROM "users" WHERE "users"."id" = "profiles"."user_id" AND ("users"."invisible" OR "users"."status" = 'pending_deletion');--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "likes_liked" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_search_keyset" ON "profiles" USING btree ("site_id","gender","country","date_of_birth","user_id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_any_country" ON "profiles" USING btree ("site_id","gender","date_of_birth","user_id") WHERE "profiles"."searchable";