import { type AjustesEmpresa, ANCHOS_DE_TICKET, type PreferenciasEmpresa } from '@prestamos/contract';
import {
  errorDelFormato,
  errorDelPrefijo,
  FORMATO_POR_DEFECTO,
  formatearNumero,
  MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR,
  normalizarPrefijo,
  PREFIJO_POR_DEFECTO,
  SERIES,
  type Serie,
} from '@prestamos/domain';

/** Preferencias por defecto (docs/producto.md#empresas-y-planes): lo que deja "Restablecer". */
export const PREFERENCIAS_POR_DEFECTO: PreferenciasEmpresa = {
  show_logo: true,
  show_name: true,
  allow_multiple_loans: false,
  allow_reengagement: true,
  show_code_under_logo: true,
};

/** Casillas de preferencias con su texto en pantalla, en el orden en que se muestran. */
export const CASILLAS: { campo: keyof PreferenciasEmpresa; etiqueta: string }[] = [
  { campo: 'show_logo', etiqueta: 'Mostrar logo' },
  { campo: 'show_name', etiqueta: 'Mostrar nombre' },
  { campo: 'allow_multiple_loans', etiqueta: 'Permitir múltiples préstamos activos' },
  { campo: 'allow_reengagement', etiqueta: 'Permitir reenganche' },
  { campo: 'show_code_under_logo', etiqueta: 'Mostrar código bajo el logo' },
];

/** Solo las preferencias, sin los demás campos del formulario: lo que guarda el menú lateral. */
export function preferenciasDe(v: PreferenciasEmpresa): PreferenciasEmpresa {
  return Object.fromEntries(CASILLAS.map(({ campo }) => [campo, v[campo]])) as PreferenciasEmpresa;
}

export interface SerieEditable {
  prefijo: string;
  formato: string;
}
export type Series = Record<Serie, SerieEditable>;

export const SERIES_POR_DEFECTO: Series = {
  PRESTAMOS: { prefijo: PREFIJO_POR_DEFECTO.PRESTAMOS, formato: FORMATO_POR_DEFECTO },
  RECIBO: { prefijo: PREFIJO_POR_DEFECTO.RECIBO, formato: FORMATO_POR_DEFECTO },
};

/** La numeración guardada: lo que se edita de cada serie y el contador de su próximo número (que no se edita). */
export interface Numeracion {
  series: Series;
  siguientes: Record<Serie, number>;
}

/** Las series como llegan de la API (una lista), con las de por defecto (y su número 1) para la que falte. */
export function numeracionDesdeLista(
  items: { tipo: string; prefijo: string; formato: string; siguiente: number }[],
): Numeracion {
  const series = structuredClone(SERIES_POR_DEFECTO);
  const siguientes: Record<Serie, number> = { PRESTAMOS: 1, RECIBO: 1 };
  for (const s of items) {
    if (!(s.tipo in series)) continue;
    series[s.tipo as Serie] = { prefijo: s.prefijo, formato: s.formato };
    siguientes[s.tipo as Serie] = s.siguiente;
  }
  return { series, siguientes };
}

export function seriesALista(series: Series) {
  return SERIES.map((tipo) => ({
    tipo,
    prefijo: normalizarPrefijo(series[tipo].prefijo),
    formato: series[tipo].formato.trim(),
  }));
}

/**
 * El próximo número de la serie tal como saldría hoy, en vivo con el prefijo y el formato que se están escribiendo:
 * la misma función que numera en el servidor, con el contador guardado (`siguiente`). null si el formato no vale.
 */
export function proximoNumero(serie: SerieEditable, hoy: string, siguiente: number): string | null {
  if (errorDelPrefijo(serie.prefijo) || errorDelFormato(serie.formato)) return null;
  return formatearNumero(serie.formato, { prefijo: serie.prefijo, fecha: hoy, n: siguiente });
}

export interface ValoresDeAjustes extends PreferenciasEmpresa {
  mora_porcentaje: number | string;
  dias_gracia: number | string;
  dias_maximos_diferimiento: number | string;
  /** Vacío: el límite del servidor para todos. */
  inactividad_operador_min: number | string;
  block_inactive_login_msg: string;
  /** La impresora de ticket como la elige el control: '' (ninguna), '58' u '80'. */
  ticket_mm: string;
}

/** Las opciones de "Impresora de ticket": el recibo que el cobrador imprime en la calle, además del de carta. */
export const OPCIONES_DE_TICKET = [
  { value: '', label: 'Ninguna' },
  ...ANCHOS_DE_TICKET.map((mm) => ({ value: String(mm), label: `${mm} mm` })),
];

export function valoresDeAjustes(a: AjustesEmpresa): ValoresDeAjustes {
  return {
    ...a,
    inactividad_operador_min: a.inactividad_operador_min ?? '',
    block_inactive_login_msg: a.block_inactive_login_msg ?? '',
    ticket_mm: a.ticket_mm === null ? '' : String(a.ticket_mm),
  };
}

/** La misma regla que el contrato: vacío (el límite de todos) o un entero de minutos dentro del rango. */
export function errorDeInactividad(v: number | string): string | null {
  const { minimo, maximo } = MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR;
  if (v === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= minimo && n <= maximo
    ? null
    : `La inactividad de los cobradores va de ${minimo} a ${maximo} minutos.`;
}

/**
 * Cuerpo de PUT /empresa/ajustes. El mensaje de empresa inactiva solo lo cambia soporte: los demás no lo envían
 * (docs/producto.md#empresas-y-planes), así un administrador no lo borra sin querer.
 */
export function cuerpoDeAjustes(v: ValoresDeAjustes, esSoporte: boolean) {
  return {
    ...preferenciasDe(v),
    mora_porcentaje: Number(v.mora_porcentaje),
    dias_gracia: Number(v.dias_gracia),
    dias_maximos_diferimiento: Number(v.dias_maximos_diferimiento),
    ticket_mm: v.ticket_mm ? (Number(v.ticket_mm) as AjustesEmpresa['ticket_mm']) : null,
    inactividad_operador_min: v.inactividad_operador_min === '' ? null : Number(v.inactividad_operador_min),
    ...(esSoporte ? { block_inactive_login_msg: v.block_inactive_login_msg.trim() || null } : {}),
  };
}

/** La misma regla que el contrato: vacía (sin logo), una imagen https o el logo subido a la empresa. */
export function errorDelLogoUrl(url: string): string | null {
  const v = url.trim();
  if (v === '' || /^https:\/\/\S+$/.test(v) || /^\/api\/empresas\/\d+\/logo(\?\S*)?$/.test(v)) return null;
  return 'El logo debe ser una dirección https:// o el logo subido.';
}
