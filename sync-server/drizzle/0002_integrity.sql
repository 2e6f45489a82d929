DROP INDEX `records_owner_patient_number`;--> statement-breakpoint
CREATE UNIQUE INDEX `records_owner_patient_number` ON `records` (`owner_id`,`patient_number`) WHERE "records"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE `sections` ADD `served_version` integer;