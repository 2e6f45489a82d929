CREATE TABLE `home_programs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`version` integer NOT NULL,
	`data` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `records`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `home_programs_patient_version` ON `home_programs` (`patient_id`,`version`);--> statement-breakpoint
CREATE TABLE `link_invites` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `records`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `link_invites_owner_patient` ON `link_invites` (`owner_id`,`patient_id`);--> statement-breakpoint
CREATE TABLE `patient_links` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`account_id` text NOT NULL,
	`linked_at` text NOT NULL,
	`unlinked_at` text,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `records`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `patient_links_live_account` ON `patient_links` (`account_id`) WHERE "patient_links"."unlinked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `patient_links_live_patient` ON `patient_links` (`patient_id`) WHERE "patient_links"."unlinked_at" IS NULL;--> statement-breakpoint
CREATE INDEX `patient_links_owner_patient` ON `patient_links` (`owner_id`,`patient_id`);--> statement-breakpoint
ALTER TABLE `trainer_rounds` ADD `link_id` text REFERENCES patient_links(id);--> statement-breakpoint
CREATE INDEX `trainer_rounds_link` ON `trainer_rounds` (`link_id`);