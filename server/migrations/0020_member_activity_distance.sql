ALTER TABLE "profiles" ADD COLUMN "city_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_activity" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
-- Sites that list their search filters offer the new distance filter and order too.
UPDATE "sites" SET "settings" = jsonb_set("settings", '{search_fields}', ("settings"->'search_fields') || '["max_km","sort"]'::jsonb) WHERE jsonb_typeof("settings"->'search_fields') = 'array' AND NOT (("settings"->'search_fields') ? 'max_km');
