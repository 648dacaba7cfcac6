import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Respaldos de la base entera, con el servidor andando (issue 12). PostgreSQL: `pg_dump` en su formato propio, una
 * instantánea consistente aunque haya escrituras. Embebida (PGlite): la carpeta de datos en un tar.gz tomada entre dos
 * consultas (PGlite las ejecuta de a una); al abrirla, PostgreSQL se recupera como de un corte de luz, sin
 * transacciones a medias. Cada tipo se restaura en su mismo tipo de base.
 */
export type TipoDeRespaldo = 'postgres' | 'pglite';

export function tipoDeRespaldo(archivo: string): TipoDeRespaldo {
  const cabecera = Buffer.alloc(5);
  const fd = fs.openSync(archivo, 'r');
  try {
    fs.readSync(fd, cabecera, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (cabecera.toString('latin1') === 'PGDMP') return 'postgres';
  if (cabecera[0] === 0x1f && cabecera[1] === 0x8b) return 'pglite';
  throw new Error(`${archivo} no es un respaldo de Préstamos (ni de pg_dump ni de la base embebida).`);
}

export function respaldarPostgres(url: string, archivo: string): void {
  // Con la seguridad por filas del dueño (docs/decisiones/0025-escrituras-a-la-vez.md), un dueño que no es
  // superusuario ve todo solo como plataforma.
  execFileSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--enable-row-security', `--file=${archivo}`, url],
    {
      stdio: 'inherit',
      env: { ...process.env, PGOPTIONS: '-c app.plataforma=on' },
    },
  );
}

/** La carpeta de la base embebida como tar.gz, escrito primero aparte y luego movido: nunca queda un respaldo a medias. */
export async function respaldarPglite(
  cliente: { dumpDataDir(compresion: 'gzip'): Promise<Blob | File> },
  archivo: string,
): Promise<void> {
  const datos = Buffer.from(await (await cliente.dumpDataDir('gzip')).arrayBuffer());
  fs.writeFileSync(`${archivo}.parcial`, datos);
  fs.renameSync(`${archivo}.parcial`, archivo);
}
