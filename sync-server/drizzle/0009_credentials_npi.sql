ALTER TABLE `users` ADD `credentials` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `npi` text DEFAULT '' NOT NULL;