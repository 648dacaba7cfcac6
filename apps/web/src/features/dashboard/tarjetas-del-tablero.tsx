import { SimpleGrid } from '@mantine/core';
import type { Tablero } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { IconBuildingBank, IconCash, IconUsersGroup, IconWallet } from '@tabler/icons-react';
import { type EnlacesDelTablero, prestamosAlDia } from './enlaces';
import { TarjetaDeCifras } from './tarjeta-de-cifras';

const entero = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });
const n = (valor: number) => entero.format(valor);

/**
 * Clientes, préstamos y cartera; la de empresas solo llega al SUPERADMIN (docs/producto.md#tablero). Lo que más pide
 * atención (en mora, vencido) va en rojo; lo cobrado, en verde.
 */
export function TarjetasDelTablero({ t, enlaces }: { t: Tablero; enlaces: EnlacesDelTablero }) {
  const { clientes, prestamos, cartera, empresas } = t.cards;
  const icono = { size: 20, 'aria-hidden': true };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: empresas ? 4 : 3 }} spacing="md" mb="md">
      <TarjetaDeCifras
        titulo="Clientes"
        icono={<IconUsersGroup {...icono} />}
        principal={{ etiqueta: 'Total', valor: n(clientes.total), enlace: enlaces.clientes }}
        filas={[
          { etiqueta: 'Activos', valor: n(clientes.activos), enlace: enlaces.clientesActivos },
          { etiqueta: 'Inactivos', valor: n(clientes.pasivos), enlace: enlaces.clientesInactivos },
          {
            etiqueta: 'En mora',
            valor: n(clientes.mora),
            enlace: enlaces.prestamosEnMora,
            color: clientes.mora > 0 ? 'red.9' : undefined,
          },
          { etiqueta: 'Con préstamo', valor: n(clientes.conPrestamo), enlace: null },
          { etiqueta: 'Sin préstamo', valor: n(clientes.sinPrestamo), enlace: null },
        ]}
      />
      <TarjetaDeCifras
        titulo="Préstamos"
        icono={<IconWallet {...icono} />}
        principal={{ etiqueta: 'Total sin cancelados', valor: n(prestamos.total), enlace: enlaces.prestamos }}
        filas={[
          { etiqueta: 'Activos', valor: n(prestamos.activos), enlace: null },
          { etiqueta: 'Al día', valor: n(prestamosAlDia(t)), enlace: enlaces.prestamosAlDia },
          {
            etiqueta: 'En mora',
            valor: n(t.totales.enMora.prestamos),
            enlace: enlaces.prestamosEnMora,
            color: t.totales.enMora.prestamos > 0 ? 'red.9' : undefined,
          },
          { etiqueta: 'Saldados', valor: n(prestamos.saldados), enlace: enlaces.prestamosSaldados },
        ]}
      />
      <TarjetaDeCifras
        titulo="Cartera"
        icono={<IconCash {...icono} />}
        principal={{
          etiqueta: 'Capital por cobrar',
          valor: formatearPesos(cartera.capitalPendiente),
          enlace: enlaces.cartera,
        }}
        filas={[
          {
            etiqueta: 'Interés por cobrar',
            valor: formatearPesos(cartera.interesPendiente),
            enlace: enlaces.cartera,
          },
          {
            etiqueta: 'Vencido',
            valor: formatearPesos(cartera.montoVencido),
            enlace: enlaces.vencidas,
            color: cartera.montoVencido > 0 ? 'red.9' : undefined,
          },
          {
            etiqueta: 'Cobrado este mes',
            valor: formatearPesos(cartera.cobradoMes),
            enlace: enlaces.caja,
            color: 'teal.9',
          },
        ]}
      />
      {empresas && (
        <TarjetaDeCifras
          titulo="Empresas"
          icono={<IconBuildingBank {...icono} />}
          principal={{ etiqueta: 'Total', valor: n(empresas.total), enlace: enlaces.empresas }}
          filas={[
            { etiqueta: 'Activas', valor: n(empresas.activas), enlace: enlaces.empresas },
            { etiqueta: 'Inactivas', valor: n(empresas.inactivas), enlace: enlaces.empresas },
            {
              etiqueta: 'Plan vence en 30 días',
              valor: n(empresas.porVencer30),
              enlace: enlaces.empresas,
              color: empresas.porVencer30 > 0 ? 'orange.9' : undefined,
            },
          ]}
        />
      )}
    </SimpleGrid>
  );
}
