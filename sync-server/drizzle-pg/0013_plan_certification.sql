ALTER TABLE "records" ADD COLUMN "certified_at" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "certified_by" json;