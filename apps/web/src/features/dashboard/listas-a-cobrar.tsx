import { Anchor, Stack, Text } from '@mantine/core';
import type { Tablero } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { Link } from 'react-router';
import { Seccion } from '../../components/seccion';
import { textoDeCantidad } from '../../components/texto-de-conteo';
import { textoDeAtraso, textoDeVencimiento } from '../../components/texto-de-dias';
import type { EnlacesDelTablero } from './enlaces';
import { FilaACobrar } from './fila-a-cobrar';
import type { ItemACobrar } from './recibir-pago';
import { ResumenEnlazado } from './resumen-enlazado';

interface Props {
  t: Tablero;
  enlaces: EnlacesDelTablero;
  /** null si el usuario no puede cobrar. */
  alRecibir: ((item: ItemACobrar) => void) | null;
  /** La fila cuyo cobro se está abriendo. */
  abriendo: ItemACobrar | undefined;
}

/** Las filas son las primeras; "Ver todas" lleva a la lista completa cuando hay más. */
function VerTodas(props: { mostradas: number; total: number; enlace: string | null; texto: string }) {
  if (!props.enlace || props.total <= props.mostradas) return null;
  return (
    <Anchor component={Link} to={props.enlace} size="sm" mt="xs" display="block">
      {props.texto}
    </Anchor>
  );
}

/** Cuotas que vencen de hoy a hoy + 7 (docs/producto.md#tablero), con su total. */
export function ListaDeProximos({ t, enlaces, alRecibir, abriendo }: Props) {
  const total = t.totales.proximosVencer;
  const resumen = `${textoDeCantidad(total.cuotas, ['cuota', 'cuotas'])} · ${formatearPesos(total.monto)}`;
  return (
    <Seccion
      titulo="Próximos a vencer"
      acciones={
        <ResumenEnlazado
          texto={resumen}
          enlace={enlaces.proximas}
          etiqueta={`Próximas a vencer: ${resumen}`}
        />
      }
    >
      {t.proximosVencer.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Ninguna cuota vence en los próximos 7 días.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Próximos a vencer"
        >
          {t.proximosVencer.map((p) => (
            <FilaACobrar
              key={p.id_pago}
              cliente={p.cliente}
              enlaceCliente={enlaces.cliente(p.id_cliente)}
              prestamo={p.prestamo}
              enlacePrestamo={enlaces.prestamo(p.id_prestamo)}
              detalle={`cuota ${p.no_cuota}`}
              insignia={{ texto: textoDeVencimiento(p.dias), color: p.dias === 0 ? 'blue.9' : 'gray.7' }}
              monto={p.monto}
              alRecibir={alRecibir && (() => alRecibir(p))}
              abriendo={abriendo === p}
            />
          ))}
        </Stack>
      )}
      <VerTodas
        mostradas={t.proximosVencer.length}
        total={total.cuotas}
        enlace={enlaces.proximas}
        texto={`Ver las ${total.cuotas} cuotas próximas a vencer`}
      />
    </Seccion>
  );
}

/**
 * Préstamos con cuotas vencidas, los de más días de atraso primero (así llegan), con su total. El total es lo vencido
 * sin mora (la mora de toda la cartera no se suma al leer el tablero): cada fila da lo vencido, que suma ese total, y
 * su mora aparte.
 */
export function ListaEnMora({ t, enlaces, alRecibir, abriendo }: Props) {
  const total = t.totales.enMora;
  const resumen = `${textoDeCantidad(total.prestamos, ['préstamo', 'préstamos'])} · ${formatearPesos(total.monto)} vencido, sin mora`;
  return (
    <Seccion
      titulo="En mora"
      acciones={
        <ResumenEnlazado texto={resumen} enlace={enlaces.vencidas} etiqueta={`En mora: ${resumen}`} />
      }
    >
      {t.enMora.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Ningún préstamo está en mora.
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="En mora">
          {t.enMora.map((m) => (
            <FilaACobrar
              key={m.id_prestamo}
              cliente={m.cliente}
              enlaceCliente={enlaces.cliente(m.id_cliente)}
              prestamo={m.prestamo}
              enlacePrestamo={enlaces.prestamo(m.id_prestamo)}
              detalle={textoDeCantidad(m.cuotasVencidas, ['cuota vencida', 'cuotas vencidas'])}
              insignia={{ texto: textoDeAtraso(m.diasMora), color: 'red.9' }}
              monto={m.vencido}
              notaDelMonto={m.mora > 0 ? `+ ${formatearPesos(m.mora)} de mora` : undefined}
              alRecibir={alRecibir && (() => alRecibir(m))}
              abriendo={abriendo === m}
            />
          ))}
        </Stack>
      )}
      <VerTodas
        mostradas={t.enMora.length}
        total={total.prestamos}
        enlace={enlaces.prestamosEnMora}
        texto={`Ver los ${total.prestamos} préstamos en mora`}
      />
    </Seccion>
  );
}
