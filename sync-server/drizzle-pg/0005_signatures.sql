CREATE TABLE "addenda" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"text" text NOT NULL,
	"by" json NOT NULL,
	"source" text NOT NULL,
	"at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "signed_at" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "signed_by" json;--> statement-breakpoint
ALTER TABLE "addenda" ADD CONSTRAINT "addenda_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addenda_record" ON "addenda" USING btree ("record_id");