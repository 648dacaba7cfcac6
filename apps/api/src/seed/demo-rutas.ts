import type { Tx } from '../db/conexion';
import { ruta, ruta_cliente, ruta_usuario } from '../db/schema/rutas';

/**
 * Las rutas de cobro de DEMO (issue 11): los clientes activos repartidos en tres rutas por su número, el operador en
 * dos y un segundo cobrador en la tercera. Unos pocos clientes quedan en dos rutas, como pasa en la calle.
 */
export async function sembrarRutasDeDemostracion(
  tx: Tx,
  datos: { idEmpresa: number; clientes: number[]; operador: number; segundoCobrador: number },
) {
  const tramos = [
    {
      nombre: 'La Vega centro',
      descripcion: 'Mercado municipal, calle Duarte y Las Carreras',
      desde: 0,
      hasta: 14,
    },
    { nombre: 'Moca', descripcion: 'Centro de Moca y el camino a Salcedo', desde: 12, hasta: 26 },
    { nombre: 'Jarabacoa', descripcion: 'Pueblo y la subida a Buena Vista', desde: 26, hasta: 37 },
  ];
  for (const [i, t] of tramos.entries()) {
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
