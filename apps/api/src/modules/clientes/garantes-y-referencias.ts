import type { Garante, GaranteBody, ReferenciaLaboral, ReferenciaLaboralBody } from '@prestamos/contract';
import { formatearCedula, formatearTelefono } from '@prestamos/domain';
import { garante, referencia_laboral } from '../../db/schema/clientes';
import { hijosDelCliente } from './hijos';

export const garantes = hijosDelCliente<typeof garante.$inferSelect, GaranteBody, Garante>({
  tabla: garante,
  id: garante.id_garante,
  nombre: 'Garante',
  femenino: false,
  aSalida: (f) => ({
    id_garante: f.id_garante,
    id_cliente: f.id_cliente,
    nombre: f.nombre,
    cedula: f.cedula ? formatearCedula(f.cedula) : null,
    telefono1: f.telefono1 ? formatearTelefono(f.telefono1) : null,
    direccion: f.direccion,
    estado: f.estado as Garante['estado'],
  }),
});

export const referencias = hijosDelCliente<
  typeof referencia_laboral.$inferSelect,
  ReferenciaLaboralBody,
  ReferenciaLaboral
>({
  tabla: referencia_laboral,
  id: referencia_laboral.id_ref_laboral,
  nombre: 'Referencia laboral',
  femenino: true,
  aSalida: (f) => ({
    id_ref_laboral: f.id_ref_laboral,
    id_cliente: f.id_cliente,
    nombre_empresa: f.nombre_empresa,
    telefono1_empresa: f.telefono1_empresa ? formatearTelefono(f.telefono1_empresa) : null,
    puesto: f.puesto,
    fecha_ingreso: f.fecha_ingreso,
  }),
});
