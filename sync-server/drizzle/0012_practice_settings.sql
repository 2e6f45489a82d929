ALTER TABLE `users` ADD `progress_note_every_visits` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `progress_note_every_days` integer DEFAULT 30 NOT NULL;