ALTER TABLE "photos" ADD COLUMN "card_filename" text;
