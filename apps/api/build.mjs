// Compila el servidor en un solo archivo (dist/main.js). Los paquetes del monorepo (@prestamos/*) se incluyen; las
// dependencias de npm quedan fuera y se cargan de node_modules (algunas traen binarios o WebAssembly).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const paquete = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const externas = Object.keys(paquete.dependencies ?? {}).filter((d) => !d.startsWith('@prestamos/'));

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: externas,
  logLevel: 'warning',
});
