ALTER TABLE "users" ADD COLUMN "progress_note_every_visits" bigint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "progress_note_every_days" bigint DEFAULT 30 NOT NULL;