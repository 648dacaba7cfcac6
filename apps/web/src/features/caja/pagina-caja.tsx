import { Grid } from '@mantine/core';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { puede, useSesion } from '../../lib/sesion';
import { FormularioMovimiento } from './formulario-movimiento';
import { ListaDeMovimientos } from './lista-de-movimientos';
import { TarjetaSaldo } from './tarjeta-saldo';

/** /app/caja (spec 001 §2): saldo, nuevo movimiento y la lista filtrada y paginada de movimientos. */
export function PaginaCaja() {
  const sesion = useSesion();
  // Ver la caja (caja.ver, lo exige la ruta) no basta para mover dinero: el formulario y Cancelar piden más.
  const puedeMover = puede(sesion, 'caja.movimientos.crear');
  return (
    <>
      <EncabezadoDePagina
        titulo="Caja"
        descripcion="Saldo, ingresos y egresos: quién movió el dinero, cuándo y por qué."
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
      <ListaDeMovimientos puedeCancelar={puedeMover} />
    </>
  );
}
