import type { CuotaDeReporte, ReporteDeCartera, SaludDeCartera } from '@prestamos/contract';
import { formatearFecha, TRAMOS_DE_ATRASO, UMBRALES_PAR } from '@prestamos/domain';
import { type Celda, importeCsv } from '../../lib/csv';

/** Columnas del CSV de cuotas: fechas dd/mm/aaaa, importes con punto y dos decimales. */
export const ENCABEZADO_CUOTAS = [
  'Tipo',
  'Vence',
  'Días',
  'Cliente',
  'Teléfono',
  'Préstamo',
  'Cuota',
  'Monto de la cuota',
  'Pendiente',
  'Mora',
  'Adeudado',
  'Estado',
];

export function filaDeCuota(c: CuotaDeReporte): Celda[] {
  return [
    c.tipo === 'VENCIDA' ? 'Vencida' : 'Próxima',
    formatearFecha(c.fecha_debe_pagar),
    c.dias,
    c.cliente,
    c.telefono,
    c.codigo_prestamo,
    c.no_cuota,
    importeCsv(c.monto_cuota),
    importeCsv(c.pendiente),
    importeCsv(c.mora),
    importeCsv(c.adeudado),
    c.estado_cuota,
  ];
}

/** Columnas del CSV de cartera: cada tramo con préstamos y capital, y PAR 1/30/90 en por ciento. */
export const ENCABEZADO_CARTERA = [
  'Ámbito',
  'Nombre',
  'Préstamos',
  'Capital pendiente',
  ...TRAMOS_DE_ATRASO.flatMap((t) => [`${t.nombre}: préstamos`, `${t.nombre}: capital`]),
  ...UMBRALES_PAR.map((u) => `PAR ${u} (%)`),
];

function filaDeSalud(ambito: string, nombre: string, s: SaludDeCartera): Celda[] {
  return [
    ambito,
    nombre,
    s.prestamos,
    importeCsv(s.capital),
    ...s.tramos.flatMap((t) => [t.prestamos, importeCsv(t.capital)]),
    ...s.par.map((p) => importeCsv(p.porcentaje)),
  ];
}

/** La empresa, cada ruta y cada cobrador, una fila cada uno. */
export function filasDeCartera(r: ReporteDeCartera): Celda[][] {
  return [
    filaDeSalud('Empresa', 'Toda la cartera', r.cartera),
    ...r.porRuta.map((x) => filaDeSalud('Ruta', x.nombre, x)),
    ...r.porCobrador.map((x) => filaDeSalud('Cobrador', x.nombre, x)),
  ];
}
