ALTER TABLE `section_revisions` ADD `schema_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sections` ADD `schema_version` integer DEFAULT 1 NOT NULL;