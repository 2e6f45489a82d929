CREATE TABLE "practice_invitations" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"practice_id" text NOT NULL,
	"role" text NOT NULL,
	"can_certify" boolean DEFAULT false NOT NULL,
	"email" text,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"used_by" text
);
--> statement-breakpoint
CREATE INDEX "practice_invitations_practice" ON "practice_invitations" USING btree ("practice_id");