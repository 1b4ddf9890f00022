CREATE TABLE "lander_images" (
	"file" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lander_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lander_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"site_id" integer,
	"family" text NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"niche" integer,
	"language" text,
	"headline" text,
	"copy" text,
	"cta" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"home" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lander_variants_status" CHECK ("lander_variants"."status" in ('draft', 'live', 'paused')),
	CONSTRAINT "lander_variants_weight" CHECK ("lander_variants"."weight" between 0 and 1000),
	CONSTRAINT "lander_variants_niche" CHECK ("lander_variants"."niche" is null or "lander_variants"."niche" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "lander_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"variant_id" integer,
	"visitor" text NOT NULL,
	"family" text NOT NULL,
	"slug" text NOT NULL,
	"tracking" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicked_at" timestamp with time zone,
	"signed_up_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lander_variants" ADD CONSTRAINT "lander_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_visits" ADD CONSTRAINT "lander_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_visits" ADD CONSTRAINT "lander_visits_variant_id_lander_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."lander_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lander_variants_key" ON "lander_variants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "lander_variants_pick" ON "lander_variants" USING btree ("family","slug","status");--> statement-breakpoint
CREATE INDEX "lander_visits_visitor" ON "lander_visits" USING btree ("visitor","created_at");--> statement-breakpoint
CREATE INDEX "lander_visits_variant" ON "lander_visits" USING btree ("variant_id");