import {
  type Garante,
  GaranteGuardado,
  GarantesLista,
  ReferenciaGuardada,
  type ReferenciaLaboral,
  ReferenciasLista,
} from '@prestamos/contract';
import { formatearFecha } from '@prestamos/domain';
import type { ConfigDeHijos } from './pestana-de-hijos';

export const CONFIG_GARANTES: ConfigDeHijos<Garante> = {
  rutas: { bajoCliente: 'garantes', propio: 'garantes', lista: GarantesLista, guardado: GaranteGuardado },
  idDe: (g) => g.id_garante,
  nombreDe: (g) => g.nombre,
  columnas: [
    { etiqueta: 'Nombre', valor: (g) => g.nombre },
    { etiqueta: 'Cédula', valor: (g) => g.cedula },
    { etiqueta: 'Teléfono', valor: (g) => g.telefono1 },
    { etiqueta: 'Dirección', valor: (g) => g.direccion },
    { etiqueta: 'Estado', valor: (g) => g.estado },
  ],
  campos: [
    { nombre: 'nombre', etiqueta: 'Nombre', tipo: 'texto', requerido: 'Ingresa el nombre del garante.' },
    { nombre: 'cedula', etiqueta: 'Cédula', tipo: 'cedula' },
    { nombre: 'telefono1', etiqueta: 'Teléfono', tipo: 'telefono' },
    { nombre: 'direccion', etiqueta: 'Dirección', tipo: 'texto' },
    { nombre: 'estado', etiqueta: 'Estado', tipo: 'estado' },
  ],
  singular: 'garante',
  femenino: false,
  vacio: 'Este cliente no tiene garantes.',
};

export const CONFIG_REFERENCIAS: ConfigDeHijos<ReferenciaLaboral> = {
  rutas: {
    bajoCliente: 'ref-laboral',
    propio: 'ref-laboral',
    lista: ReferenciasLista,
    guardado: ReferenciaGuardada,
  },
  idDe: (r) => r.id_ref_laboral,
  nombreDe: (r) => r.nombre_empresa,
  columnas: [
    { etiqueta: 'Empresa', valor: (r) => r.nombre_empresa },
    { etiqueta: 'Teléfono', valor: (r) => r.telefono1_empresa },
    { etiqueta: 'Puesto', valor: (r) => r.puesto },
    { etiqueta: 'Fecha de ingreso', valor: (r) => formatearFecha(r.fecha_ingreso) },
  ],
  campos: [
    {
      nombre: 'nombre_empresa',
      etiqueta: 'Empresa',
      tipo: 'texto',
      requerido: 'Ingresa el nombre de la empresa.',
    },
    { nombre: 'telefono1_empresa', etiqueta: 'Teléfono de la empresa', tipo: 'telefono' },
    { nombre: 'puesto', etiqueta: 'Puesto', tipo: 'texto' },
    { nombre: 'fecha_ingreso', etiqueta: 'Fecha de ingreso', tipo: 'fecha' },
  ],
  singular: 'referencia laboral',
  femenino: true,
  vacio: 'Este cliente no tiene referencias laborales.',
};
