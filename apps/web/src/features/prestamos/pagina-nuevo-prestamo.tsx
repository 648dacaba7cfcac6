import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Cliente, ClienteRespuesta, CrearPrestamoBody } from '@prestamos/contract';
import {
  type CuotaCalculada,
  calcularCronograma,
  centavosAPesos,
  errorDeFechaDeInicio,
  FRECUENCIAS,
  fechaDeNegocio,
  formatearCentavos,
  formatearFecha,
  pesosACentavos,
  planManualSugerido,
  rangoDeFechaDeInicio,
  TIPOS_DE_AMORTIZACION,
  totalesDelCronograma,
} from '@prestamos/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Cifra } from '../../components/cifra';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { saldoDeCajaQuery } from '../../entities/caja/api';
import { SelectorCliente } from '../../entities/cliente/selector-cliente';
import { TablaDePlan } from '../../entities/prestamo/tabla-de-plan';
import { api } from '../../lib/api';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useSesion } from '../../lib/sesion';
import { useCrearPrestamo } from './api';
import { BotonesDeDocumentos } from './documentos';
import { type FilaEditable, TablaManual } from './tabla-manual';

type Tipo = (typeof TIPOS_DE_AMORTIZACION)[number]['codigo'];
type Frecuencia = (typeof FRECUENCIAS)[number]['codigo'];

interface Formulario {
  monto: number | '';
  tipo: Tipo;
  frecuencia: Frecuencia;
  tasa: number | '';
  plazo: number | '';
  fechaInicio: string;
  gastos: number | '';
  nota: string;
  filas: FilaEditable[];
}

/** Lo que se envía a POST /prestamos (tasa null en MANUAL, spec 001 §5). */
function cuerpoDe(cliente: Cliente | null, f: Formulario) {
  const manual = f.tipo === 'MANUAL';
  return {
    id_cliente: cliente?.id_cliente ?? 0,
    monto: f.monto === '' ? 0 : f.monto,
    plazo: manual ? f.filas.length : f.plazo === '' ? 0 : f.plazo,
    tasa: manual ? null : f.tasa === '' ? null : f.tasa,
    amortizacion: f.tipo,
    frecuencia: f.frecuencia,
    fecha_inicio: f.fechaInicio,
    gastos_cierre: f.gastos === '' ? 0 : f.gastos,
    nota: f.nota,
    plan_manual: manual ? f.filas.map((r) => ({ no: r.no, fecha: r.fecha || null, monto: r.monto })) : null,
  };
}

/**
 * Los mismos esquemas que valida el servidor: mismos mensajes en la pantalla y en la API. Los topes de la fecha de
 * inicio dependen de hoy (el contrato no sabe qué día es): la misma regla del dominio que aplica el servidor.
 */
function erroresDe(cuerpo: ReturnType<typeof cuerpoDe>, hoy: string): Record<string, string> {
  const r = CrearPrestamoBody.safeParse(cuerpo);
  const errores: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) errores[String(i.path[0])] ??= i.message;
  const inicio = errores.fecha_inicio ? null : errorDeFechaDeInicio(cuerpo.fecha_inicio, hoy);
  if (inicio) errores.fecha_inicio = inicio;
  return errores;
}

function simulacion(
  cuerpo: ReturnType<typeof cuerpoDe>,
  errores: Record<string, string>,
): CuotaCalculada[] | null {
  if (errores.monto || errores.plazo || errores.tasa || errores.plan_manual || errores.fecha_inicio)
    return null;
  return calcularCronograma({
    montoCentavos: pesosACentavos(cuerpo.monto),
    plazo: cuerpo.plazo,
    tasa: cuerpo.tasa,
    tipo: cuerpo.amortizacion,
    frecuencia: cuerpo.frecuencia,
    fechaInicio: cuerpo.fecha_inicio,
    planManual: cuerpo.plan_manual?.map((r) => ({
      no: r.no,
      fecha: r.fecha ?? '',
      montoCentavos: pesosACentavos(r.monto),
    })),
  });
}

export function PaginaNuevoPrestamo() {
  const navegar = useNavigate();
  const sesion = useSesion();
  const [params] = useSearchParams();
  const idInicial = Number(params.get('cliente')) || null;
  const [cliente, setCliente] = useState<Cliente | null>(null);
  useQuery({
    queryKey: ['clientes', idInicial, 'para-prestamo'],
    queryFn: async () => {
      const c = (await api(`/clientes/${idInicial}`, ClienteRespuesta)).item;
      setCliente((actual) => actual ?? c);
      return c;
    },
    enabled: idInicial !== null,
  });
  const [f, setF] = useState<Formulario>({
    monto: '',
    tipo: 'FRANCES',
    frecuencia: 'MENSUAL',
    tasa: '',
    plazo: 12,
    fechaInicio: fechaDeNegocio(new Date()),
    gastos: 0,
    nota: '',
    filas: [],
  });
  const [mostrarErrores, setMostrarErrores] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const [creado, setCreado] = useState<{ id_prestamo: number; codigo_prestamo: string } | null>(null);
  const saldo = useQuery(saldoDeCajaQuery);
  const crear = useCrearPrestamo();

  const cambiar = (cambio: Partial<Formulario>) => setF((actual) => ({ ...actual, ...cambio }));
  const cuerpo = cuerpoDe(cliente, f);
  const hoy = fechaDeNegocio(new Date());
  const errores = erroresDe(cuerpo, hoy);
  const rangoDeInicio = rangoDeFechaDeInicio(hoy);
  // Calcular un plan de hasta 1000 cuotas toma menos de un milisegundo: se recalcula en cada cambio.
  const cuotas = simulacion(cuerpo, errores);
  const neto = Math.max(pesosACentavos(cuerpo.monto) - pesosACentavos(cuerpo.gastos_cierre), 0);
  const saldoCentavos = saldo.data === undefined ? null : pesosACentavos(saldo.data);
  const sinSaldo = saldoCentavos !== null && neto > saldoCentavos;
  // Spec 001 §5: sin préstamos múltiples, el cliente con uno activo queda bloqueado desde que se elige.
  const bloqueadoPorPolitica =
    sesion.empresa?.preferencias.allow_multiple_loans === false && (cliente?.prestamos_activos ?? 0) > 0;
  const ver = (campo: string) => (mostrarErrores ? errores[campo] : undefined);

  const sugerirTabla = () =>
    cambiar({
      filas: planManualSugerido({
        montoCentavos: pesosACentavos(cuerpo.monto),
        plazo: f.plazo === '' || f.plazo <= 0 ? 1 : f.plazo,
        tasa: f.tasa === '' ? 0 : f.tasa,
        frecuencia: f.frecuencia,
        fechaInicio: f.fechaInicio,
      }).map((r) => ({ no: r.no, fecha: r.fecha, monto: centavosAPesos(r.montoCentavos) })),
    });

  const revisar = () => {
    setMostrarErrores(true);
    if (Object.keys(errores).length === 0 && !sinSaldo && !bloqueadoPorPolitica) setConfirmando(true);
  };

  const enviar = () =>
    crear.mutate(cuerpo, {
      onSuccess: (r) => {
        setConfirmando(false);
        setCreado(r.prestamo);
        notificar.exito(r.message);
      },
      onError: (error) => {
        setConfirmando(false);
        notificar.error(
          error instanceof ApiError && error.status === 0
            ? 'Error creando préstamo'
            : mensajeDe(error, 'No se pudo crear el préstamo'),
        );
      },
    });

  const totales = cuotas ? totalesDelCronograma(cuotas) : null;
  return (
    <>
      <EncabezadoDePagina
        titulo="Nuevo préstamo"
        descripcion="Condiciones, simulación del plan y desembolso desde la caja."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder padding="md">
            <Stack>
              <SelectorCliente valor={cliente} alCambiar={setCliente} error={ver('id_cliente')} />
              {bloqueadoPorPolitica && (
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
                    if (v === 'MANUAL' && f.filas.length === 0) setTimeout(sugerirTabla);
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
                <TextInput
                  type="date"
                  label="Fecha de inicio"
                  value={f.fechaInicio}
                  min={rangoDeInicio.minima}
                  max={rangoDeInicio.maxima}
                  onChange={(e) => cambiar({ fechaInicio: e.currentTarget.value })}
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
                  montoCentavos={pesosACentavos(cuerpo.monto)}
                  alCambiar={(filas) => cambiar({ filas })}
                  alSugerir={sugerirTabla}
                  error={ver('plan_manual')}
                />
              )}
              <Text size="sm">
                Neto a desembolsar: <b>{formatearCentavos(neto)}</b>
                {saldoCentavos !== null && ` · saldo de caja ${formatearCentavos(saldoCentavos)}`}
              </Text>
              {sinSaldo && saldoCentavos !== null && (
                <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
                  El neto a desembolsar ({formatearCentavos(neto)}) supera el saldo de caja (
                  {formatearCentavos(saldoCentavos)}).
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navegar('/app/prestamos')}>
                  Cancelar
                </Button>
                <Button onClick={revisar} disabled={sinSaldo || bloqueadoPorPolitica}>
                  Revisar y crear
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Simulación
            </Title>
            {cuotas && totales ? (
              <>
                <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
                  <Cifra etiqueta="Cuota" valor={formatearCentavos(cuotas[0]?.cuota ?? 0)} />
                  <Cifra etiqueta="Cuotas" valor={String(cuotas.length)} />
                  <Cifra etiqueta="Intereses" valor={formatearCentavos(totales.interes)} />
                  <Cifra etiqueta="Total a pagar" valor={formatearCentavos(totales.cuota)} />
                </SimpleGrid>
                <TablaDePlan cuotas={cuotas} />
              </>
            ) : (
              <Text c="dimmed">Completa el monto, la tasa y el plazo para ver el plan de pagos.</Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>

      <Modal opened={confirmando} onClose={() => setConfirmando(false)} title="Confirmar préstamo">
        {cuotas && totales && (
          <Stack>
            <SimpleGrid cols={2} spacing="xs">
              <Cifra
                etiqueta="Cliente"
                valor={cliente ? `${cliente.nombres} ${cliente.apellidos}`.toUpperCase() : ''}
              />
              <Cifra etiqueta="Monto" valor={formatearCentavos(pesosACentavos(cuerpo.monto))} />
              <Cifra etiqueta="Neto a entregar" valor={formatearCentavos(neto)} />
              <Cifra
                etiqueta="Cuotas"
                valor={`${cuotas.length} de ${formatearCentavos(cuotas[0]?.cuota ?? 0)}`}
              />
              <Cifra etiqueta="Primer vencimiento" valor={formatearFecha(cuotas[0]?.fecha)} />
              <Cifra etiqueta="Total a pagar" valor={formatearCentavos(totales.cuota)} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmando(false)}>
                Volver
              </Button>
              <Button onClick={enviar} loading={crear.isPending}>
                Crear préstamo
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal
        opened={creado !== null}
        onClose={() => {}}
        withCloseButton={false}
        title="Préstamo creado"
        closeOnClickOutside={false}
      >
        {creado && (
          <Stack>
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
              El préstamo <b>{creado.codigo_prestamo}</b> quedó registrado y el desembolso salió de la caja.
              Imprime los documentos para el cliente:
            </Alert>
            <BotonesDeDocumentos idPrestamo={creado.id_prestamo} codigo={creado.codigo_prestamo} soloAlta />
            <Group justify="flex-end">
              <Button
                onClick={() =>
                  navegar(
                    `/app/prestamos?created=${encodeURIComponent(creado.codigo_prestamo)}&id=${creado.id_prestamo}`,
                  )
                }
              >
                Ir a la lista
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
