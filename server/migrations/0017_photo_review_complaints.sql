ALTER TABLE "photos" DROP CONSTRAINT "photos_status";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_ground" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status" ON "complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "photos_unreviewed" ON "photos" USING btree ("id") WHERE "photos"."reviewed_at" is null;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_status" CHECK ("complaints"."status" in ('open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_status" CHECK ("photos"."status" in ('inspected', 'active', 'rejected'));