import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives in a `*.tables.ts` file, of the platform, of a module or of a module's part.
  schema: [
    './src/platform/*.tables.ts',
    './src/modules/*/*.tables.ts',
    './src/modules/*/*/*.tables.ts',
  ],
  out: './src/db/migrations',
});
