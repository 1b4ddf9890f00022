CREATE TABLE "auto_likes" (
	"member_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_likes_member_id_profile_id_pk" PRIMARY KEY("member_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"member_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_member_id_other_id_pk" PRIMARY KEY("member_id","other_id"),
	CONSTRAINT "matches_not_self" CHECK ("matches"."member_id" <> "matches"."other_id")
);
--> statement-breakpoint
CREATE TABLE "swipe_like_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "swipe_like_days_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "swipe_like_days_nonnegative" CHECK ("swipe_like_days"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"member_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipes_member_id_profile_id_pk" PRIMARY KEY("member_id","profile_id"),
	CONSTRAINT "swipes_decision" CHECK ("swipes"."decision" in ('like', 'pass'))
);
--> statement-breakpoint
DROP INDEX "likes_liked";--> statement-breakpoint
ALTER TABLE "auto_likes" ADD CONSTRAINT "auto_likes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_likes" ADD CONSTRAINT "auto_likes_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_like_days" ADD CONSTRAINT "swipe_like_days_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_likes_member_time" ON "auto_likes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_member_time" ON "matches" USING btree ("member_id","created_at","other_id");--> statement-breakpoint
CREATE INDEX "likes_received" ON "likes" USING btree ("liked_id","is_new","created_at","liker_id");--> statement-breakpoint
CREATE INDEX "likes_sent" ON "likes" USING btree ("liker_id","created_at","liked_id");--> statement-breakpoint
-- Backfill: every mutual like made before matches were stored is a match, dated by the later like.
INSERT INTO "matches" ("member_id", "other_id", "created_at")
SELECT a."liker_id", a."liked_id", greatest(a."created_at", b."created_at")
FROM "likes" a JOIN "likes" b ON b."liker_id" = a."liked_id" AND b."liked_id" = a."liker_id"
ON CONFLICT DO NOTHING;
