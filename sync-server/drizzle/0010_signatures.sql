CREATE TABLE `addenda` (
	`id` text PRIMARY KEY NOT NULL,
	`record_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`text` text NOT NULL,
	`by` text NOT NULL,
	`source` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`record_id`) REFERENCES `records`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `addenda_record` ON `addenda` (`record_id`);--> statement-breakpoint
ALTER TABLE `records` ADD `signed_at` text;--> statement-breakpoint
ALTER TABLE `records` ADD `signed_by` text;