/**
 * Genera los PDF de un préstamo de muestra para mirarlos (p. ej. con `pdftoppm -png`): base embebida en memoria,
 * empresa DEMO, un préstamo quincenal con un cobro de su primera cuota (en carta y en ticket) y el resto liquidado con
 * descuento.
 * Uso: npm run pdfs:muestra -- /tmp/pdfs
 */
import fs from 'node:fs';
import path from 'node:path';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { sincronizarCatalogos } from '../apps/api/src/db/catalogos';
import { abrirPglite } from '../apps/api/src/db/conexion';
import { enEmpresa } from '../apps/api/src/db/transacciones';
import { registrarMovimiento } from '../apps/api/src/modules/caja/repositorio';
import { sembrarSiVacia } from '../apps/api/src/seed/sembrar';

const destino = path.resolve(process.argv[2] ?? 'pdfs-de-muestra');
fs.mkdirSync(destino, { recursive: true });
const base = abrirPglite(null);
await base.migrar();
await sincronizarCatalogos(base.db);
await sembrarSiVacia(base.db, { password: 'muestra-123', demo: true, cartera: true, ahora: new Date() });
await enEmpresa(base.db, 2, (tx) =>
  registrarMovimiento(tx, {
    idEmpresa: 2,
    tipo: 'INGRESO',
    montoCentavos: 50_000_000,
    descripcion: 'Apertura',
    origen: 'APERTURA',
    fecha: new Date(),
    idUsuario: null,
  }),
);
const app = await construirApp({
  db: base.db,
  tipoDb: 'pglite',
  config: leerConfig({}),
  ahora: () => new Date(),
});
const entrada = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { 'x-tenant': 'DEMO' },
  payload: { usuario: 'admin', password: 'muestra-123' },
});
const cabeceras = { authorization: `Bearer ${entrada.json().token}` };
const { prestamo } = (
  await app.inject({
    method: 'POST',
    url: '/api/prestamos',
    headers: cabeceras,
    payload: {
      id_cliente: 3,
      monto: 75_000,
      plazo: 12,
      tasa: 4.5,
      frecuencia: 'QUINCENAL',
      gastos_cierre: 1_500,
      fecha_inicio: '2026-10-01',
    },
  })
).json();
// Un cobro de la primera cuota (vencida, con su mora) antes de liquidar el resto.
const plan = (
  await app.inject({ method: 'GET', url: `/api/prestamos/${prestamo.id_prestamo}/plan`, headers: cabeceras })
).json();
const cobro = (
  await app.inject({
    method: 'POST',
    url: `/api/pagos/${plan.cuotas[0].id_pago}/cobrar`,
    headers: cabeceras,
    payload: { monto: plan.cuotas[0].adeudado + 1_000, metodo: 'TRANSFERENCIA' },
  })
).json();
await app.inject({
  method: 'POST',
  url: `/api/prestamos/${prestamo.id_prestamo}/liquidar`,
  headers: cabeceras,
  payload: { descuento: 2_500 },
});
const documentos = [
  ...['contrato', 'plan', 'desembolso', 'recibo'].map((d) => ({
    nombre: d,
    url: `/api/prestamos/${prestamo.id_prestamo}/${d}/pdf`,
  })),
  { nombre: 'recibo-de-pago', url: `/api/pagos/recibos/${cobro.id_recibo}/pdf` },
  { nombre: 'ticket', url: `/api/pagos/recibos/${cobro.id_recibo}/pdf?formato=ticket` },
];
for (const documento of documentos) {
  const r = await app.inject({ method: 'GET', url: documento.url, headers: cabeceras });
  fs.writeFileSync(path.join(destino, `${documento.nombre}.pdf`), r.rawPayload);
  console.log(`${documento.nombre}.pdf: ${r.statusCode}, ${r.rawPayload.length} bytes`);
}
await app.close();
await base.cerrar();
