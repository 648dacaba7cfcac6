import { ScrollArea } from '@mantine/core';
import { Seccion } from '../../components/seccion';
import { useEnVivo } from '../../entities/notificacion/almacen-en-vivo';
import { EstadoYLimpiar } from '../../entities/notificacion/estado-de-conexion';
import { ListaDeNotificaciones } from '../../entities/notificacion/lista-de-notificaciones';

/**
 * El centro de notificaciones del tablero (docs/producto.md#tablero): el estado de la conexión, "Limpiar todo" y lo
 * que llegó en vivo, lo mismo que muestra la campana del encabezado.
 */
export function CentroDeNotificaciones() {
  const { conexion, notificaciones } = useEnVivo();
  return (
    <Seccion
      titulo="Notificaciones"
      acciones={<EstadoYLimpiar conexion={conexion} hay={notificaciones.length > 0} />}
    >
      <ScrollArea.Autosize mah={360} type="auto">
        <ListaDeNotificaciones notificaciones={notificaciones} />
      </ScrollArea.Autosize>
    </Seccion>
  );
}
