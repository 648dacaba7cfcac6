import { ActionIcon, Alert, Badge, Loader, Table, Text, Tooltip } from '@mantine/core';
import type { DetalleDePago } from '@prestamos/contract';
import { formatearFecha, formatearFechaHora, formatearPesos } from '@prestamos/domain';
import { IconChevronDown, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { imprimirRecibo } from '../../entities/pago/api';
import { RevocarEnlaces } from '../../entities/pago/revocar-enlaces';
import { pagosDelPrestamoQuery, planQuery } from '../../entities/prestamo/api';
import { InsigniaCuota } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';

/**
 * Cuándo pagó el cliente (la hora del cobrador) y, si el pago se cobró sin señal y llegó al servidor en otro momento,
 * cuándo llegó: el que pagó el viernes aparece el viernes aunque el teléfono lo enviara el domingo.
 */
function FechaDelPago({ detalle: d }: { detalle: DetalleDePago }) {
  const pago = formatearFechaHora(d.fecha_pago);
  const llego = formatearFechaHora(d.registrado_en);
  return (
    <>
      {pago}
      {llego !== pago && (
        <Text span size="xs" c="dimmed" display="block">
          Llegó {llego}
        </Text>
      )}
    </>
  );
}

function PagosDeLaCuota({ detalles }: { detalles: DetalleDePago[] }) {
  if (detalles.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Sin pagos.
      </Text>
    );
  return (
    <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Recibo</Table.Th>
          <Table.Th>Fecha</Table.Th>
          <Table.Th>Método</Table.Th>
          <Table.Th ta="right">Mora</Table.Th>
          <Table.Th ta="right">Interés</Table.Th>
          <Table.Th ta="right">Capital</Table.Th>
          <Table.Th ta="right">Descuento</Table.Th>
          <Table.Th ta="right">Pagado</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {detalles.map((d) => {
          const anulado = d.estado === 'ANULADO';
          return (
            <Table.Tr
              key={d.id_detalle_pago}
              td={anulado ? 'line-through' : undefined}
              c={anulado ? 'dimmed' : undefined}
            >
              <Table.Td>
                {d.no_recibo}{' '}
                {anulado && (
                  <Badge size="xs" color="gray" variant="light">
                    ANULADO
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <FechaDelPago detalle={d} />
              </Table.Td>
              <Table.Td>{d.metodo ?? d.concepto}</Table.Td>
              <Table.Td ta="right">{formatearPesos(d.mora_pagada)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(d.interes_pagado)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(d.capital_pagado)}</Table.Td>
              <Table.Td ta="right">{formatearPesos(d.descuento)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatearPesos(d.monto_pagado)}
              </Table.Td>
              <Table.Td>
                <Tooltip label="Imprimir recibo">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Imprimir el recibo ${d.no_recibo}`}
                    onClick={() => imprimirRecibo(d.id_recibo, d.no_recibo)}
                  >
                    <IconPrinter size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <RevocarEnlaces idRecibo={d.id_recibo} noRecibo={d.no_recibo} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Historial de un préstamo (ficha del cliente, docs/producto.md#clientes): sus cuotas, y al desplegar cada una, sus
 * pagos con el reparto, los anulados tachados, y la impresión de cada recibo.
 */
export function PagosPorCuota({ idPrestamo }: { idPrestamo: number }) {
  const plan = useQuery(planQuery(idPrestamo));
  const pagos = useQuery(pagosDelPrestamoQuery(idPrestamo));
  const [abiertas, setAbiertas] = useState<Set<number>>(new Set());
  if (plan.isPending || pagos.isPending) return <Loader size="sm" />;
  if (plan.isError || pagos.isError)
    return <Alert color="red">{mensajeDe(plan.error ?? pagos.error, 'No se pudo cargar')}</Alert>;
  if (plan.data.cuotas.length === 0) return <Text c="dimmed">Sin cuotas.</Text>;
  const detalles = pagos.data.pagos
    .flatMap((p) => p.detalles)
    .sort((a, b) => a.id_detalle_pago - b.id_detalle_pago);
  const alternar = (id: number) =>
    setAbiertas((a) => {
      const nuevas = new Set(a);
      if (!nuevas.delete(id)) nuevas.add(id);
      return nuevas;
    });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>No.</Table.Th>
            <Table.Th>Vence</Table.Th>
            <Table.Th ta="right">Cuota</Table.Th>
            <Table.Th ta="right">Abonado</Table.Th>
            <Table.Th ta="right">Mora</Table.Th>
            <Table.Th ta="right">Adeudado</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Pagos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.data.cuotas.map((c) => {
            const suyos = detalles.filter((d) => d.id_pago === c.id_pago);
            const abierta = abiertas.has(c.id_pago);
            return (
              <Fragment key={c.id_pago}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={suyos.length === 0}
                      aria-expanded={abierta}
                      aria-label={`Pagos de la cuota ${c.no_cuota}`}
                      onClick={() => alternar(c.id_pago)}
                    >
                      {abierta ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{c.no_cuota}</Table.Td>
                  <Table.Td>{formatearFecha(c.fecha_debe_pagar)}</Table.Td>
                  <Table.Td ta="right">{formatearPesos(c.monto_cuota)}</Table.Td>
                  <Table.Td ta="right">{formatearPesos(c.abonado)}</Table.Td>
                  <Table.Td ta="right">{formatearPesos(c.mora)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatearPesos(c.adeudado)}
                  </Table.Td>
                  <Table.Td>
                    <InsigniaCuota estado={c.estado_cuota} />
                  </Table.Td>
                  <Table.Td ta="right">{suyos.length}</Table.Td>
                </Table.Tr>
                {abierta && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={8} bg="gray.0">
                      <PagosDeLaCuota detalles={suyos} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
