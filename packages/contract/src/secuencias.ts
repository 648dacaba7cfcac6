import { errorDelFormato, errorDelPrefijo, SERIES } from '@prestamos/domain';
import { z } from 'zod';

export const SerieDeNumeracion = z.object({
  tipo: z.enum(SERIES),
  prefijo: z.string(),
  formato: z.string(),
  /** El número que saldrá en el próximo préstamo o recibo. */
  ejemplo: z.string(),
  /** El contador de ese número: con él la pantalla de ajustes muestra el próximo con el formato que se está editando. */
  siguiente: z.number().int(),
});
export type SerieDeNumeracion = z.infer<typeof SerieDeNumeracion>;
export const SecuenciasRespuesta = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  items: z.array(SerieDeNumeracion),
});

export const GuardarSecuenciasBody = z.object({
  items: z
    .array(
      z.object({
        tipo: z.enum(SERIES, 'Tipo de serie: PRESTAMOS o RECIBO.'),
        prefijo: z
          .string({ error: 'Indica el prefijo.' })
          .trim()
          .toUpperCase()
          .refine((p) => errorDelPrefijo(p) === null, {
            error: (i) => errorDelPrefijo(String(i.input)) ?? '',
          }),
        formato: z
          .string({ error: 'Indica el formato.' })
          .trim()
          .refine((f) => errorDelFormato(f) === null, {
            error: (i) => errorDelFormato(String(i.input)) ?? '',
          }),
      }),
    )
    .min(1, 'Envía al menos una serie.')
    .max(2),
});
