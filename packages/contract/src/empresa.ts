import { z } from 'zod';

export const EstadoEmpresa = z.enum(['ACTIVO', 'INACTIVO', 'SUSPENDIDO']);
export type EstadoEmpresa = z.infer<typeof EstadoEmpresa>;

/** Preferencias de la empresa (spec 000 §3), en snake_case como las envía la web. */
export const PreferenciasEmpresa = z.object({
  show_logo: z.boolean(),
  show_name: z.boolean(),
  allow_multiple_loans: z.boolean(),
  allow_reengagement: z.boolean(),
  show_code_under_logo: z.boolean(),
});
export type PreferenciasEmpresa = z.infer<typeof PreferenciasEmpresa>;

/** Lo que la web necesita de la empresa de la sesión para pintar el menú lateral. */
export const EmpresaSesion = z.object({
  id_empresa: z.number().int(),
  nombre_empresa: z.string(),
  rnc: z.string(),
  estado: EstadoEmpresa,
  logo_url: z.string().nullable(),
  preferencias: PreferenciasEmpresa,
});
export type EmpresaSesion = z.infer<typeof EmpresaSesion>;
