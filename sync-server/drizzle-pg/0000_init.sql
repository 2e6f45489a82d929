CREATE TABLE "conflicts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"record_id" text NOT NULL,
	"section" text NOT NULL,
	"fields" json NOT NULL,
	"device_id" text NOT NULL,
	"sides" json,
	"created_at" text NOT NULL,
	"resolved_at" text,
	"server_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"name" text,
	"created_at" text NOT NULL,
	"last_seen_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutations" (
	"device_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"mutation_id" text NOT NULL,
	"result" json NOT NULL,
	"applied_at" text NOT NULL,
	CONSTRAINT "mutations_device_id_seq_pk" PRIMARY KEY("device_id","seq")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"plan_type" text NOT NULL,
	"amount" double precision NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" text DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"patient_number" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	"deleted_at" text,
	"server_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_revisions" (
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"version" bigint NOT NULL,
	"data" json NOT NULL,
	"source" text NOT NULL,
	"created_at" text NOT NULL,
	"schema_version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "section_revisions_record_id_name_version_pk" PRIMARY KEY("record_id","name","version")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"data" json NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" text NOT NULL,
	"server_seq" bigint DEFAULT 0 NOT NULL,
	"served_version" bigint,
	"schema_version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "sections_record_id_name_pk" PRIMARY KEY("record_id","name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "trainer_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"exercise" text NOT NULL,
	"started_at" text NOT NULL,
	"data" json NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" bigint NOT NULL,
	"user_type" text NOT NULL,
	"user_handle" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"signature_url" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"is_prof_offer_available" boolean DEFAULT true NOT NULL,
	"is_user_trial_available" boolean DEFAULT true NOT NULL,
	"plan_type" text,
	"plan_price" double precision,
	"plan_expires_at" text,
	"form_data" text DEFAULT '{}' NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_user_handle_unique" UNIQUE("user_handle")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_rounds" ADD CONSTRAINT "trainer_rounds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conflicts_owner_seq" ON "conflicts" USING btree ("owner_id","server_seq");--> statement-breakpoint
CREATE INDEX "records_owner_kind" ON "records" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "records_owner_seq" ON "records" USING btree ("owner_id","server_seq");--> statement-breakpoint
CREATE INDEX "records_parent" ON "records" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "records_owner_patient_number" ON "records" USING btree ("owner_id","patient_number") WHERE "records"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sections_owner_seq" ON "sections" USING btree ("owner_id","server_seq");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainer_rounds_owner_seq" ON "trainer_rounds" USING btree ("owner_id","seq");