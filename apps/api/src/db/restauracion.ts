import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { abrirPglite } from './conexion';

/** Cargar un respaldo (db/respaldo.ts) en una base vacía del mismo tipo. */
/** Restaura un respaldo de pg_dump en una base de PostgreSQL vacía (con el rol de la seguridad por filas). */
export async function restaurarPostgres(url: string, archivo: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if (rows[0].n > 0) throw new Error('La base de destino no está vacía: restaura en una base nueva.');
    // Los roles son del servidor, no de la base: el de la seguridad por filas puede no existir en otro servidor.
    await cliente.query(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = 'app_user') then
          create role app_user nologin nobypassrls;
        end if;
      end $$`);
    await cliente.query('grant app_user to current_user');
  } finally {
    await cliente.end();
  }
  // Las filas entran como plataforma: la seguridad por filas del dueño (docs/decisiones/0025-escrituras-a-la-vez.md)
  // no deja escribir sin ella.
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, archivo], {
    stdio: 'inherit',
    env: { ...process.env, PGOPTIONS: '-c app.plataforma=on' },
  });
}

/** La carpeta `pgdata` de la base embebida: debe estar vacía o no existir. */
export function exigirCarpetaVacia(carpeta: string): void {
  if (fs.existsSync(carpeta) && fs.readdirSync(carpeta).length > 0) {
    throw new Error(
      `La carpeta ${carpeta} ya tiene una base: restaura en una carpeta de datos nueva (DATA_DIR).`,
    );
  }
  fs.mkdirSync(path.dirname(carpeta), { recursive: true });
}

/** Carga el tar.gz de la base embebida en una carpeta vacía (PGlite la abre desde el respaldo y la deja escrita). */
export async function restaurarEnCarpeta(carpeta: string, archivo: string): Promise<void> {
  exigirCarpetaVacia(carpeta);
  const base = abrirPglite(carpeta, { copia: new Blob([fs.readFileSync(archivo)]) });
  await base.db.execute('select 1');
  await base.cerrar();
}
