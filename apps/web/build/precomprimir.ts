import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const aBrotli = promisify(brotliCompress);
const aGzip = promisify(gzip);

/** Lo que se comprime bien (las imágenes PNG y las fuentes woff2 ya vienen comprimidas). */
const COMPRIMIBLES = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Cada archivo comprimible de `carpeta` con su `.br` y su `.gz` al lado, si salen más chicos que el original. */
export async function precomprimir(carpeta: string): Promise<void> {
  const archivos = (await readdir(carpeta, { recursive: true }))
    .map(String)
    .filter((a) => COMPRIMIBLES.test(a))
    .map((a) => path.join(carpeta, a));
  await Promise.all(
    archivos.map(async (archivo) => {
      const original = await readFile(archivo);
      const [br, gz] = await Promise.all([
        aBrotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        aGzip(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < original.length) await writeFile(`${archivo}.br`, br);
      if (gz.length < original.length) await writeFile(`${archivo}.gz`, gz);
    }),
  );
}

/**
 * Deja la web compilada comprimida de antemano con brotli y gzip: el servidor (apps/api/src/plugins/web.ts) manda la
 * que pida el navegador sin comprimir nada en cada petición. Corre al final, después de que vite-plugin-pwa escribe
 * el service worker, para comprimirlo también.
 */
export function precomprimirAlCompilar(): Plugin {
  let carpeta = '';
  return {
    name: 'prestamos:precomprimir',
    apply: 'build',
    configResolved(config) {
      carpeta = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: () => precomprimir(carpeta),
    },
  };
}
