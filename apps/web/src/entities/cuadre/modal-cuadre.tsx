import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { fechaDeNegocio } from '@prestamos/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { mensajeDe } from '../../lib/api-error';
import { SelectorDeUsuario } from '../usuario/selector-de-usuario';
import { cuadreQuery, imprimirCuadre } from './api';
import { DetalleDelCuadre } from './detalle-del-cuadre';

/**
 * El cuadre del día (issue 11): lo que un cobrador cobró en una fecha, para entregarlo en la oficina y firmar su PDF.
 * El cobrador ve el suyo; con `elegirCobrador` (la caja, caja.ver) se elige de quién.
 */
export function ModalCuadre(props: {
  alCerrar: () => void;
  elegirCobrador?: boolean;
  idUsuarioInicial?: number | null;
}) {
  const hoy = fechaDeNegocio(new Date());
  const [fecha, setFecha] = useState(hoy);
  const [idUsuario, setIdUsuario] = useState<number | null>(props.idUsuarioInicial ?? null);
  const telefono = useMediaQuery('(max-width: 36em)');
  const filtro = { fecha: fecha || hoy, id_usuario: idUsuario };
  const cierre = useQuery(cuadreQuery(filtro));

  return (
    <Modal opened onClose={props.alCerrar} title="Cuadre del día" size="xl" fullScreen={telefono}>
      <Stack>
        <Group align="flex-end" gap="sm">
          <CampoDeFecha
            label="Fecha"
            value={fecha}
            max={hoy}
            onChange={setFecha}
            error={fecha > hoy ? 'No puede ser posterior a hoy.' : undefined}
            w={170}
          />
          {props.elegirCobrador && (
            <SelectorDeUsuario
              etiqueta="Cobrador"
              valor={idUsuario}
              alCambiar={setIdUsuario}
              placeholder="Yo mismo"
              mensajeDeError="No se pudieron cargar los usuarios"
              borrable
              ancho={260}
            />
          )}
        </Group>
        {cierre.isPending && <Loader aria-label="Cargando el cuadre" />}
        {cierre.isError && (
          <Alert color="red">{mensajeDe(cierre.error, 'No se pudo cargar el cuadre del día')}</Alert>
        )}
        {cierre.data && <DetalleDelCuadre cierre={cierre.data} compacto={Boolean(telefono)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.alCerrar}>
            Cerrar
          </Button>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            disabled={!cierre.data}
            onClick={() => imprimirCuadre(filtro)}
          >
            Imprimir cuadre
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
