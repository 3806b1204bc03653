import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema's diff.
// Migrations are applied by the app at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
