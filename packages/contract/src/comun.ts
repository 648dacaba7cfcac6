import { z } from 'zod';

// Los mensajes que Zod genera por su cuenta salen en español; los de cada campo se escriben abajo, como la spec.
z.config(z.locales.es());

/** Forma única de todo error de la API (DESIGN.md, API conventions). */
export const ErrorRespuesta = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorRespuesta = z.infer<typeof ErrorRespuesta>;

export const OkRespuesta = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Texto obligatorio: el mismo mensaje si falta o si queda vacío tras recortar espacios. */
export function textoRequerido(mensaje: string, max = 120) {
  return z.string({ error: mensaje }).trim().min(1, mensaje).max(max, `Máximo ${max} caracteres.`);
}

/** Vacío o solo espacios se guarda como null; ausente (undefined) sigue ausente, y al editar no cambia el valor. */
const vacioANull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Texto opcional: vacío o solo espacios se guarda como null. */
export function textoOpcional(max = 200) {
  return z.string().trim().max(max, `Máximo ${max} caracteres.`).nullish().transform(vacioANull);
}

export const correoOpcional = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email('Correo electrónico inválido.')]))
  .nullish()
  .transform(vacioANull);

/** Pesos con hasta dos decimales (como los escribe la gente), dentro de un rango razonable. */
export function pesos(mensaje: string, opciones: { minimo?: number; incluyeMinimo?: boolean } = {}) {
  const { minimo = 0, incluyeMinimo = false } = opciones;
  return z
    .number({ error: mensaje })
    .refine((v) => (incluyeMinimo ? v >= minimo : v > minimo), mensaje)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'El monto admite hasta 2 decimales.')
    .refine((v) => v <= 100_000_000, 'El monto no puede pasar de RD$ 100,000,000.00.');
}

export const fechaIso = (mensaje = 'Fecha inválida (AAAA-MM-DD).') =>
  z
    .string({ error: mensaje })
    .regex(/^\d{4}-\d{2}-\d{2}$/, mensaje)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      mensaje,
    );

export const IdParam = z.object({
  id: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').positive('Id inválido'),
});

export function paginaQuery(opciones: { maximo: number; porDefecto: number }) {
  return z.object({
    page: z.coerce.number().int().min(1, 'La página empieza en 1.').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'Tamaño de página inválido.')
      .max(opciones.maximo, `Tamaño de página máximo: ${opciones.maximo}.`)
      .default(opciones.porDefecto),
  });
}

export function listaPaginada<T extends z.ZodType>(item: T) {
  return z.object({
    ok: z.literal(true),
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  });
}
