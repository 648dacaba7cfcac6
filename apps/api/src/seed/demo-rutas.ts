import type { Tx } from '../db/conexion';
import { ruta, ruta_cliente, ruta_usuario } from '../db/schema/rutas';
import type { Pueblo } from './demo-clientes';

/**
 * Las rutas de cobro de DEMO (issue 11), cada una en su pueblo: los clientes activos repartidos por su número (los
 * primeros 37; cada uno vive en el pueblo de su ruta).
 */
const TRAMOS: { nombre: string; pueblo: Pueblo; descripcion: string; desde: number; hasta: number }[] = [
  {
    nombre: 'La Vega centro',
    pueblo: 'La Vega',
    descripcion: 'Mercado municipal, calle Duarte y Las Carreras',
    desde: 0,
    hasta: 14,
  },
  {
    nombre: 'Moca',
    pueblo: 'Moca',
    descripcion: 'Centro de Moca y el camino a Salcedo',
    desde: 14,
    hasta: 26,
  },
  {
    nombre: 'Jarabacoa',
    pueblo: 'Jarabacoa',
    descripcion: 'Pueblo y la subida a Buena Vista',
    desde: 26,
    hasta: 37,
  },
];

/** Dónde vive el cliente DEMO número `numero` (desde 1): el pueblo de su ruta, o Santiago (la oficina) si no tiene. */
export const puebloDeDemostracion = (numero: number): Pueblo =>
  TRAMOS.find((t) => numero > t.desde && numero <= t.hasta)?.pueblo ?? 'Santiago';

/** Las tres rutas con sus clientes: el operador cobra las dos primeras y un segundo cobrador, la tercera. */
export async function sembrarRutasDeDemostracion(
  tx: Tx,
  datos: { idEmpresa: number; clientes: number[]; operador: number; segundoCobrador: number },
) {
  for (const [i, t] of TRAMOS.entries()) {
    const [creada] = await tx
      .insert(ruta)
      .values({ id_empresa: datos.idEmpresa, nombre: t.nombre, descripcion: t.descripcion })
      .returning({ id: ruta.id_ruta });
    const idRuta = creada?.id ?? 0;
    await tx.insert(ruta_cliente).values(
      datos.clientes.slice(t.desde, t.hasta).map((idCliente, k) => ({
        id_empresa: datos.idEmpresa,
        id_ruta: idRuta,
        id_cliente: idCliente,
        orden: k + 1,
      })),
    );
    await tx.insert(ruta_usuario).values({
      id_empresa: datos.idEmpresa,
      id_ruta: idRuta,
      id_usuario: i < 2 ? datos.operador : datos.segundoCobrador,
    });
  }
}
