ALTER TABLE `mutations` ADD `digest` text;
