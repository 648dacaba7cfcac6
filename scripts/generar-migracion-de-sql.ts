/**
 * `npm run db:sql [-- nombre]`: la migración que instala lo que cambió en apps/api/sql (apps/api/sql/README.md).
 *
 * Migra una base embebida nueva, le aplica encima los archivos de apps/api/sql y compara, objeto por objeto, lo que la
 * base guarda (pg_get_functiondef, pg_get_triggerdef, pg_get_viewdef) antes y después. Si algo cambió, falta o sobra,
 * crea una migración de Drizzle (`drizzle-kit generate --custom`, con su entrada en el diario) y escribe en ella las
 * sentencias de esos objetos copiadas de sus archivos, y el DROP de lo que ya no está en ninguno. Al final migra otra
 * base desde cero y comprueba que queda igual a los archivos. Sin nada que cambiar, no escribe nada.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { abrirPglite } from '../apps/api/src/db/conexion';
import { type Declaracion, leerDeclaraciones, textoDe } from '../apps/api/src/db/sql-declarado';
import {
  aplicarDeclaraciones,
  type Cambiada,
  compararConLoDeclarado,
  describirDiferencias,
  type ObjetoEnLaBase,
  objetosDeLaBase,
} from '../apps/api/src/db/sql-en-la-base';
import { carpetaApi, carpetaMigraciones, carpetaSql } from '../apps/api/src/rutas-del-paquete';

const nombre = process.argv[2] ?? 'sql';
if (!/^[a-z0-9-]+$/.test(nombre)) {
  console.error(
    'El nombre de la migración va en minúsculas y guiones: npm run db:sql -- busqueda-por-telefono',
  );
  process.exit(2);
}

const { declaraciones, problemas } = leerDeclaraciones(carpetaSql);
if (problemas.length > 0) {
  console.error(`apps/api/sql no se puede aplicar:\n${problemas.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

/** Una base embebida con todas las migraciones, comparada con lo que declaran los archivos. */
async function compararConLasMigraciones() {
  const base = abrirPglite(null);
  try {
    await base.migrar();
    const antes = await base.db.transaction((tx) => objetosDeLaBase(tx));
    const borradas = await aplicarDeclaraciones(base.db, declaraciones, antes);
    const despues = await base.db.transaction((tx) => objetosDeLaBase(tx));
    return { antes, borradas, diferencias: compararConLoDeclarado(antes, despues, declaraciones, borradas) };
  } finally {
    await base.cerrar();
  }
}

const ORDEN: Declaracion['tipo'][] = ['funcion', 'vista', 'disparador'];

/**
 * Las sentencias de la migración. Lo que se borra va primero (disparadores y vistas) o al final (funciones, que ya nadie
 * llama); las funciones se crean sin revisar sus cuerpos, como hace pg_dump: una puede llamar a otra que viene después.
 */
function sentenciasDeLaMigracion(
  cambiadas: Cambiada[],
  sobrantes: ObjetoEnLaBase[],
  borradas: Set<string>,
  antes: ObjetoEnLaBase[],
): string[] {
  const borrar = (tipo: ObjetoEnLaBase['tipo']) =>
    sobrantes.filter((o) => o.tipo === tipo).map((o) => o.borrar);
  const crear = ORDEN.flatMap((tipo) =>
    cambiadas
      .map((c) => c.declaracion)
      .filter((d) => d.tipo === tipo)
      .flatMap((d) => {
        const anterior = antes.find((o) => o.clave === d.clave);
        const [primera = '', ...resto] = textoDe(d);
        return [
          ...(borradas.has(d.clave) && anterior
            ? [`-- Cambia de firma: se borra y se vuelve a crear.\n${anterior.borrar}`]
            : []),
          `-- apps/api/sql/${d.archivo}\n${primera}`,
          ...resto,
        ];
      }),
  );
  return [
    '-- Generada por `npm run db:sql` (scripts/generar-migracion-de-sql.ts): las funciones, disparadores y vistas de\n' +
      '-- apps/api/sql que la base de las migraciones anteriores no tenía así, copiados de sus archivos. No se edita: se\n' +
      '-- cambia el archivo y se genera otra.\nSET check_function_bodies = off;',
    ...borrar('disparador'),
    ...borrar('vista'),
    ...crear,
    ...borrar('funcion'),
    'RESET check_function_bodies;',
  ];
}

/** Una migración vacía con su entrada en el diario y su foto del esquema, creada por drizzle-kit; devuelve su archivo. */
function crearMigracionVacia(): string {
  const diario = path.join(carpetaMigraciones, 'meta', '_journal.json');
  const entradas = () =>
    (JSON.parse(fs.readFileSync(diario, 'utf8')) as { entries: { tag: string }[] }).entries;
  const habia = entradas().length;
  execFileSync('npx', ['--no', 'drizzle-kit', 'generate', '--custom', `--name=${nombre}`], {
    cwd: carpetaApi,
    stdio: 'inherit',
  });
  const ahora = entradas();
  const nueva = ahora[ahora.length - 1];
  if (ahora.length !== habia + 1 || !nueva) throw new Error('drizzle-kit no agregó la migración a su diario');
  return path.join(carpetaMigraciones, `${nueva.tag}.sql`);
}

const { antes, borradas, diferencias } = await compararConLasMigraciones();
if (diferencias.problemas.length > 0) {
  console.error(`Antes de generar, arregla:\n${diferencias.problemas.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
if (diferencias.cambiadas.length === 0 && diferencias.sobrantes.length === 0) {
  console.log('✓ Las migraciones ya instalan apps/api/sql: nada que generar.');
  process.exit(0);
}
console.log(
  describirDiferencias(diferencias)
    .map((d) => `  - ${d}`)
    .join('\n'),
);
const archivo = crearMigracionVacia();
const sentencias = sentenciasDeLaMigracion(diferencias.cambiadas, diferencias.sobrantes, borradas, antes);
fs.writeFileSync(archivo, `${sentencias.join('\n--> statement-breakpoint\n')}\n`);

const despues = await compararConLasMigraciones().catch((error: unknown) => {
  console.error(
    `La migración ${path.basename(archivo)} no se aplica: ${error instanceof Error ? error.message : error}\n` +
      'Arregla apps/api/sql, borra esa migración (el .sql, su foto en meta/ y su entrada en meta/_journal.json) y ' +
      'vuelve a generar.',
  );
  process.exit(1);
});
const quedan = describirDiferencias(despues.diferencias);
if (quedan.length > 0) {
  console.error(
    `La migración ${path.basename(archivo)} no deja la base igual a apps/api/sql:\n${quedan.join('\n')}`,
  );
  process.exit(1);
}
console.log(`✓ ${path.relative(process.cwd(), archivo)}: confírmala junto con los archivos de apps/api/sql.`);
