CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"next_try_at" bigint NOT NULL,
	"sent_at" bigint,
	"discard_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("sent_at","next_try_at");