/**
 * Los archivos del proyecto que carga un punto de entrada (sus imports, y los de ellos, sin las dependencias de npm):
 * lo que un lector recorre para seguir ese camino (docs/arquitectura.md). Los imports solo de tipos no cuentan, ni los
 * paquetes del monorepo (`@prestamos/contract`, `@prestamos/domain`), que se leen por el nombre de lo importado.
 *
 *   npx tsx scripts/archivos-que-cruza.ts apps/api/src/modules/pagos/routes.ts [--lista]
 */
import { build } from 'esbuild';

const [entrada, opcion] = process.argv.slice(2);
if (!entrada) {
  console.error('Uso: npx tsx scripts/archivos-que-cruza.ts <archivo> [--lista]');
  process.exit(2);
}
const { metafile } = await build({
  entryPoints: [entrada],
  bundle: true,
  write: false,
  metafile: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'silent',
  outdir: 'dist-cruza',
  loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
});
const archivos = Object.keys(metafile.inputs)
  .filter((f) => !f.includes('node_modules'))
  .sort();
console.log(`${entrada}: ${archivos.length} archivos`);
if (opcion === '--lista') for (const f of archivos) console.log(`  ${f}`);
