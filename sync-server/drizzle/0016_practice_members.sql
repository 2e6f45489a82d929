CREATE TABLE `practice_members` (
	`user_id` text PRIMARY KEY NOT NULL,
	`practice_id` text NOT NULL,
	`role` text NOT NULL,
	`can_certify` integer DEFAULT false NOT NULL,
	`joined_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `practice_members_practice` ON `practice_members` (`practice_id`);--> statement-breakpoint
-- Every professional account becomes the owner of a practice of one, known by its own id.
INSERT INTO `practice_members` (`user_id`, `practice_id`, `role`, `can_certify`, `joined_at`) SELECT `id`, `id`, 'owner', false, `created_at` FROM `users` WHERE `user_type` = 'professional';
