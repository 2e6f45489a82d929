CREATE TABLE `conflicts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`record_id` text NOT NULL,
	`section` text NOT NULL,
	`fields` text NOT NULL,
	`device_id` text NOT NULL,
	`created_at` text NOT NULL,
	`resolved_at` text,
	`server_seq` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `conflicts_owner_seq` ON `conflicts` (`owner_id`,`server_seq`);--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `devices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `mutations` (
	`device_id` text NOT NULL,
	`seq` integer NOT NULL,
	`mutation_id` text NOT NULL,
	`result` text NOT NULL,
	`applied_at` text NOT NULL,
	PRIMARY KEY(`device_id`, `seq`),
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`plan_type` text NOT NULL,
	`amount` real NOT NULL,
	`transaction_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `records` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`parent_id` text,
	`patient_number` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	`server_seq` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `records_owner_kind` ON `records` (`owner_id`,`kind`);--> statement-breakpoint
CREATE INDEX `records_owner_seq` ON `records` (`owner_id`,`server_seq`);--> statement-breakpoint
CREATE INDEX `records_parent` ON `records` (`parent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `records_owner_patient_number` ON `records` (`owner_id`,`patient_number`);--> statement-breakpoint
CREATE TABLE `section_revisions` (
	`record_id` text NOT NULL,
	`name` text NOT NULL,
	`version` integer NOT NULL,
	`data` text NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`record_id`, `name`, `version`)
);
--> statement-breakpoint
CREATE TABLE `sections` (
	`record_id` text NOT NULL,
	`name` text NOT NULL,
	`owner_id` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`updated_at` text NOT NULL,
	`server_seq` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`record_id`, `name`),
	FOREIGN KEY (`record_id`) REFERENCES `records`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sections_owner_seq` ON `sections` (`owner_id`,`server_seq`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`password_changed_at` integer NOT NULL,
	`user_type` text NOT NULL,
	`user_handle` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`signature_url` text DEFAULT '' NOT NULL,
	`business_name` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`fax` text DEFAULT '' NOT NULL,
	`is_prof_offer_available` integer DEFAULT true NOT NULL,
	`is_user_trial_available` integer DEFAULT true NOT NULL,
	`plan_type` text,
	`plan_price` real,
	`plan_expires_at` text,
	`form_data` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_user_handle_unique` ON `users` (`user_handle`);