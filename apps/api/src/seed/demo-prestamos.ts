import {
  type Frecuencia,
  fechaDeNegocio,
  planManualSugerido,
  sumarDias,
  sumarMeses,
  type TipoAmortizacion,
} from '@prestamos/domain';
import { and, asc, eq } from 'drizzle-orm';
import { cliente } from '../db/schema/clientes';
import { usuario } from '../db/schema/usuarios';
import { enEmpresa } from '../db/transacciones';
import type { Contexto, Dependencias } from '../lib/contexto';
import { registrarMovimiento } from '../modules/caja/repositorio';
import { liquidar } from '../modules/prestamos/liquidacion';
import { reenganchar } from '../modules/prestamos/reenganche';
import { cancelar, insertarPrestamo } from '../modules/prestamos/service';
import { crearAzar } from './azar';
import { type Conducta, sembrarPagosDeDemostracion } from './demo-pagos';

const TIPOS: TipoAmortizacion[] = ['FRANCES', 'ABSOLUTO', 'INTERES', 'FRANCES', 'ABSOLUTO', 'MANUAL'];
const FRECUENCIAS: Frecuencia[] = ['MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO'];
/** Plazos y tasas mensuales habituales por frecuencia. */
const CONDICIONES: Record<Frecuencia, { plazos: number[]; tasas: number[] }> = {
  MENSUAL: { plazos: [6, 10, 12, 18, 24], tasas: [3, 4, 5, 6] },
  QUINCENAL: { plazos: [8, 12, 16, 24], tasas: [5, 6, 8, 10] },
  SEMANAL: { plazos: [8, 10, 12, 16], tasas: [8, 10, 12] },
  DIARIO: { plazos: [20, 24, 30, 45], tasas: [10, 15, 20] },
};

/** Cuántos días atrás empezó un préstamo para que hoy esté al día (primer vencimiento aún por llegar) o atrasado. */
function inicioSegun(
  hoy: string,
  frecuencia: Frecuencia,
  atrasado: boolean,
  azar: ReturnType<typeof crearAzar>,
): string {
  if (!atrasado) {
    const margen = { MENSUAL: 20, QUINCENAL: 10, SEMANAL: 4, DIARIO: 0 }[frecuencia];
    return sumarDias(hoy, -azar.entero(0, margen));
  }
  if (frecuencia === 'MENSUAL') return sumarMeses(hoy, -azar.entero(2, 5));
  const dias = { QUINCENAL: azar.entero(35, 90), SEMANAL: azar.entero(20, 60), DIARIO: azar.entero(8, 25) }[
    frecuencia
  ];
  return sumarDias(hoy, -dias);
}

/**
 * Cartera de préstamos de DEMO, hecha con las mismas operaciones que la aplicación (alta con desembolso, cobros,
 * liquidación, cancelación, reenganche): caja inicial y unos 60 préstamos de todo tipo, frecuencia y estado, con su
 * historia de pagos. Los que empezaron hace meses y no pagaron al día están en mora hoy.
 */
export async function sembrarPrestamosDeDemostracion(deps: Dependencias, idEmpresa: number): Promise<number> {
  const azar = crearAzar(27022026);
  const hoy = fechaDeNegocio(deps.ahora());
  const { admin, clientes } = await enEmpresa(deps.db, idEmpresa, async (tx) => ({
    admin: (
      await tx
        .select()
        .from(usuario)
        .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.rol, 'ADMIN')))
    )[0],
    clientes: await tx
      .select({ id: cliente.id_cliente })
      .from(cliente)
      .where(and(eq(cliente.id_empresa, idEmpresa), eq(cliente.estado, 'ACTIVO')))
      .orderBy(asc(cliente.numero)),
  }));
  if (!admin) return 0;
  const ctx: Contexto = {
    idSesion: 0,
    idUsuario: admin.id_usuario,
    usuario: admin.usuario,
    nombre: admin.usuario,
    rol: 'ADMIN',
    roles: ['ADMIN'],
    permisos: [],
    idEmpresaSesion: idEmpresa,
    idEmpresa,
    esSuperadmin: false,
    cobrador: null,
  };
  await enEmpresa(deps.db, idEmpresa, (tx) =>
    registrarMovimiento(tx, {
      idEmpresa,
      tipo: 'INGRESO',
      montoCentavos: 300_000_000,
      descripcion: 'Capital inicial de la caja',
      origen: 'APERTURA',
      fecha: deps.ahora(),
      idUsuario: admin.id_usuario,
    }),
  );

  let n = 0;
  const inicios: string[] = [];
  const prestar = async (idCliente: number, atrasado: boolean) => {
    const tipo = TIPOS[n % TIPOS.length] as TipoAmortizacion;
    const frecuencia = FRECUENCIAS[Math.floor(n / 2) % FRECUENCIAS.length] as Frecuencia;
    const condiciones = CONDICIONES[frecuencia];
    const plazo = azar.elegir(condiciones.plazos);
    const tasa = azar.elegir(condiciones.tasas);
    const montoCentavos = azar.entero(10, 300) * 50_000;
    const fechaInicio = inicioSegun(hoy, frecuencia, atrasado, azar);
    inicios.push(fechaInicio);
    n++;
    const plan = { montoCentavos, plazo, tasa, frecuencia, fechaInicio };
    const { idPrestamo } = await enEmpresa(deps.db, idEmpresa, (tx) =>
      insertarPrestamo(tx, deps, ctx, {
        idCliente,
        ...plan,
        tasa: tipo === 'MANUAL' ? null : tasa,
        tipo,
        gastosCentavos: n % 3 === 0 ? Math.round(montoCentavos * 0.02) : 0,
        nota: null,
        ...(tipo === 'MANUAL' ? { planManual: planManualSugerido(plan) } : {}),
      }),
    );
    return idPrestamo;
  };

  const ids = clientes.map((c) => c.id);
  let total = 0;
  // Historia: préstamos ya saldados de los primeros clientes, liquidados en días del último mes (después de darlos):
  // así los cobros de 30 días del tablero muestran días de liquidación y no un solo día con todo.
  for (const [k, id] of ids.slice(0, 12).entries()) {
    const idPrestamo = await prestar(id, true);
    const [propuesto, primerPosible] = [
      sumarDias(hoy, -(1 + ((k * 7) % 27))),
      sumarDias(inicios.at(-1) ?? hoy, 1),
    ];
    const dia = propuesto > primerPosible ? propuesto : primerPosible;
    const enSuDia = { ...deps, ahora: () => new Date(Date.parse(`${dia}T15:00:00Z`)) };
    await liquidar(enSuDia, ctx, idPrestamo, { descuento: 0 });
    total++;
  }
  // Cartera viva: unos recién dados y otros de meses atrás, que pagaron al día, en parte, tarde o nada.
  const conductas: Conducta[] = ['AL_DIA', 'PARCIAL', 'TARDE', 'NADA'];
  const cartera: { idPrestamo: number; conducta: Conducta }[] = [];
  for (const [i, id] of ids.slice(0, 26).entries()) {
    const antiguo = i % 3 !== 0;
    const idPrestamo = await prestar(id, antiguo);
    if (antiguo) cartera.push({ idPrestamo, conducta: conductas[cartera.length % 4] as Conducta });
    total++;
  }
  // Cancelados por error al darlos.
  for (const id of ids.slice(26, 30)) {
    await cancelar(deps, ctx, await prestar(id, false));
    total++;
  }
  // Liquidados con descuento por pronto pago.
  for (const id of ids.slice(26, 30)) {
    await liquidar(deps, ctx, await prestar(id, false), { descuento: 500 });
    total++;
  }
  // Reenganches: el anterior queda saldado y nace uno nuevo por el saldo más un extra.
  for (const [i, id] of ids.slice(30, 37).entries()) {
    const anterior = await prestar(id, i % 2 === 0);
    if (TIPOS[(n - 1) % TIPOS.length] === 'MANUAL') {
      total++;
      continue;
    }
    await reenganchar(deps, ctx, anterior, 5_000 * (i + 1), i % 2 === 0 ? 'keep_term' : 'keep_installment');
    total += 2;
  }
  await sembrarPagosDeDemostracion(deps, ctx, cartera);
  // Dos préstamos semanales dados hace una semana: su primera cuota vence hoy (la ruta de Jarabacoa la cobra).
  for (const id of ids.slice(26, 28)) {
    await enEmpresa(deps.db, idEmpresa, (tx) =>
      insertarPrestamo(tx, deps, ctx, {
        idCliente: id,
        montoCentavos: 1_500_000,
        plazo: 10,
        tasa: 10,
        tipo: 'ABSOLUTO',
        frecuencia: 'SEMANAL',
        fechaInicio: sumarDias(hoy, -7),
        gastosCentavos: 0,
        nota: 'Vence hoy',
      }),
    );
    total++;
  }
  return total;
}
