// `npm start`: compila lo que falte o esté viejo y arranca el servidor (API y web en un puerto).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');

/** Fecha de modificación más reciente de los archivos bajo `rutas` (0 si no hay ninguno). */
function masReciente(rutas) {
  let maximo = 0;
  for (const ruta of rutas.map((r) => path.join(raiz, r))) {
    if (!fs.existsSync(ruta)) continue;
    const archivos = fs.statSync(ruta).isDirectory()
      ? fs.readdirSync(ruta, { recursive: true }).map((a) => path.join(ruta, String(a)))
      : [ruta];
    for (const a of archivos) maximo = Math.max(maximo, fs.statSync(a).mtimeMs);
  }
  return maximo;
}

function compilarSiHaceFalta(nombre, fuentes, salida, comando) {
  const compilado = masReciente([salida]);
  if (compilado > 0 && compilado >= masReciente(fuentes)) return;
  console.log(`Compilando ${nombre}...`);
  execSync(comando, { cwd: raiz, stdio: 'inherit' });
}

const compartidos = ['packages/domain/src', 'packages/contract/src'];
const web = JSON.parse(fs.readFileSync(path.join(raiz, 'apps/web/package.json'), 'utf8'));
if (web.scripts?.build) {
  compilarSiHaceFalta(
    'la web',
    [
      ...compartidos,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/public',
    ],
    'apps/web/dist/index.html',
    'npm run build -w @prestamos/web',
  );
}
compilarSiHaceFalta(
  'el servidor',
  [...compartidos, 'apps/api/src'],
  'apps/api/dist/main.js',
  'npm run build -w @prestamos/api',
);

await import(path.join(raiz, 'apps/api/dist/main.js'));
