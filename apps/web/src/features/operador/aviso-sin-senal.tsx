import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconCircleCheck, IconCloudOff, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useColaDeCobros } from '../../entities/cobro-sin-senal/cola';
import { cuandoFue } from '../../entities/cobro-sin-senal/horas';
import { porSincronizar } from './saldo-local';

/** «datos de las 7:42 a. m.» si son de hoy; si no, «datos del 26/11/2026 7:42 a. m.». */
const deCuando = (cuando: string) =>
  cuando.includes('/') ? `datos del ${cuando}` : `datos de las ${cuando}`;

function textoDelBoton(faltan: number, rechazados: number): string {
  if (rechazados > 0) return `Pagos por sincronizar · ${rechazados} rechazado${rechazados === 1 ? '' : 's'}`;
  return faltan > 0 ? 'Pagos por sincronizar' : 'Pagos sin señal: todos sincronizados';
}

/** Arriba de 'Tus rutas': sin señal, de cuándo son los datos; siempre que haya cola, cuántos pagos esperan. */
export function AvisoSinSenal({ sinRed, datosDe }: { sinRed: boolean; datosDe: number }) {
  const cola = useColaDeCobros();
  const faltan = porSincronizar(cola).length;
  const rechazados = cola.filter((c) => c.estado === 'RECHAZADO').length;
  // Naranja mientras algo espera la señal; rojo con un rechazado; verde cuando todo llegó (ya no pide nada).
  const color = rechazados > 0 ? 'red.9' : faltan > 0 ? 'orange.9' : 'teal.9';
  return (
    <>
      {sinRed && (
        <Alert color="orange" icon={<IconCloudOff aria-hidden />} mb="sm" role="status">
          {datosDe > 0
            ? `Sin conexión · ${deCuando(cuandoFue(datosDe))}`
            : 'Sin conexión · este teléfono aún no tiene los datos del día: ábrelo con señal una vez.'}
        </Alert>
      )}
      {cola.length > 0 && (
        <Group mb="sm">
          <Button
            component={Link}
            to="/app/operador/cola"
            // Con tono explícito, el relleno claro de Mantine se vuelve el color lleno y tapa el texto: va con borde.
            variant="outline"
            color={color}
            leftSection={
              faltan > 0 || rechazados > 0 ? (
                <IconListCheck size={18} aria-hidden />
              ) : (
                <IconCircleCheck size={18} aria-hidden />
              )
            }
            rightSection={
              faltan > 0 && (
                <Badge color={color} aria-label={`${faltan} por sincronizar`}>
                  {faltan}
                </Badge>
              )
            }
          >
            {textoDelBoton(faltan, rechazados)}
          </Button>
        </Group>
      )}
    </>
  );
}
