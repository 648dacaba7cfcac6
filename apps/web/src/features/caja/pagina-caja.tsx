import { Button, Grid } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { ModalCuadre } from '../../entities/cuadre/modal-cuadre';
import { puede, useSesion } from '../../lib/sesion';
import { FormularioMovimiento } from './formulario-movimiento';
import { ListaDeMovimientos } from './lista-de-movimientos';
import { TarjetaSaldo } from './tarjeta-saldo';

/**
 * /app/caja (docs/producto.md#caja): saldo, nuevo movimiento y la lista filtrada y paginada de movimientos. Aquí se
 * recibe el dinero de los cobradores: se filtra por cobrador y se abre el cuadre del día de cualquiera.
 */
export function PaginaCaja() {
  const sesion = useSesion();
  // Ver la caja (caja.ver, lo exige la ruta) no basta para mover dinero: el formulario y Cancelar piden más.
  const puedeMover = puede(sesion, 'caja.movimientos.crear');
  // Elegir cobrador pide la lista de usuarios (usuarios.ver); sin ella, el cuadre es el propio.
  const eligeCobrador = puede(sesion, 'usuarios.ver');
  const [cobrador, setCobrador] = useState<number | null>(null);
  const [cuadre, setCuadre] = useState(false);
  return (
    <>
      <EncabezadoDePagina
        titulo="Caja"
        descripcion="Saldo, ingresos y egresos: quién movió el dinero, cuándo y por qué."
        acciones={
          <Button
            variant="default"
            leftSection={<IconReportMoney size={18} aria-hidden />}
            onClick={() => setCuadre(true)}
          >
            Cuadre del día
          </Button>
        }
      />
      <Grid mb="md">
        <Grid.Col span={{ base: 12, md: puedeMover ? 4 : 12 }}>
          <TarjetaSaldo />
        </Grid.Col>
        {puedeMover && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FormularioMovimiento />
          </Grid.Col>
        )}
      </Grid>
      <ListaDeMovimientos
        puedeCancelar={puedeMover}
        cobrador={eligeCobrador ? { id: cobrador, alCambiar: setCobrador } : null}
      />
      {cuadre && (
        <ModalCuadre
          alCerrar={() => setCuadre(false)}
          elegirCobrador={eligeCobrador}
          idUsuarioInicial={cobrador}
        />
      )}
    </>
  );
}
