import { SimpleGrid } from '@mantine/core';
import type { EmpleadoDeRuta } from '@prestamos/contract';
import { ROLES } from '@prestamos/domain';
import { useState } from 'react';
import { coincide } from '../../lib/texto';
import { agregar, candidatosVisibles } from './asignacion';
import { PanelAsignados } from './panel-asignados';
import { PanelDisponibles } from './panel-disponibles';

const clave = (u: EmpleadoDeRuta) => u.id_usuario;
const nombre = (u: EmpleadoDeRuta) => u.nombre;
const nombreDeRol = (codigo: string) => ROLES.find((r) => r.codigo === codigo)?.nombre ?? codigo;
const detalle = (u: EmpleadoDeRuta) =>
  `${u.usuario} · ${nombreDeRol(u.rol)}${u.estado === 'ACTIVO' ? '' : ` · ${u.estado}`}`;

/**
 * Cobradores de la ruta. Los usuarios de una empresa son pocos (su plan los limita): llegan todos y se filtran aquí,
 * sin ir al servidor. El orden no importa: todos ven la ruta entera.
 */
export function CobradoresDeLaRuta(props: {
  delServidor: EmpleadoDeRuta[];
  guardados: EmpleadoDeRuta[];
  asignados: EmpleadoDeRuta[];
  alCambiar: ((asignados: EmpleadoDeRuta[]) => void) | null;
}) {
  const [texto, setTexto] = useState('');
  const asignados = (
    <PanelAsignados
      titulo="Cobradores de la ruta"
      items={props.asignados}
      clave={clave}
      nombre={nombre}
      detalle={detalle}
      ordenable={false}
      alCambiar={props.alCambiar}
      vacio="La ruta aún no tiene cobradores."
    />
  );
  if (!props.alCambiar) return asignados;
  const { alCambiar } = props;
  // El servidor no filtra a los usuarios: se filtran aquí los que manda y los quitados de la ruta sin guardar.
  const coincideConTexto = (u: EmpleadoDeRuta) => coincide([u.nombre, u.usuario], texto);
  const visibles = candidatosVisibles({
    delServidor: props.delServidor.filter(coincideConTexto),
    guardados: props.guardados,
    asignados: props.asignados,
    clave,
    coincideCon: coincideConTexto,
    pagina: 1,
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PanelDisponibles
        titulo="Cobradores disponibles"
        items={visibles}
        clave={clave}
        nombre={nombre}
        detalle={detalle}
        busqueda={texto}
        etiquetaDeBusqueda="Buscar cobradores"
        alBuscar={setTexto}
        placeholder="Usuario o nombre"
        alAgregar={(u) => alCambiar(agregar(props.asignados, [u], clave))}
        cargando={false}
        error={null}
        vacio={texto.trim() ? 'Ningún usuario coincide con la búsqueda.' : 'No quedan usuarios por asignar.'}
      />
      {asignados}
    </SimpleGrid>
  );
}
