import { formatearPesos } from '@prestamos/domain';
import { z } from 'zod';

// Los mensajes que Zod genera por su cuenta salen en español; los de cada campo se escriben abajo, como la spec.
z.config(z.locales.es());

/** Forma única de todo error de la API (docs/decisiones/0009-respuestas-de-la-api.md). */
export const ErrorRespuesta = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorRespuesta = z.infer<typeof ErrorRespuesta>;

export const OkRespuesta = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Una acción que se confirma con un mensaje para mostrar («Cliente eliminado»): la web lo muestra tal cual. */
export const MensajeRespuesta = z.object({ ok: z.literal(true), message: z.string() });

/** Texto obligatorio: el mismo mensaje si falta o si queda vacío tras recortar espacios. */
export function textoRequerido(mensaje: string, max = 120) {
  return z.string({ error: mensaje }).trim().min(1, mensaje).max(max, `Máximo ${max} caracteres.`);
}

/** Vacío o solo espacios se guarda como null; ausente (undefined) sigue ausente, y al editar no cambia el valor. */
const vacioANull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/**
 * Lo que no se ve: espacios, caracteres de control y de formato (los de ancho cero U+200B–U+200D, U+2060, U+FEFF…) y
 * los rellenos que se muestran en blanco (hangul, braille).
 */
const INVISIBLES = /[\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const seVe = (v: string) => v.replace(INVISIBLES, '') !== '';

/**
 * Un mensaje para leer (el del chat, un aviso a la empresa): obligatorio como `textoRequerido`, y solo espacios de ancho
 * cero no son un mensaje, igual que no son un nombre (`nombreDePersona`): el mismo mensaje de error que vacío.
 */
export function textoVisible(mensaje: string, max: number) {
  return textoRequerido(mensaje, max).refine(seVe, mensaje);
}

/** Texto opcional: vacío o solo espacios se guarda como null. */
export function textoOpcional(max = 200) {
  return z.string().trim().max(max, `Máximo ${max} caracteres.`).nullish().transform(vacioANull);
}

/** Una letra de cualquier alfabeto (con tilde, ñ, ü): lo que no puede faltar en el nombre de una persona. */
const UNA_LETRA = /\p{L}/u;
const tieneLetra = (v: string | null | undefined) => v == null || UNA_LETRA.test(v);

export const MENSAJE_NOMBRE_SIN_LETRAS = 'El nombre debe tener al menos una letra.';
export const MENSAJE_APELLIDOS_SIN_LETRAS = 'Los apellidos deben tener al menos una letra.';

/**
 * Nombre de una persona (o de quien la emplea): obligatorio y con al menos una letra. Solo dígitos, signos o caracteres
 * invisibles (espacios de ancho cero, que `trim` no quita) no nombran a nadie en un recibo ni en una lista.
 */
export function nombreDePersona(mensaje: string, sinLetras: string, max = 80) {
  return textoRequerido(mensaje, max).refine(tieneLetra, sinLetras);
}

/** Lo mismo, opcional: vacío se guarda como null, pero lo escrito debe tener una letra. */
export function nombreDePersonaOpcional(sinLetras: string, max = 80) {
  return textoOpcional(max).refine(tieneLetra, sinLetras);
}

export const correoOpcional = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email('Correo electrónico inválido.')]))
  .nullish()
  .transform(vacioANull);

const MAXIMO_DE_PESOS = 100_000_000;

/** Pesos con hasta dos decimales (como los escribe la gente), dentro de un rango razonable. */
export function pesos(mensaje: string, opciones: { minimo?: number; incluyeMinimo?: boolean } = {}) {
  const { minimo = 0, incluyeMinimo = false } = opciones;
  return z
    .number({ error: mensaje })
    .refine((v) => (incluyeMinimo ? v >= minimo : v > minimo), mensaje)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'El monto admite hasta 2 decimales.')
    .refine((v) => v <= MAXIMO_DE_PESOS, `El monto no puede pasar de ${formatearPesos(MAXIMO_DE_PESOS)}.`);
}

export const MENSAJE_FECHA = 'Fecha inválida (AAAA-MM-DD).';

/** ¿Existe ese día? El año 0000 no existe en PostgreSQL, y `Date` corre el 30 de febrero al 2 de marzo. */
export function esFechaReal(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const dia = new Date(`${v}T00:00:00Z`);
  return !v.startsWith('0000') && !Number.isNaN(dia.getTime()) && dia.toISOString().startsWith(v);
}

/** Una fecha de calendario que existe, escrita AAAA-MM-DD: toda fecha que entra a la API pasa por aquí. */
export const fechaIso = (mensaje = MENSAJE_FECHA) =>
  z
    .string({ error: mensaje })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: mensaje, abort: true })
    .refine(esFechaReal, mensaje);

/** Fecha que puede faltar: vacía se guarda como null; ausente (undefined) sigue ausente. */
export const fechaOpcional = (mensaje = MENSAJE_FECHA) =>
  z.string({ error: mensaje }).nullish().transform(vacioANull).pipe(fechaIso(mensaje).nullish());

/**
 * Fechas de un plan y de sus pagos: de 2000 a 2100. Con ellas se calcula el fin del plan sumando sus cuotas, y desde una
 * fecha como 9999-12-31 esa suma sale del calendario de la base (un 500 en vez de un mensaje).
 */
const MENSAJE_FECHA_DE_PLAN = 'La fecha debe estar entre 2000-01-01 y 2100-12-31.';
const enAniosDePlan = (v: string | null | undefined) => v == null || (v >= '2000-01-01' && v <= '2100-12-31');
export const fechaDePlan = () => fechaIso().refine(enAniosDePlan, MENSAJE_FECHA_DE_PLAN);
export const fechaDePlanOpcional = () => fechaOpcional().refine(enAniosDePlan, MENSAJE_FECHA_DE_PLAN);

/** El mayor `integer` de PostgreSQL: un id mayor no existe, y enviado a la base sería un error 500. */
export const MAXIMO_ID = 2_147_483_647;

/** Id de una fila en un cuerpo JSON: entero positivo dentro del rango de PostgreSQL, un mensaje para todo fallo. */
export const idDeFila = (mensaje: string) =>
  z.number({ error: mensaje }).int(mensaje).positive(mensaje).max(MAXIMO_ID, mensaje);

/** El mismo id llegado como texto (ruta o query). */
export const idEnTexto = (mensaje: string) =>
  z.coerce.number({ error: mensaje }).int(mensaje).positive(mensaje).max(MAXIMO_ID, mensaje);

// Fuera de rango es 400 como un id no numérico (mal escrito, no "no existe"); "Id inválido" es el texto de la spec.
export const IdParam = z.object({ id: idEnTexto('Id inválido') });

export function paginaQuery(opciones: { maximo: number; porDefecto: number }) {
  return z.object({
    page: z.coerce.number().int().min(1, 'La página empieza en 1.').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'Tamaño de página inválido.')
      .max(opciones.maximo, `Tamaño de página máximo: ${opciones.maximo}.`)
      .default(opciones.porDefecto),
    /**
     * La página siguiente por su clave (el `siguiente` de la página anterior) en vez de por su número: cuesta lo mismo
     * la página 2 que la 1 000. Con cursor, `page` solo se devuelve tal cual.
     */
    cursor: z
      .string()
      .max(300, 'Cursor inválido.')
      .regex(/^[\w-]*$/, 'Cursor inválido.')
      .optional(),
  });
}

/** Las listas no cuentan más allá de este tope: pasado, el total es "más de 10 000". */
export const TOPE_DE_CONTEO = 10_000;

export function listaPaginada<T extends z.ZodType>(item: T) {
  return z.object({
    ok: z.literal(true),
    items: z.array(item),
    /** Filas que cumplen el filtro; si `total_aproximado`, hay más de TOPE_DE_CONTEO y este número es el tope + 1. */
    total: z.number().int(),
    total_aproximado: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    /** Cursor de la página siguiente (null si esta es la última o la lista no pagina por clave). */
    siguiente: z.string().nullable(),
  });
}
