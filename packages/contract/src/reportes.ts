import { z } from 'zod';
import { fechaOpcional, idEnTexto, listaPaginada, paginaQuery } from './comun';
import { CuotaListada } from './pagos';

/*
 * Tablero (docs/producto.md#tablero) y reportes (docs/producto.md#reportes; issue 13). Todo se cuenta a la fecha de
 * negocio de hoy en Santo Domingo. Vencida: cuota PENDIENTE o PARCIAL con vencimiento anterior a hoy. Próxima: vence
 * de hoy a hoy + 7. Los montos van en pesos con dos decimales. Las descripciones dicen qué cuenta cada número.
 */

const entero = (describe: string) => z.number().int().describe(describe);
const pesos = (describe: string) => z.number().describe(describe);

export const TarjetasDelTablero = z.object({
  clientes: z.object({
    total: entero('Todos los clientes de la empresa (o de las rutas del cobrador).'),
    activos: entero('Clientes en estado ACTIVO.'),
    pasivos: entero('Clientes en estado INACTIVO.'),
    mora: entero('Clientes con al menos un préstamo vigente con una cuota vencida.'),
    conPrestamo: entero('Clientes con un préstamo vigente (ACTIVO o ATRASADO).'),
    sinPrestamo: entero('total − conPrestamo.'),
  }),
  prestamos: z.object({
    total: entero('Préstamos que no están CANCELADOS.'),
    activos: entero('Préstamos vigentes (ACTIVO + ATRASADO).'),
    saldados: entero('Préstamos SALDADOS.'),
  }),
  cartera: z.object({
    capitalPendiente: pesos('Capital que falta por cobrar de los préstamos vigentes.'),
    interesPendiente: pesos('Interés que falta por cobrar de los préstamos vigentes.'),
    montoVencido: pesos('Lo que falta de las cuotas vencidas (interés y capital, sin la mora del día).'),
    cobradoMes: pesos(
      'Lo cobrado desde el primer día del mes en recibos vigentes de cobro y liquidación (un reenganche no trae dinero).',
    ),
  }),
  empresas: z
    .object({
      total: entero('Todas las empresas de la plataforma.'),
      activas: entero('Empresas en estado ACTIVO.'),
      inactivas: entero('Empresas que no están ACTIVAS (suspendidas o inactivas).'),
      porVencer30: entero('Empresas activas cuyo plan termina de hoy a hoy + 30 días.'),
    })
    .optional()
    .describe('Solo para el SUPERADMIN.'),
});
export type TarjetasDelTablero = z.infer<typeof TarjetasDelTablero>;

export const ProximoAVencer = z.object({
  id: entero('id_pago de la cuota.'),
  id_pago: z.number().int(),
  id_prestamo: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  telefono: z.string().nullable(),
  prestamo: z.string().describe('Código del préstamo.'),
  no_cuota: z.number().int(),
  fecha: z.string().describe('Vencimiento de la cuota (AAAA-MM-DD).'),
  dias: entero('Días que faltan para el vencimiento (0: vence hoy).'),
  monto: pesos('Lo que falta de la cuota.'),
});
export type ProximoAVencer = z.infer<typeof ProximoAVencer>;

export const EnMora = z.object({
  id_prestamo: z.number().int(),
  id_cliente: z.number().int(),
  id_pago: z.number().int().nullable().describe('La cuota impaga más antigua (la que se cobra primero).'),
  cliente: z.string(),
  telefono: z.string().nullable(),
  prestamo: z.string().describe('Código del préstamo.'),
  diasMora: entero('Hoy − vencimiento de la cuota impaga más antigua (la gracia no lo acorta).'),
  cuotasVencidas: entero('Cuotas PENDIENTES o PARCIALES con vencimiento anterior a hoy.'),
  vencido: pesos('Lo que falta de las cuotas vencidas (interés y capital), sin la mora.'),
  mora: pesos('La mora de hoy de esas cuotas.'),
  monto_adeudado: pesos('vencido + mora: lo que lo pone al día.'),
});
export type EnMora = z.infer<typeof EnMora>;

export const UltimoCliente = z.object({
  id_cliente: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  fecha: z.string().describe('Fecha de registro (AAAA-MM-DD).'),
});

const CantidadYMonto = z.object({ cuotas: z.number().int(), monto: z.number() });

export const CobroDelDia = z.object({
  fecha: z.string(),
  vencia: pesos('Monto de las cuotas que vencían ese día.'),
  cobrado: pesos('Lo cobrado ese día en recibos vigentes de cobro y liquidación (sin reenganches).'),
  porcentaje: z.number().nullable().describe('cobrado / vencia en %, dos decimales; null si no vencía nada.'),
});
export type CobroDelDia = z.infer<typeof CobroDelDia>;

export const TramoDeCartera = z.object({
  codigo: z.string().describe('AL_DIA, D1_29, D30_59, D60_89 o D90_MAS.'),
  nombre: z.string(),
  prestamos: z.number().int(),
  capital: z.number(),
  porcentaje: z.number().describe('Capital del tramo sobre todo el capital pendiente, en %.'),
});
export type TramoDeCartera = z.infer<typeof TramoDeCartera>;

export const Tablero = z.object({
  ok: z.literal(true),
  fecha: z.string().describe('Fecha de negocio de las cifras.'),
  cards: TarjetasDelTablero,
  proximosVencer: z.array(ProximoAVencer).describe('Las primeras cuotas que vencen de hoy a hoy + 7.'),
  enMora: z.array(EnMora).describe('Los préstamos con más días de atraso primero.'),
  ultimosClientes: z.array(UltimoCliente),
  totales: z.object({
    proximosVencer: CantidadYMonto,
    enMora: z.object({
      prestamos: entero('Préstamos vigentes con una cuota vencida (1 día o más de atraso).'),
      monto: pesos(
        'Lo que falta de las cuotas vencidas de todos ellos (interés y capital), sin la mora: la suma de `vencido` ' +
          'de sus filas. La mora no se suma aquí: se calcula al leer, préstamo por préstamo.',
      ),
    }),
  }),
  graficos: z.object({
    cobros: z.array(CobroDelDia).describe('Los últimos 30 días, del más antiguo a hoy.'),
    cartera: z
      .array(TramoDeCartera)
      .describe(
        'Préstamos vigentes por antigüedad del atraso: al día, 1 a 29, 30 a 59, 60 a 89 y 90 días o más.',
      ),
  }),
});
export type Tablero = z.infer<typeof Tablero>;

// ----- Reporte de cartera -----

export const ParDeCartera = z
  .object({
    umbral: entero('N: 1, 30 o 90.'),
    capital: pesos('Capital pendiente de los préstamos con `umbral` días o más de atraso.'),
    porcentaje: pesos('capital / capital pendiente total, en %, dos decimales.'),
  })
  .describe(
    'PAR N: el capital pendiente de los préstamos vigentes cuya cuota impaga más antigua tiene N días o más de ' +
      'atraso (hoy − vencimiento; la gracia no lo acorta), sobre todo el capital pendiente. PAR 1 cuenta un día de ' +
      'atraso. Cada umbral empieza un tramo de `tramos`: PAR N es la suma de los tramos desde N.',
  );

export const SaludDeCartera = z.object({
  prestamos: z.number().int(),
  capital: pesos('Capital pendiente de los préstamos vigentes.'),
  tramos: z.array(TramoDeCartera),
  par: z.array(ParDeCartera),
});
export type SaludDeCartera = z.infer<typeof SaludDeCartera>;

export const SaludPorRuta = SaludDeCartera.extend({
  id_ruta: entero('0: clientes sin ruta.'),
  nombre: z.string(),
});
export const SaludPorCobrador = SaludDeCartera.extend({
  id_usuario: entero('0: clientes de rutas sin cobrador o sin ruta.'),
  nombre: z.string(),
});

export const ReporteDeCartera = z.object({
  ok: z.literal(true),
  fecha: z.string(),
  cartera: SaludDeCartera,
  porRuta: z.array(SaludPorRuta).describe('Un cliente en dos rutas cuenta en las dos.'),
  porCobrador: z.array(SaludPorCobrador),
  eficiencia: z.object({
    dias: z.array(CobroDelDia).describe('Los últimos 30 días, del más antiguo a hoy.'),
    vencia: z.number(),
    cobrado: z.number(),
    porcentaje: z.number().nullable(),
  }),
});
export type ReporteDeCartera = z.infer<typeof ReporteDeCartera>;

// ----- Reporte de cuotas -----

export const TIPOS_DE_CUOTA_DE_REPORTE = ['TODAS', 'PROXIMAS', 'VENCIDAS'] as const;

export const ReporteCuotasQuery = paginaQuery({ maximo: 100, porDefecto: 20 }).extend({
  tipo: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(TIPOS_DE_CUOTA_DE_REPORTE, 'Tipo: TODAS, PROXIMAS o VENCIDAS.'))
    .default('TODAS'),
  desde: fechaOpcional('Fecha "desde" inválida.'),
  hasta: fechaOpcional('Fecha "hasta" inválida.'),
  ruta: idEnTexto('Ruta inválida.').optional(),
  cobrador: idEnTexto('Cobrador inválido.').optional(),
  q: z.string().trim().max(80).optional(),
});
export type ReporteCuotasQuery = z.infer<typeof ReporteCuotasQuery>;

export const CuotaDeReporte = CuotaListada.extend({
  tipo: z.enum(['PROXIMA', 'VENCIDA']),
  dias: entero('Vencida: días de atraso; próxima: días que faltan (0 vence hoy).'),
  pendiente: pesos('Lo que falta de la cuota (interés y capital), sin la mora.'),
});
export type CuotaDeReporte = z.infer<typeof CuotaDeReporte>;

const TotalDeReporte = z.object({
  cuotas: z.number().int(),
  monto: z.number().nullable().describe('Lo que falta de ellas; null si el filtro pasa del tope de conteo.'),
  aproximado: z.boolean(),
});

/**
 * Una lista paginada como las demás, con las filas en `cuotas` (docs/producto.md#reportes) y los totales de las dos
 * tarjetas.
 */
export const ReporteDeCuotas = listaPaginada(CuotaDeReporte)
  .omit({ items: true })
  .extend({
    fecha: z.string(),
    cuotas: z
      .array(CuotaDeReporte)
      .describe('Vencidas y próximas, por vencimiento (las más atrasadas primero).'),
    totales: z.object({ proximas: TotalDeReporte, vencidas: TotalDeReporte }),
  });
export type ReporteDeCuotas = z.infer<typeof ReporteDeCuotas>;
