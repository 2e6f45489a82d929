ALTER TABLE `conflicts` ADD `sides` text;--> statement-breakpoint
ALTER TABLE `devices` ADD `name` text;