import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatearFechaHora, formatearPesos } from '@prestamos/domain';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { descartar, sincronizarAhora, useColaDeCobros } from '../../entities/cobro-sin-senal/cola';
import type { CobroEnCola, EstadoDeCobro } from '../../entities/cobro-sin-senal/maquina';
import { ReciboDeLaCola } from './recibo-de-la-cola';

const ESTADOS: Record<EstadoDeCobro, { texto: string; color: string }> = {
  PENDIENTE: { texto: 'Pendiente', color: 'orange.9' },
  ENVIANDO: { texto: 'Enviando', color: 'blue.9' },
  SINCRONIZADO: { texto: 'Sincronizado', color: 'teal.9' },
  RECHAZADO: { texto: 'Rechazado', color: 'red.9' },
};

function CobroDeLaCola({ c }: { c: CobroEnCola }) {
  const [verRecibo, setVerRecibo] = useState(false);
  const estado = ESTADOS[c.estado];
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Pago ${c.provisional}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
              {c.cliente}
            </Text>
            <Text size="sm">
              {formatearPesos(c.cuerpo.monto)} · {c.codigo_prestamo} · cuota {c.no_cuota}
            </Text>
            <Text size="xs" c="dimmed">
              {c.recibo ? `Recibo ${c.recibo.no_recibo} · provisional ${c.provisional}` : c.provisional} ·{' '}
              {formatearFechaHora(c.cuerpo.cobrado_en)}
            </Text>
          </div>
          <Badge color={estado.color}>{estado.texto}</Badge>
        </Group>
        {c.estado === 'RECHAZADO' ? (
          <Alert color="red" title={c.motivo ?? 'El servidor no aceptó el pago.'} p="xs">
            {c.que_hacer}
          </Alert>
        ) : (
          c.motivo && (
            <Text size="sm" c="dimmed">
              {c.motivo}
            </Text>
          )
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="compact-md" onClick={() => setVerRecibo(!verRecibo)}>
            {verRecibo ? 'Ocultar recibo' : 'Ver recibo'}
          </Button>
          {(c.estado === 'RECHAZADO' || c.estado === 'SINCRONIZADO') && (
            <Button variant="default" size="compact-md" onClick={() => void descartar(c.clave)}>
              {c.estado === 'RECHAZADO' ? 'Leído, quitar de la cola' : 'Quitar de la lista'}
            </Button>
          )}
        </Group>
        {verRecibo && <ReciboDeLaCola cobro={c} />}
      </Stack>
    </Card>
  );
}

/**
 * /app/operador/cola: los pagos cobrados sin señal y en qué va cada uno. Nada sale de aquí sin que el cobrador lo
 * vea: los sincronizados y los rechazados quedan hasta que él los quita.
 */
export function PaginaCola() {
  const cola = useColaDeCobros();
  const [enviando, setEnviando] = useState(false);
  const faltan = cola.filter((c) => c.estado === 'PENDIENTE' || c.estado === 'ENVIANDO').length;
  const rechazados = cola.filter((c) => c.estado === 'RECHAZADO').length;
  const descripcion = [
    faltan === 0
      ? 'Nada espera la señal.'
      : `${faltan} ${faltan === 1 ? 'pago espera' : 'pagos esperan'} la señal.`,
    rechazados > 0 &&
      `${rechazados} ${rechazados === 1 ? 'rechazado: léelo antes de quitarlo' : 'rechazados: léelos antes de quitarlos'}.`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <EncabezadoDePagina
        titulo="Pagos por sincronizar"
        descripcion={descripcion}
        acciones={
          <Group gap="xs">
            <Button
              component={Link}
              to="/app/operador"
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              Tus rutas
            </Button>
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={enviando}
              onClick={() => {
                setEnviando(true);
                void sincronizarAhora().finally(() => setEnviando(false));
              }}
            >
              Sincronizar ahora
            </Button>
          </Group>
        }
      />
      {cola.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No hay pagos guardados en este teléfono.
        </Text>
      ) : (
        <Stack gap="sm">
          {[...cola].reverse().map((c) => (
            <CobroDeLaCola key={c.clave} c={c} />
          ))}
        </Stack>
      )}
    </>
  );
}
