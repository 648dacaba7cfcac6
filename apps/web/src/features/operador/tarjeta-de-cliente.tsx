import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { ClienteDeOperador, ProximaCuota } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { IconCash, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BotonDeWhatsApp } from '../../components/boton-de-whatsapp';
import { textoDeAtraso } from '../../components/texto-de-dias';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { enlaceDeLlamada, enlaceDeMapa, enlaceDeWhatsApp } from '../../lib/enlaces';
import { situacionDeCuota } from './clientes';

/**
 * La cuota por cobrar. Con cobros sin señal que aún no llegaron, la que quedó primera tras ellos (saldo-local.ts): la
 * cuota vieja pagada ya no sale con sus días de atraso.
 */
function Cuota({ cuota, hoy }: { cuota: ProximaCuota; hoy: string }) {
  const situacion = situacionDeCuota(cuota, hoy);
  const atrasada = situacion === 'ATRASADA';
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={800} fz="xl" c={atrasada ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatearPesos(cuota.total)}
        </Text>
        {atrasada && <Badge color="red.9">{textoDeAtraso(cuota.dias_mora)}</Badge>}
        {situacion === 'HOY' && <Badge color="blue.9">Vence hoy</Badge>}
      </Group>
      <Text size="sm" c={atrasada ? 'red.9' : undefined}>
        Cuota {cuota.no} · vence {formatearFecha(cuota.vence)}
      </Text>
      <Text size="xs" c="dimmed">
        {cuota.codigo_prestamo}
        {cuota.mora > 0 && ` · incluye ${formatearPesos(cuota.mora)} de mora`}
      </Text>
    </div>
  );
}

/** Lo que ya se le cobró hoy: con señal (registrado) y sin ella (espera en la cola del teléfono). */
function CobradoHoy({ registrado, sinSenal }: { registrado: number; sinSenal: number }) {
  return (
    <>
      {registrado > 0 && (
        <Text size="sm" fw={700} c="teal.9">
          Cobrado hoy: {formatearPesos(registrado)}
        </Text>
      )}
      {sinSenal > 0 && (
        <Text size="sm" fw={700} c="orange.9">
          Cobrado sin señal: {formatearPesos(sinSenal)} · por sincronizar.
        </Text>
      )}
    </>
  );
}

/**
 * Un cliente en la pantalla del cobrador, pensada para el teléfono: botones grandes para llamar, escribir por
 * WhatsApp, abrir el mapa y recibir el pago. La foto se baja cuando la tarjeta llega a la vista: con 300 clientes,
 * bajarlas todas al entrar haría esperar a "Recibir pago".
 */
export function TarjetaDeCliente(props: {
  c: ClienteDeOperador;
  hoy: string;
  /** null si el usuario no puede cobrar (le falta pagos.registrar). */
  alRecibir: ((c: ClienteDeOperador) => void) | null;
  abriendo: boolean;
  /** Lo cobrado sin señal a este cliente que aún no llegó al servidor (pesos). */
  cobradoSinSenal: number;
  /** La cuota por cobrar tras esos cobros (`cuotaTrasLaCola`): null si ya no debe nada. */
  cuota: ProximaCuota | null;
}) {
  const { c } = props;
  const { ref, inViewport } = useInViewport();
  const [vista, setVista] = useState(false);
  useEffect(() => {
    if (inViewport) setVista(true);
  }, [inViewport]);
  const llamar = enlaceDeLlamada(c.telefono);
  const whatsapp = enlaceDeWhatsApp(c.telefono);
  const mapa = enlaceDeMapa(c.direccion);
  const { alRecibir } = props;

  return (
    <Card ref={ref} withBorder padding="sm" component="article" aria-label={c.nombre}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <FotoCliente url={vista ? c.foto : null} nombre={c.nombre} size={56} radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
              {c.nombre}
            </Text>
            <Group gap={4} mt={2}>
              <Text size="xs" c="dimmed">
                {c.codigo}
              </Text>
              {c.rutas.map((r) => (
                <Badge key={r} variant="light" size="sm">
                  {r}
                </Badge>
              ))}
            </Group>
          </div>
        </Group>
        <CobradoHoy registrado={c.cobrado_hoy ?? 0} sinSenal={props.cobradoSinSenal} />
        {props.cuota ? (
          <Cuota cuota={props.cuota} hoy={props.hoy} />
        ) : (
          <Text size="sm" c="teal.9" fw={600}>
            {c.proxima_cuota
              ? 'Con lo cobrado sin señal, no debe nada más.'
              : 'Al día: sin cuotas pendientes'}
          </Text>
        )}
        {(llamar || whatsapp) && (
          <Group gap="xs" wrap="nowrap">
            {llamar && (
              <Button
                component="a"
                href={llamar}
                variant="light"
                size="md"
                px="sm"
                style={{ flex: 1 }}
                leftSection={<IconPhone size={18} aria-hidden />}
              >
                {c.telefono}
              </Button>
            )}
            {whatsapp && (
              <BotonDeWhatsApp href={whatsapp} size="md" px="sm">
                WhatsApp
              </BotonDeWhatsApp>
            )}
          </Group>
        )}
        {mapa && (
          <Anchor href={mapa} target="_blank" rel="noopener noreferrer" size="sm" py={4}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
              <span>{c.direccion}</span>
            </Group>
          </Anchor>
        )}
        {alRecibir && (
          <Button
            size="lg"
            fullWidth
            leftSection={<IconCash size={20} aria-hidden />}
            loading={props.abriendo}
            onClick={() => alRecibir(c)}
          >
            Recibir pago
          </Button>
        )}
      </Stack>
    </Card>
  );
}
