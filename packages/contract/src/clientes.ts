import { digitosSinMascara, textoDeCliente } from '@prestamos/domain';
import { z } from 'zod';
import {
  correoOpcional,
  fechaOpcional,
  listaPaginada,
  MENSAJE_APELLIDOS_SIN_LETRAS,
  MENSAJE_NOMBRE_SIN_LETRAS,
  MensajeRespuesta,
  nombreDePersona,
  paginaQuery,
  textoOpcional,
} from './comun';
import { Prestamo } from './prestamos';

export const EstadoCliente = z.enum(['ACTIVO', 'INACTIVO'], 'Estado inválido: ACTIVO o INACTIVO.');

/**
 * Cédula o teléfono: se escribe con o sin máscara (guiones, espacios, puntos, paréntesis) y se guarda solo con sus
 * dígitos y su largo exacto; vacío se guarda como null. Cualquier otra cosa ("abc", un dígito de menos) es un 400 con
 * `mensaje`, nunca un valor vacío guardado en silencio.
 */
function digitos(largo: number, mensaje: string) {
  const valido = (v: string) => {
    const d = digitosSinMascara(v);
    return d !== null && (d === '' || d.length === largo);
  };
  return z
    .string({ error: mensaje })
    .refine(valido, mensaje)
    .transform((v) => digitosSinMascara(v) || null)
    .nullish();
}

/** Lo escrito del cliente, su garante y su referencia se guarda en mayúsculas (`textoDeCliente`); null sigue null. */
const enMayusculas = <T extends string | null | undefined>(v: T): T => (v ? textoDeCliente(v) : v) as T;

export const MENSAJES_CLIENTE = {
  nombres: 'Ingresa el nombre.',
  apellidos: 'Ingresa los apellidos.',
  cedula: 'La cédula debe tener 11 dígitos (000-0000000-0).',
  telefono: 'El teléfono debe tener 10 dígitos (000-000-0000).',
  movil: 'El móvil debe tener 10 dígitos (000-000-0000).',
} as const;

const camposCliente = {
  nombres: nombreDePersona(MENSAJES_CLIENTE.nombres, MENSAJE_NOMBRE_SIN_LETRAS).transform(enMayusculas),
  apellidos: nombreDePersona(MENSAJES_CLIENTE.apellidos, MENSAJE_APELLIDOS_SIN_LETRAS).transform(
    enMayusculas,
  ),
  cedula: digitos(11, MENSAJES_CLIENTE.cedula),
  telefono: digitos(10, MENSAJES_CLIENTE.telefono),
  movil: digitos(10, MENSAJES_CLIENTE.movil),
  correo: correoOpcional,
  direccion: textoOpcional(250).transform(enMayusculas),
};

/** Los alias (telefono1, email) se aceptan y se guardan en su campo. */
export const CrearClienteBody = z
  .object({
    ...camposCliente,
    telefono1: camposCliente.telefono,
    email: camposCliente.correo,
    estado: EstadoCliente.optional(),
  })
  .transform(({ telefono1, email, ...datos }) => ({
    ...datos,
    telefono: datos.telefono === undefined ? telefono1 : datos.telefono,
    correo: datos.correo === undefined ? email : datos.correo,
  }));
export type CrearClienteBody = z.infer<typeof CrearClienteBody>;

export const EditarClienteBody = CrearClienteBody;
export type EditarClienteBody = CrearClienteBody;

export const Cliente = z.object({
  id_cliente: z.number().int(),
  codigo: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  /** Con guiones: 000-0000000-0. */
  cedula: z.string().nullable(),
  telefono: z.string().nullable(),
  telefono1: z.string().nullable(),
  movil: z.string().nullable(),
  correo: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: EstadoCliente,
  creado_en: z.string(),
  prestamos_activos: z.number().int(),
  tiene_prestamo_activo: z.boolean(),
  /** Ruta de la foto con su versión (cambia cuando cambia la foto), o null si no tiene. */
  foto_url: z.string().nullable(),
});
export type Cliente = z.infer<typeof Cliente>;

export const ClientesQuery = paginaQuery({ maximo: 50, porDefecto: 10 }).extend({
  q: z.string().trim().max(80).optional(),
  estado: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['ACTIVO', 'INACTIVO', 'TODOS', ''], 'Estado inválido: ACTIVO o INACTIVO.'))
    .optional(),
});

export const ClientesLista = listaPaginada(Cliente);

export const ClienteRespuesta = z.object({ ok: z.literal(true), item: Cliente });

export const ClienteGuardado = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: Cliente,
  /** El mismo cliente, con el nombre que usa la creación rápida (docs/producto.md#clientes). */
  cliente: Cliente,
  /** Avisos que no impiden guardar, p. ej. una cédula que no pasa el dígito verificador. */
  advertencias: z.array(z.string()),
});

/** La foto del cliente recién subida, con su dirección nueva (lleva la versión: el navegador no sirve la vieja). */
export const FotoGuardada = MensajeRespuesta.extend({ foto_url: z.string() });

export const Garante = z.object({
  id_garante: z.number().int(),
  id_cliente: z.number().int(),
  nombre: z.string(),
  cedula: z.string().nullable(),
  telefono1: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: EstadoCliente,
});
export type Garante = z.infer<typeof Garante>;

export const GaranteBody = z.object({
  nombre: nombreDePersona(
    'Ingresa el nombre del garante.',
    'El nombre del garante debe tener al menos una letra.',
    120,
  ).transform(enMayusculas),
  cedula: digitos(11, MENSAJES_CLIENTE.cedula),
  telefono1: digitos(10, MENSAJES_CLIENTE.telefono),
  direccion: textoOpcional(250).transform(enMayusculas),
  estado: EstadoCliente.optional(),
});
export type GaranteBody = z.infer<typeof GaranteBody>;

export const ReferenciaLaboral = z.object({
  id_ref_laboral: z.number().int(),
  id_cliente: z.number().int(),
  nombre_empresa: z.string(),
  telefono1_empresa: z.string().nullable(),
  puesto: z.string().nullable(),
  fecha_ingreso: z.string().nullable(),
});
export type ReferenciaLaboral = z.infer<typeof ReferenciaLaboral>;

export const ReferenciaLaboralBody = z.object({
  nombre_empresa: nombreDePersona(
    'Ingresa el nombre de la empresa.',
    'El nombre de la empresa debe tener al menos una letra.',
    120,
  ).transform(enMayusculas),
  telefono1_empresa: digitos(10, MENSAJES_CLIENTE.telefono),
  puesto: textoOpcional(80).transform(enMayusculas),
  fecha_ingreso: fechaOpcional(),
});
export type ReferenciaLaboralBody = z.infer<typeof ReferenciaLaboralBody>;

export const GarantesLista = z.object({ ok: z.literal(true), items: z.array(Garante) });
export const GaranteGuardado = z.object({ ok: z.literal(true), message: z.string(), item: Garante });
export const ReferenciasLista = z.object({ ok: z.literal(true), items: z.array(ReferenciaLaboral) });
export const ReferenciaGuardada = z.object({
  ok: z.literal(true),
  message: z.string(),
  item: ReferenciaLaboral,
});

/** Los préstamos del cliente (pestaña Préstamos), con su situación de hoy. */
export const PrestamosDeCliente = z.object({ ok: z.literal(true), items: z.array(Prestamo) });

export const HistorialDeCliente = z.object({
  ok: z.literal(true),
  historial: z.object({ cliente_creado: z.string(), prestamos: z.array(Prestamo) }),
});
