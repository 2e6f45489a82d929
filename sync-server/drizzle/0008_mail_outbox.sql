CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_try_at` integer NOT NULL,
	`sent_at` integer,
	`discard_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due` ON `mail_outbox` (`sent_at`,`next_try_at`);