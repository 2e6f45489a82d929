ALTER TABLE "mutations" ADD COLUMN "digest" text;
