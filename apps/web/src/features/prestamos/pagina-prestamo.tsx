import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { Cuota } from '@prestamos/contract';
import { FRECUENCIAS, formatearFecha, formatearPesos, TIPOS_DE_AMORTIZACION } from '@prestamos/domain';
import { IconArrowLeft, IconCash, IconReceipt2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Cifra } from '../../components/cifra';
import { useTitulo } from '../../components/use-titulo';
import { AccionesDeCuota } from '../../entities/pago/acciones-de-cuota';
import { abrirCobro } from '../../entities/pago/modales-de-pago';
import { InsigniaPrestamo } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { planQuery } from './api';
import { MenuDeDocumentos } from './documentos';
import { ModalLiquidar } from './modal-liquidar';
import { Cronograma } from './tabla-cronograma';

export function PaginaPrestamo() {
  const id = Number(useParams().id);
  const sesion = useSesion();
  const plan = useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [liquidando, setLiquidando] = useState(false);
  useTitulo(plan.data ? `Préstamo ${plan.data.prestamo.codigo_prestamo}` : 'Préstamo');

  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">Id inválido</Alert>;
  if (plan.isPending) return <Loader />;
  if (plan.isError)
    return <Alert color="red">{mensajeDe(plan.error, 'No se pudo cargar el préstamo')}</Alert>;
  const { prestamo: p, cuotas, resumen } = plan.data;
  const tipo = TIPOS_DE_AMORTIZACION.find((t) => t.codigo === p.amortizacion)?.nombre ?? p.amortizacion;
  const frecuencia = FRECUENCIAS.find((f) => f.codigo === p.frecuencia)?.nombre ?? p.frecuencia;
  // Se cobra la primera cuota abierta, como en el cronograma; el botón va arriba para no buscarlo entre sus íconos.
  const porCobrar = cuotas.find((c) => c.es_primera_abierta && c.adeudado > 0);

  return (
    <>
      <Group justify="space-between" mb="lg" align="flex-end">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              {p.codigo_prestamo}
            </Title>
            <InsigniaPrestamo estado={p.estado_ui} />
          </Group>
          <Anchor component={Link} to={`/app/clientes/${p.id_cliente}`} tt="uppercase" fw={600}>
            {p.cliente}
          </Anchor>
          {p.cedula && <Text c="dimmed">Cédula {p.cedula}</Text>}
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/app/prestamos"
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Volver
          </Button>
          <MenuDeDocumentos idPrestamo={p.id_prestamo} codigo={p.codigo_prestamo} />
          {puede(sesion, 'prestamos.editar') && (
            <Button
              variant="default"
              leftSection={<IconCash size={18} aria-hidden />}
              disabled={p.estado !== 'ACTIVO' && p.estado !== 'ATRASADO'}
              onClick={() => setLiquidando(true)}
            >
              Liquidar
            </Button>
          )}
          {porCobrar && puede(sesion, 'pagos.registrar') && (
            <Button
              leftSection={<IconReceipt2 size={18} aria-hidden />}
              onClick={() => abrirCobro(porCobrar.id_pago)}
            >
              Recibir pago
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder padding="md" mb="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Cifra etiqueta="Monto" valor={formatearPesos(p.monto)} />
          <Cifra etiqueta="Tasa mensual" valor={p.tasa === null ? 'Tabla manual' : `${p.tasa} %`} />
          <Cifra etiqueta="Amortización" valor={tipo} />
          <Cifra etiqueta="Frecuencia" valor={`${frecuencia} · ${p.plazo} cuotas`} />
          <Cifra etiqueta="Desembolso" valor={formatearFecha(p.fecha_inicio)} />
          <Cifra etiqueta="Neto entregado" valor={formatearPesos(p.neto_desembolsado)} />
        </SimpleGrid>
        {p.nota && (
          <Text size="sm" mt="sm">
            Nota: {p.nota}
          </Text>
        )}
        {p.id_prestamo_origen && (
          <Text size="sm" mt="sm">
            Reenganche del{' '}
            <Anchor component={Link} to={`/app/prestamos/${p.id_prestamo_origen}`}>
              préstamo anterior
            </Anchor>
            .
          </Text>
        )}
      </Card>
      <Card withBorder padding="md">
        <Tabs defaultValue="resumen" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="resumen">Resumen</Tabs.Tab>
            <Tabs.Tab value="cronograma">Cronograma</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="resumen">
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Cifra etiqueta="Monto adeudado" valor={formatearPesos(resumen.monto_adeudado)} destacado />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Cifra
                  etiqueta="Capital pendiente"
                  valor={formatearPesos(resumen.capital_pendiente)}
                  destacado
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Cifra etiqueta="Vencido a hoy" valor={formatearPesos(resumen.monto_vencido)} destacado />
              </Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="lg">
              <Cifra etiqueta="Cuotas" valor={String(resumen.cuotas_total)} />
              <Cifra etiqueta="Pagadas" valor={String(resumen.cuotas_pagadas)} />
              <Cifra etiqueta="Pendientes" valor={String(resumen.cuotas_pendientes)} />
              <Cifra etiqueta="Vencidas" valor={String(resumen.cuotas_vencidas)} />
              <Cifra etiqueta="Total a pagar" valor={formatearPesos(resumen.total_a_pagar)} />
              <Cifra etiqueta="Intereses" valor={formatearPesos(resumen.interes_total)} />
              <Cifra etiqueta="Pagado" valor={formatearPesos(resumen.total_pagado)} />
              {/* En mora, la cuota impaga más antigua ya venció: su fecha no es un vencimiento próximo. */}
              <Cifra
                etiqueta={p.en_mora ? 'Vencida desde' : 'Próximo vencimiento'}
                valor={p.proximo_vencimiento ? formatearFecha(p.proximo_vencimiento) : '—'}
              />
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="cronograma">
            {cuotas.length === 0 ? (
              <Text c="dimmed">El préstamo no tiene cuotas (cancelado).</Text>
            ) : (
              <Cronograma
                cuotas={cuotas}
                {...(['pagos.registrar', 'pagos.diferir', 'pagos.anular'].some((permiso) =>
                  puede(sesion, permiso),
                )
                  ? {
                      acciones: (c: Cuota, iconos: boolean) => <AccionesDeCuota cuota={c} iconos={iconos} />,
                    }
                  : {})}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </Card>
      {liquidando && <ModalLiquidar prestamo={p} abierto alCerrar={() => setLiquidando(false)} />}
    </>
  );
}
