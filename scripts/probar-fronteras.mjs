// Prueba de las fronteras de la web (biome.json, `noRestrictedImports` por carpeta): escribe por un momento archivos
// que cruzan cada frontera y otros que la respetan, corre Biome sobre ellos y exige que falle justo en los primeros,
// con su mensaje. Si alguien afloja un patrón de biome.json, `npm run lint` deja de pasar.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const SRC = 'apps/web/src';
const PRUEBA = '__prueba-de-frontera.ts';

/** [carpeta, import, parte del mensaje esperado o null si el import está permitido] */
const CASOS = [
  ['features/pagos', '../clientes/api', 'Una feature no importa otra'],
  ['features/pagos', '../../features/clientes/api', 'Una feature no importa otra'],
  ['features/pagos', '@/features/clientes/api', 'Una feature no importa otra'],
  ['features/pagos', '../../app/tema', 'Solo app/ importa app/'],
  ['features/pagos', '../../entities/pago/api', null],
  ['features/pagos', '../../components/cifra', null],
  ['entities/prestamo', '../pago/api', 'Una entidad no importa otra'],
  ['entities/prestamo', '../../features/prestamos/api', 'Solo app/ importa features/'],
  ['entities/pago', '../prestamo/insignias', null],
  ['entities/pago', '../cliente/api', 'Una entidad no importa otra salvo entities/prestamo'],
  ['entities/cuadre', '../usuario/api', null],
  ['components', '../entities/pago/api', 'components/ y lib/ no importan entities/'],
  ['components', '../features/pagos/api', 'Solo app/ importa features/'],
  ['lib', '../components/cifra', 'lib/ no importa components/'],
  ['app', '../features/pagos/pagina-pagos', null],
];

const archivos = [];
const borrar = () => {
  for (const a of archivos) rmSync(a, { force: true });
};
process.on('SIGINT', () => {
  borrar();
  process.exit(130);
});

let salida = '';
try {
  CASOS.forEach(([carpeta, ruta], i) => {
    const archivo = `${SRC}/${carpeta}/${i}${PRUEBA}`;
    archivos.push(archivo);
    writeFileSync(archivo, `import * as modulo from '${ruta}';\n\nexport const prueba = modulo;\n`);
  });
  try {
    execFileSync('node_modules/.bin/biome', ['lint', '--only=style/noRestrictedImports', ...archivos], {
      stdio: 'pipe',
    });
  } catch (error) {
    salida = `${error.stdout}${error.stderr}`;
  }
} finally {
  borrar();
}

// Cada diagnóstico empieza con la ruta del archivo; lo que sigue hasta el próximo es su mensaje.
const trozos = salida.split(new RegExp(`(?=${SRC}/\\S+${PRUEBA.replaceAll('.', '\\.')}:)`));
const fallos = CASOS.flatMap(([carpeta, ruta, esperado], i) => {
  const propio = trozos.filter((t) => t.startsWith(archivos[i])).join('');
  if (esperado === null && propio) return [`${carpeta} → '${ruta}' debía pasar y Biome lo rechazó`];
  if (esperado !== null && !propio.includes(esperado))
    return [`${carpeta} → '${ruta}' debía fallar con «${esperado}»`];
  return [];
});
if (fallos.length > 0) {
  console.error(`Fronteras de la web (biome.json) que no se cumplen:\n  ${fallos.join('\n  ')}`);
  process.exit(1);
}
console.log(`Fronteras de la web: ${CASOS.length} casos como se espera.`);
