CREATE TABLE `trainer_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`exercise` text NOT NULL,
	`started_at` text NOT NULL,
	`data` text NOT NULL,
	`seq` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trainer_rounds_owner_seq` ON `trainer_rounds` (`owner_id`,`seq`);