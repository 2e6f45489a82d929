ALTER TABLE `records` ADD `certified_at` text;--> statement-breakpoint
ALTER TABLE `records` ADD `certified_by` text;