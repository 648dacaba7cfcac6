/**
 * ¿Cobrar y listar cuotas sigue rápido con una cartera grande? 20 000 clientes con un préstamo mensual de 12 cuotas
 * cada uno (240 000 cuotas), empezados en los últimos 400 días: muchos atrasados, con la mora de DEMO (5 % tras 5
 * días). Mide la lista de cuotas con sus filtros, el cronograma y cobros reales uno tras otro. Uso:
 *   npm run bench:cobros            (PGlite en memoria)
 *   DATABASE_URL=postgres://... npm run bench:cobros
 */
import { sql } from 'drizzle-orm';
import { enPlataforma, filasDe } from '../apps/api/src/db/transacciones';
import { baseDeBanco, llenar, medir, ordenesNuevos, servidorConSesion } from './comun';

const CLIENTES = 20_000;
const REPETICIONES = 30;

const base = await baseDeBanco();
await llenar(
  base,
  `${CLIENTES} clientes con un préstamo de 12 cuotas`,
  sql`insert into cliente (id_empresa, numero, codigo, nombres, apellidos, cedula, estado)
    select 2, g, 'CL-' || lpad(g::text, 6, '0'),
      (array['José','María','Ana','Luis','Rosa','Pedro','Carmen','Rafael','Juana','Ramón'])[1 + g % 10],
      (array['Rodríguez','Pérez','Núñez','Almonte','Peña','Rosario','Batista','Tavárez'])[1 + (g / 10) % 8],
      lpad(g::text, 11, '0'), 'ACTIVO'
    from generate_series(1, ${CLIENTES}) g`,
  sql`insert into prestamo (id_empresa, orden, id_cliente, codigo_prestamo, monto_centavos, plazo, tasa,
      tipo_amortizacion, frecuencia, fecha_inicio)
    select 2, ${sql.raw(ordenesNuevos('2', 'numero'))}, id_cliente, 'PR-B-' || lpad(numero::text, 6, '0'), 1200000, 12,
      '5', 'ABSOLUTO', 'MENSUAL', current_date - (numero % 400)
    from cliente where id_empresa = 2 order by numero`,
  sql`insert into cuota (id_empresa, id_prestamo, no_cuota, fecha_debe_pagar, fecha_original, monto_cuota_centavos,
      capital_cuota_centavos, interes_cuota_centavos, balance_prestamo_centavos)
    select 2, p.id_prestamo, k, (p.fecha_inicio + make_interval(months => k))::date,
      (p.fecha_inicio + make_interval(months => k))::date, 160000, 100000, 60000, 1200000 - 100000 * k
    from prestamo p cross join generate_series(1, 12) k
    where p.id_empresa = 2`,
);

// La primera cuota de préstamos distintos: cada cobro medido va a un préstamo que nadie ha tocado.
const primeras = await enPlataforma(base.db, (tx) =>
  filasDe<{ id_pago: number; id_prestamo: number }>(
    tx,
    sql`select id_pago, id_prestamo from cuota where id_empresa = 2 and no_cuota = 1 order by id_prestamo limit 200`,
  ),
);
const { app, token } = await servidorConSesion(base);
const get = (url: string) => () => ({ method: 'GET' as const, url });
let siguiente = 0;
await medir(
  app,
  token,
  {
    'cuotas por cobrar': get('/api/pagos/cuotas'),
    'cuotas vencidas': get('/api/pagos/cuotas?rango=VENCIDOS'),
    'cuotas de hoy': get('/api/pagos/cuotas?rango=HOY'),
    'cuotas de la semana': get('/api/pagos/cuotas?rango=SEMANA'),
    'cuotas por nombre': get('/api/pagos/cuotas?q=rosa%20perez'),
    'cuotas de un cliente': get('/api/pagos/cuotas?id_cliente=777&estado=TODAS'),
    'cuotas, página 1000': get('/api/pagos/cuotas?page=1000&pageSize=50'),
    'cuota para cobrar': get('/api/prestamos/mora/cuota?clienteId=12345'),
    'cronograma con mora': get('/api/prestamos/399/plan'),
    'préstamos (con mora)': get('/api/prestamos'),
    'cobrar una cuota': () => {
      const c = primeras[siguiente++ % primeras.length];
      return { method: 'POST' as const, url: `/api/pagos/${c?.id_pago}/cobrar`, payload: { monto: 100 } };
    },
  },
  REPETICIONES,
  (cuerpo: { total?: number; no_recibo?: string }) =>
    String(cuerpo.total ?? cuerpo.no_recibo?.slice(-6) ?? 'ok'),
);
await app.close();
await base.cerrar();
