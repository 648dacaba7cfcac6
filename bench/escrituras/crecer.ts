import { entrar } from '../http/servidor';
import { medir } from './carga';
import { Existencias } from './existencias';
import { exigir, Usuario } from './http';
import { type Operacion, operaciones } from './operaciones';
import { CLAVE } from './preparar';

const MEDIDAS = ['crear cliente', 'crear préstamo', 'cobrar', 'diferir'] as const;

/**
 * Una empresa nueva (CRECE, creada por soporte con la API) crece de préstamo en préstamo por la API, con 8 personas a
 * la vez, hasta `hasta` préstamos. Al pasar por 100, 1 000, 5 000 y `hasta`, una persona sola mide la mediana de cada
 * escritura: el costo de escribir no debe depender del tamaño de la empresa.
 */
export async function crecer(url: string, hasta: number, reintentos: () => number) {
  const soporte = Usuario.conPool(url, 1, await entrar(url, 'SOPORTE', 'soporte', CLAVE));
  exigir(
    await soporte.post('/api/empresas', {
      nombre_empresa: 'Crece por la API',
      rnc: 'CRECE',
      limite_usuarios: 100,
      limite_clientes: 1_000_000,
      admin: { usuario: 'admin', password: CLAVE },
    }),
    201,
    'Empresa CRECE',
  );
  const admin = Usuario.conPool(url, 1, await entrar(url, 'CRECE', 'admin', CLAVE));
  exigir(await admin.put('/api/empresa/ajustes', { allow_multiple_loans: true }), 200, 'Ajustes de CRECE');
  // 20 000 préstamos de RD$ 5,000 desembolsan 100 millones; un movimiento admite hasta 100 millones.
  for (let i = 0; i < 2; i++) {
    exigir(
      await admin.post('/api/caja/movimientos', {
        tipo: 'INGRESO',
        monto: 90_000_000,
        descripcion: 'Capital',
      }),
      201,
      'Capital de CRECE',
    );
  }
  const personas: Usuario[] = [];
  for (let i = 1; i <= 8; i++) {
    exigir(
      await admin.post('/api/usuarios', { usuario: `p${i}`, rol: 'ADMIN', password: CLAVE }),
      201,
      'Persona',
    );
    personas.push(Usuario.conPool(url, 1, await entrar(url, 'CRECE', `p${i}`, CLAVE)));
  }
  const ex = new Existencias();
  const ops = operaciones(ex, []);
  const registrar = ops['cliente + préstamo'] as Operacion;
  let prestamos = 0;
  const medianas: Record<string, number>[] = [];
  console.log(
    `\nCrecer por la API: la mediana (ms) de cada escritura de una persona sola, según el tamaño de la empresa.`,
  );
  console.log(
    ['préstamos', ...MEDIDAS, 'altas/s con 8', '5xx', 'reintentos'].map((x) => x.padStart(15)).join(''),
  );
  for (const punto of [100, 1000, 5000, hasta].filter((p, i, xs) => p <= hasta && xs.indexOf(p) === i)) {
    // Crecer con 8 personas a la vez, sin anotar (solo cuenta las altas por segundo).
    const inicio = performance.now();
    const antes = prestamos;
    let fallas = 0;
    await Promise.all(
      personas.map(async (p) => {
        while (prestamos < punto) {
          prestamos++;
          const n = ex.prestamosNuevos.length;
          await registrar(p, prestamos);
          if (ex.prestamosNuevos.length === n) fallas++;
        }
      }),
    );
    const altas = Math.round((prestamos - antes) / ((performance.now() - inicio) / 1000));
    ex.aCobrar.length = 0;
    ex.prestamosNuevos.splice(0, Math.max(0, ex.prestamosNuevos.length - 300));
    await ex.reponer(admin, 300);
    const fila: Record<string, number> = { prestamos: punto };
    let cincos = 0;
    for (const nombre of MEDIDAS) {
      const m = await medir(1, 2, [personas[0] as Usuario], (_t, n) =>
        (ops[nombre] as Operacion)(personas[0] as Usuario, n),
      );
      fila[nombre] = m.p50;
      cincos += m.fallas;
    }
    medianas.push(fila);
    console.log(
      [punto, ...MEDIDAS.map((m) => fila[m]), altas, cincos + fallas, reintentos()]
        .map((x) => String(x).padStart(15))
        .join(''),
    );
  }
  const primera = medianas[0];
  const ultima = medianas.at(-1);
  if (primera && ultima) {
    const razones = MEDIDAS.map((m) => `${m} ×${((ultima[m] ?? 0) / (primera[m] || 1)).toFixed(2)}`);
    console.log(
      `Mediana a ${ultima.prestamos} préstamos frente a ${primera.prestamos}: ${razones.join(', ')}.`,
    );
  }
}
