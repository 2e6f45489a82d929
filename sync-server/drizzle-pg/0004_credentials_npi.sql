ALTER TABLE "users" ADD COLUMN "credentials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "npi" text DEFAULT '' NOT NULL;