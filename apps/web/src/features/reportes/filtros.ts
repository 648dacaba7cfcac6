import { ReporteCuotasQuery, TIPOS_DE_CUOTA_DE_REPORTE } from '@prestamos/contract';

export type TipoDeCuota = (typeof TIPOS_DE_CUOTA_DE_REPORTE)[number];

/** Los filtros del reporte de cuotas tal como viven en la dirección (`/app/reportes?tipo=VENCIDAS&ruta=2`). */
export interface FiltrosDeCuotas {
  tipo: TipoDeCuota;
  /** AAAA-MM-DD o null. */
  desde: string | null;
  hasta: string | null;
  ruta: number | null;
  cobrador: number | null;
  q: string;
}

export const SIN_FILTROS: FiltrosDeCuotas = {
  tipo: 'TODAS',
  desde: null,
  hasta: null,
  ruta: null,
  cobrador: null,
  q: '',
};

// Cada valor se revisa con el mismo esquema con que lo revisa la API: lo que ella rechazaría no sale de la dirección.
const campos = ReporteCuotasQuery.shape;

function fecha(valor: string | null): string | null {
  const r = campos.desde.safeParse(valor ?? undefined);
  return r.success ? (r.data ?? null) : null;
}

function id(valor: string | null): number | null {
  const r = campos.ruta.safeParse(valor ?? undefined);
  return r.success ? (r.data ?? null) : null;
}

/**
 * Los filtros de una dirección. Un valor que no sirve (tipo desconocido, fecha que no existe, id que no es un entero
 * positivo, búsqueda demasiado larga) se ignora en vez de dejar la pantalla en un error; "hasta" antes de "desde",
 * también (la API respondería 400).
 */
export function filtrosDeLaDireccion(params: URLSearchParams): FiltrosDeCuotas {
  const tipo = TIPOS_DE_CUOTA_DE_REPORTE.find((t) => t === params.get('tipo')?.trim().toUpperCase());
  const desde = fecha(params.get('desde'));
  const hasta = fecha(params.get('hasta'));
  const q = campos.q.safeParse(params.get('q') ?? undefined);
  return {
    tipo: tipo ?? 'TODAS',
    desde,
    hasta: desde && hasta && hasta < desde ? null : hasta,
    ruta: id(params.get('ruta')),
    cobrador: id(params.get('cobrador')),
    q: q.success ? (q.data ?? '') : '',
  };
}

/** La dirección de unos filtros, en un orden fijo y sin los valores por defecto (TODAS, vacíos). */
export function direccionDeFiltros(f: FiltrosDeCuotas): URLSearchParams {
  const params = new URLSearchParams();
  if (f.tipo !== 'TODAS') params.set('tipo', f.tipo);
  if (f.desde) params.set('desde', f.desde);
  if (f.hasta) params.set('hasta', f.hasta);
  if (f.ruta) params.set('ruta', String(f.ruta));
  if (f.cobrador) params.set('cobrador', String(f.cobrador));
  if (f.q.trim()) params.set('q', f.q.trim());
  return params;
}

/** `/app/reportes` con esos filtros: el destino de cada número que lleva a sus cuotas. */
export function enlaceAlReporte(f: Partial<FiltrosDeCuotas>): string {
  const texto = direccionDeFiltros({ ...SIN_FILTROS, ...f }).toString();
  return texto ? `/app/reportes?${texto}` : '/app/reportes';
}

/** ¿Filtra algo más que el tipo? Los totales de las tarjetas son entonces los de ese filtro. */
export const filtraAlgoMas = (f: FiltrosDeCuotas) =>
  Boolean(f.desde || f.hasta || f.ruta || f.cobrador || f.q.trim());
