import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations, generated from the tables schema-pg.ts makes of schema.ts:
// `pnpm db:generate` writes both dialects' migrations in one step.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './drizzle-pg',
});
