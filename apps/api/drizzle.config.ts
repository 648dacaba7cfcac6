import { defineConfig } from 'drizzle-kit';

// Solo para generar migraciones (`npm run db:generate -w @prestamos/api`); el servidor las aplica al arrancar.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
