import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { fechaDeNegocio, formatearFecha } from '@prestamos/domain';
import { IconMapOff, IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { useColaDeCobros } from '../../entities/cobro-sin-senal/cola';
import { ModalCuadre } from '../../entities/cuadre/modal-cuadre';
import { mensajeDe } from '../../lib/api-error';
import { resumenQuery } from './api';
import { AvisoSinSenal } from './aviso-sin-senal';
import { ClientesDelDia } from './clientes-del-dia';
import { useDiaDelCobrador } from './dia-sin-senal';
import { TotalesDelDia } from './totales-del-dia';

function SinRutas() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <IconMapOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} size="h4" ta="center">
          Aún no tienes rutas asignadas
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          Cuando te asignen una ruta de cobro, aquí verás a sus clientes y lo que toca cobrar cada día.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /app/operador, "Tus rutas" (docs/producto.md#rutas-y-cobradores): el día del cobrador en el teléfono. Arriba los
 * totales de hoy; debajo los clientes de sus rutas que falta visitar, atrasados primero, con lo que toca cobrar y
 * "Recibir pago". Lo cobrado sin señal ya cuenta en los dos.
 */
export function PaginaOperador() {
  const resumen = useQuery(resumenQuery);
  const { sinRed, datosDe, dia } = useDiaDelCobrador();
  const cola = useColaDeCobros();
  const bajadas = dia?.cuotas ?? {};
  const [cuadre, setCuadre] = useState(false);
  const hoy = fechaDeNegocio(new Date());

  const contenido = () => {
    if (resumen.isPending && sinRed) return null;
    if (resumen.isPending)
      return (
        <Center h={200}>
          <Loader aria-label="Cargando tus clientes" />
        </Center>
      );
    if (!resumen.data)
      return <Alert color="red">{mensajeDe(resumen.error, 'Error cargando resumen del operador')}</Alert>;
    if (resumen.data.rutas.length === 0) return <SinRutas />;
    return (
      <>
        <TotalesDelDia resumen={resumen.data} cola={cola} bajadas={bajadas} hoy={hoy} />
        <ClientesDelDia resumen={resumen.data} hoy={hoy} sinRed={sinRed} cola={cola} bajadas={bajadas} />
      </>
    );
  };

  return (
    <>
      <EncabezadoDePagina
        titulo="Tus rutas"
        descripcion={`Hoy, ${formatearFecha(hoy)}`}
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
      <AvisoSinSenal sinRed={sinRed} datosDe={resumen.data ? datosDe : 0} />
      {contenido()}
      {cuadre && <ModalCuadre alCerrar={() => setCuadre(false)} />}
    </>
  );
}
