import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { FRECUENCIAS, formatearCentavos, TIPOS_DE_AMORTIZACION } from '@prestamos/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { SelectorCliente } from '../../entities/cliente/selector-cliente';
import type { Frecuencia, Tipo } from './formulario-de-prestamo';
import { TablaManual } from './tabla-manual';
import type { NuevoPrestamo } from './use-nuevo-prestamo';

/** Cliente, condiciones, nota y la tabla manual si la hay; `children` va al final (la decisión, en dos columnas). */
export function CondicionesDelPrestamo({ nuevo, children }: { nuevo: NuevoPrestamo; children?: ReactNode }) {
  const { f, cambiar, ver } = nuevo;
  return (
    <Card withBorder padding="md">
      <Stack>
        <SelectorCliente valor={nuevo.cliente} alCambiar={nuevo.setCliente} error={ver('id_cliente')} />
        {nuevo.bloqueadoPorPolitica && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            Política de empresa: no permitir múltiples préstamos activos.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EntradaDePesos
            label="Monto (RD$)"
            withAsterisk
            value={f.monto}
            onChange={(v) => cambiar({ monto: v === '' ? '' : Number(v) })}
            error={ver('monto')}
          />
          <EntradaDePesos
            label="Gastos de cierre (RD$)"
            value={f.gastos}
            onChange={(v) => cambiar({ gastos: v === '' ? '' : Number(v) })}
            error={ver('gastos_cierre')}
          />
          <Select
            label="Amortización"
            data={TIPOS_DE_AMORTIZACION.map((t) => ({ value: t.codigo, label: t.nombre }))}
            value={f.tipo}
            onChange={(v) => {
              cambiar({ tipo: (v ?? 'FRANCES') as Tipo });
              if (v === 'MANUAL' && f.filas.length === 0) setTimeout(nuevo.sugerirTabla);
            }}
            allowDeselect={false}
          />
          <Select
            label="Frecuencia"
            data={FRECUENCIAS.map((x) => ({ value: x.codigo, label: x.nombre }))}
            value={f.frecuencia}
            onChange={(v) => cambiar({ frecuencia: (v ?? 'MENSUAL') as Frecuencia })}
            allowDeselect={false}
          />
          <NumberInput
            label={f.tipo === 'MANUAL' ? 'Tasa para sugerir la tabla (%)' : 'Tasa mensual (%)'}
            withAsterisk={f.tipo !== 'MANUAL'}
            value={f.tasa}
            onChange={(v) => cambiar({ tasa: v === '' ? '' : Number(v) })}
            decimalScale={10}
            error={ver('tasa')}
          />
          <NumberInput
            label={f.tipo === 'MANUAL' ? 'Cuotas para sugerir' : 'Plazo (cuotas)'}
            withAsterisk={f.tipo !== 'MANUAL'}
            value={f.plazo}
            onChange={(v) => cambiar({ plazo: v === '' ? '' : Number(v) })}
            min={1}
            allowDecimal={false}
            error={f.tipo === 'MANUAL' ? undefined : ver('plazo')}
          />
          <CampoDeFecha
            label="Fecha de inicio"
            value={f.fechaInicio}
            min={nuevo.rangoDeInicio.minima}
            max={nuevo.rangoDeInicio.maxima}
            onChange={(fecha) => cambiar({ fechaInicio: fecha })}
            error={ver('fecha_inicio')}
          />
        </SimpleGrid>
        <Textarea
          label="Nota"
          value={f.nota}
          onChange={(e) => cambiar({ nota: e.currentTarget.value })}
          autosize
          minRows={2}
        />
        {f.tipo === 'MANUAL' && (
          <TablaManual
            filas={f.filas}
            montoCentavos={nuevo.montoCentavos}
            alCambiar={(filas) => cambiar({ filas })}
            alSugerir={nuevo.sugerirTabla}
            error={ver('plan_manual')}
          />
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** El neto a desembolsar contra el saldo de la caja y la decisión: revisar y crear, o volver a la lista. */
export function DecisionDelPrestamo({ nuevo }: { nuevo: NuevoPrestamo }) {
  const navegar = useNavigate();
  const { saldoCentavos } = nuevo;
  return (
    <Stack>
      <Text size="sm">
        Neto a desembolsar: <b>{formatearCentavos(nuevo.neto)}</b>
        {saldoCentavos !== null && ` · saldo de caja ${formatearCentavos(saldoCentavos)}`}
      </Text>
      {nuevo.sinSaldo && saldoCentavos !== null && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          El neto a desembolsar ({formatearCentavos(nuevo.neto)}) supera el saldo de caja (
          {formatearCentavos(saldoCentavos)}).
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navegar('/app/prestamos')}>
          Cancelar
        </Button>
        <Button onClick={nuevo.revisar} disabled={nuevo.sinSaldo || nuevo.bloqueadoPorPolitica}>
          Revisar y crear
        </Button>
      </Group>
    </Stack>
  );
}
