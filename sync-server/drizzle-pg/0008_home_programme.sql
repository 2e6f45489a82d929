CREATE TABLE "home_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"version" bigint NOT NULL,
	"data" json NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_invites" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_links" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"account_id" text NOT NULL,
	"linked_at" text NOT NULL,
	"unlinked_at" text
);
--> statement-breakpoint
ALTER TABLE "trainer_rounds" ADD COLUMN "link_id" text;--> statement-breakpoint
ALTER TABLE "home_programs" ADD CONSTRAINT "home_programs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_programs" ADD CONSTRAINT "home_programs_patient_id_records_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_invites" ADD CONSTRAINT "link_invites_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_invites" ADD CONSTRAINT "link_invites_patient_id_records_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_patient_id_records_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_links" ADD CONSTRAINT "patient_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_programs_patient_version" ON "home_programs" USING btree ("patient_id","version");--> statement-breakpoint
CREATE INDEX "link_invites_owner_patient" ON "link_invites" USING btree ("owner_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_links_live_account" ON "patient_links" USING btree ("account_id") WHERE "patient_links"."unlinked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_links_live_patient" ON "patient_links" USING btree ("patient_id") WHERE "patient_links"."unlinked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_links_owner_patient" ON "patient_links" USING btree ("owner_id","patient_id");--> statement-breakpoint
ALTER TABLE "trainer_rounds" ADD CONSTRAINT "trainer_rounds_link_id_patient_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."patient_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_rounds_link" ON "trainer_rounds" USING btree ("link_id");