import {
  type Frecuencia,
  fechaDeNegocio,
  planManualSugerido,
  sumarDias,
  sumarMeses,
  type TipoAmortizacion,
} from '@prestamos/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cliente } from '../db/schema/clientes';
import { usuario } from '../db/schema/usuarios';
import { enEmpresa, filasDe } from '../db/transacciones';
import type { Contexto, Dependencias } from '../lib/contexto';
import { registrarMovimiento } from '../modules/caja/repositorio';
import { liquidar } from '../modules/prestamos/liquidacion';
import { reenganchar } from '../modules/prestamos/reenganche';
import { cancelar, insertarPrestamo } from '../modules/prestamos/service';
import { Agenda, DIAS_DE_HISTORIA, enHorario } from './agenda';
import { crearAzar } from './azar';
import { agendarGastosDeDemostracion } from './demo-gastos';
import { agendarCobros, type Conducta, type Excepciones } from './demo-pagos';

const TIPOS: TipoAmortizacion[] = ['FRANCES', 'ABSOLUTO', 'INTERES', 'FRANCES', 'ABSOLUTO', 'MANUAL'];
const FRECUENCIAS: Frecuencia[] = ['MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO'];
/** Plazos y tasas mensuales habituales por frecuencia. */
const CONDICIONES: Record<Frecuencia, { plazos: number[]; tasas: number[] }> = {
  MENSUAL: { plazos: [6, 10, 12, 18, 24], tasas: [3, 4, 5, 6] },
  QUINCENAL: { plazos: [8, 12, 16, 24], tasas: [5, 6, 8, 10] },
  SEMANAL: { plazos: [8, 10, 12, 16], tasas: [8, 10, 12] },
  DIARIO: { plazos: [20, 24, 30, 45], tasas: [10, 15, 20] },
};

/**
 * Cuántos días atrás empezó un préstamo para que hoy esté al día (primer vencimiento aún por llegar, o hoy) o atrasado.
 * Ninguno empieza hoy: la historia termina ayer, y hoy es el día que el usuario va a trabajar.
 */
function inicioSegun(
  hoy: string,
  frecuencia: Frecuencia,
  atrasado: boolean,
  azar: ReturnType<typeof crearAzar>,
): string {
  if (!atrasado) {
    const margen = { MENSUAL: 20, QUINCENAL: 10, SEMANAL: 4, DIARIO: 1 }[frecuencia];
    return sumarDias(hoy, -azar.entero(1, margen));
  }
  if (frecuencia === 'MENSUAL') return sumarMeses(hoy, -azar.entero(2, 4));
  const dias = { QUINCENAL: azar.entero(35, 90), SEMANAL: azar.entero(20, 60), DIARIO: azar.entero(8, 25) }[
    frecuencia
  ];
  return sumarDias(hoy, -dias);
}

const DIAS_POR_CUOTA: Record<Frecuencia, number> = { MENSUAL: 31, QUINCENAL: 16, SEMANAL: 7, DIARIO: 1 };
const laMasTardia = (a: string, b: string) => (a > b ? a : b);
/** Una hora de la tarde (de 13:00 a 16:20): lo que pasa en la oficina después de los desembolsos de la mañana. */
const porLaTarde = (fecha: string, k: number) => enHorario(fecha, 300 + ((k * 17) % 200));

interface Prestamo {
  idCliente: number;
  /** El día en que se dio (y se desembolsó), según su frecuencia. */
  inicio: (frecuencia: Frecuencia) => string;
  /** Cuántos días puede durar su cronograma: el plazo se acorta para caber (como mínimo, dos cuotas). */
  dias?: number;
  /** Minutos después de las 8:00 del desembolso; si no, uno de la mañana. */
  minutos?: number;
  /** Lo que le pasó después: se agenda al darlo, con el préstamo ya creado. */
  despues?: (idPrestamo: number, deps: Dependencias) => Promise<void> | void;
}

/** El administrador (la oficina) y, por cliente, el cobrador de su ruta, como contextos de quien hace cada operación. */
async function quienesOperan(deps: Dependencias, idEmpresa: number) {
  return enEmpresa(deps.db, idEmpresa, async (tx) => {
    const [admin] = await tx
      .select()
      .from(usuario)
      .where(and(eq(usuario.id_empresa, idEmpresa), eq(usuario.rol, 'ADMIN')));
    const clientes = await tx
      .select({ id: cliente.id_cliente })
      .from(cliente)
      .where(and(eq(cliente.id_empresa, idEmpresa), eq(cliente.estado, 'ACTIVO')))
      .orderBy(asc(cliente.numero));
    const cobradores = await filasDe<{
      id_cliente: number;
      id_usuario: number;
      usuario: string;
      nombre: string;
    }>(
      tx,
      sql`select rc.id_cliente, u.id_usuario, u.usuario, concat_ws(' ', u.nombres, u.apellidos) as nombre
          from ruta_cliente rc
          join ruta_usuario ru on ru.id_empresa = rc.id_empresa and ru.id_ruta = rc.id_ruta
          join usuario u on u.id_empresa = ru.id_empresa and u.id_usuario = ru.id_usuario
          where rc.id_empresa = ${idEmpresa} order by rc.id_ruta, rc.orden`,
    );
    return { admin, clientes: clientes.map((c) => c.id), cobradores };
  });
}

/**
 * Cartera de préstamos de DEMO, hecha con las mismas operaciones que la aplicación (alta con desembolso, cobros,
 * liquidación, cancelación, reenganche, gastos de caja), cada una en el día y la hora en que pasó en la historia: la
 * caja abre hace cinco meses (DIAS_DE_HISTORIA) con su capital; unos 60 préstamos de todo tipo, frecuencia y estado,
 * con su historia de cobros (el efectivo lo cobra el cobrador de la ruta; las transferencias y liquidaciones, la
 * oficina). Los que empezaron hace meses y no pagaron al día están en mora hoy. Hoy no ha pasado nada todavía.
 */
export async function sembrarPrestamosDeDemostracion(deps: Dependencias, idEmpresa: number): Promise<number> {
  const azar = crearAzar(27022026);
  const hoy = fechaDeNegocio(deps.ahora());
  const { admin, clientes: ids, cobradores } = await quienesOperan(deps, idEmpresa);
  if (!admin) return 0;
  const oficina: Contexto = {
    idSesion: 0,
    idUsuario: admin.id_usuario,
    usuario: admin.usuario,
    nombre: `${admin.nombres} ${admin.apellidos}`,
    rol: 'ADMIN',
    roles: ['ADMIN'],
    permisos: [],
    idEmpresaSesion: idEmpresa,
    idEmpresa,
    esSuperadmin: false,
    cobrador: null,
  };
  // El cobrador figura como quien cobró (en el recibo, la caja y su cuadre); la siembra no pasa por los permisos de la
  // web, así que su contexto es el de la oficina con su usuario.
  const cobradorDe = new Map<number, Contexto>();
  for (const c of cobradores) {
    if (cobradorDe.has(c.id_cliente)) continue;
    cobradorDe.set(c.id_cliente, {
      ...oficina,
      idUsuario: c.id_usuario,
      usuario: c.usuario,
      nombre: c.nombre,
    });
  }
  const cobradorDelCliente = (idCliente: number) => cobradorDe.get(idCliente) ?? oficina;

  const agenda = new Agenda(deps);
  const apertura = sumarDias(hoy, -DIAS_DE_HISTORIA);
  agenda.en(enHorario(apertura, 0), (d) =>
    enEmpresa(d.db, idEmpresa, async (tx) => {
      await registrarMovimiento(tx, {
        idEmpresa,
        tipo: 'INGRESO',
        montoCentavos: 300_000_000,
        descripcion: 'Capital inicial de la caja',
        origen: 'APERTURA',
        fecha: d.ahora(),
        idUsuario: admin.id_usuario,
      });
    }),
  );
  agendarGastosDeDemostracion(agenda, {
    desde: apertura,
    hoy,
    oficina,
    cobradores: [...new Map([...cobradorDe.values()].map((c) => [c.idUsuario, c])).values()],
  });

  let n = 0;
  /** Agenda un préstamo nuevo (sus condiciones salen del azar, en el orden en que se piden) y devuelve su tipo. */
  const prestar = (p: Prestamo): TipoAmortizacion => {
    const tipo = TIPOS[n % TIPOS.length] as TipoAmortizacion;
    const frecuencia = FRECUENCIAS[Math.floor(n / 2) % FRECUENCIAS.length] as Frecuencia;
    const condiciones = CONDICIONES[frecuencia];
    const elegido = azar.elegir(condiciones.plazos);
    const plazo = p.dias
      ? Math.max(2, Math.min(elegido, Math.floor(p.dias / DIAS_POR_CUOTA[frecuencia])))
      : elegido;
    const tasa = azar.elegir(condiciones.tasas);
    const montoCentavos = azar.entero(10, 300) * 50_000;
    const fechaInicio = p.inicio(frecuencia);
    n++;
    const gastosCentavos = n % 3 === 0 ? Math.round(montoCentavos * 0.02) : 0;
    const plan = { montoCentavos, plazo, tasa, frecuencia, fechaInicio };
    agenda.en(enHorario(fechaInicio, p.minutos ?? 15 + ((n * 37) % 225)), async (d) => {
      const { idPrestamo } = await enEmpresa(d.db, idEmpresa, (tx) =>
        insertarPrestamo(tx, d, oficina, {
          idCliente: p.idCliente,
          ...plan,
          tasa: tipo === 'MANUAL' ? null : tasa,
          tipo,
          gastosCentavos,
          nota: null,
          ...(tipo === 'MANUAL' ? { planManual: planManualSugerido(plan) } : {}),
        }),
      );
      await p.despues?.(idPrestamo, d);
    });
    return tipo;
  };
  const cobros = (
    idPrestamo: number,
    lugar: number,
    conducta: Conducta,
    hasta: string,
    excepciones: Excepciones,
  ) =>
    agendarCobros(
      agenda,
      deps,
      hoy,
      {
        idPrestamo,
        conducta,
        lugar,
        hasta,
        cobrador: cobradorDelCliente(ids[lugar] ?? 0),
        oficina,
      },
      excepciones,
    );

  let total = 0;
  // Historia: préstamos cortos de los primeros clientes, dados hace cuatro o cinco meses y pagados al día hasta
  // saldarse (terminan antes de los últimos 30 días, así su cuenta de cobros no mezcla dos préstamos).
  const sinExcepciones: Excepciones = { perdonada: true, cancelada: true };
  const saldadoEl: string[] = [];
  for (const [k, idCliente] of ids.slice(0, 12).entries()) {
    const inicio = sumarDias(hoy, -(105 + k * 4));
    saldadoEl.push(sumarDias(inicio, 45));
    prestar({
      idCliente,
      inicio: () => inicio,
      dias: 45,
      despues: (idPrestamo) => cobros(idPrestamo, k, 'AL_DIA', hoy, sinExcepciones),
    });
    total++;
  }
  // Cartera viva: unos recién dados (al día) y otros de meses atrás (después de saldar el anterior), que pagaron al día,
  // en parte, tarde o nada.
  // La mayoría paga al día; los demás dan la mora de la cartera.
  const conductas: Conducta[] = ['AL_DIA', 'PARCIAL', 'AL_DIA', 'TARDE', 'AL_DIA', 'NADA'];
  const excepciones: Excepciones = { perdonada: false, cancelada: false };
  let enCartera = 0;
  for (const [k, idCliente] of ids.slice(0, 26).entries()) {
    const antiguo = k % 3 !== 0;
    const conducta = antiguo ? (conductas[enCartera % conductas.length] as Conducta) : 'AL_DIA';
    if (antiguo) enCartera++;
    const anterior = saldadoEl[k];
    prestar({
      idCliente,
      inicio: (f) => {
        const segun = inicioSegun(hoy, f, antiguo, azar);
        return anterior ? laMasTardia(segun, sumarDias(anterior, 5)) : segun;
      },
      despues: (idPrestamo) => cobros(idPrestamo, k, conducta, hoy, excepciones),
    });
    total++;
  }
  // Hace tres meses, en la oficina: un préstamo dado por error y cancelado enseguida, el correcto dado después, y ese
  // mismo liquidado con descuento por pronto pago unos días más tarde (su cronograma terminaba antes del último mes).
  for (const [j, idCliente] of ids.slice(26, 30).entries()) {
    const dia = sumarDias(hoy, -(95 + j * 6));
    const minutos = 30 + j * 40;
    prestar({
      idCliente,
      inicio: () => dia,
      minutos,
      despues: (idPrestamo) =>
        agenda.en(enHorario(dia, minutos + 50), async (d) => {
          await cancelar(d, oficina, idPrestamo);
        }),
    });
    prestar({
      idCliente,
      inicio: () => dia,
      dias: 60,
      minutos: minutos + 90,
      despues: (idPrestamo) =>
        agenda.en(porLaTarde(sumarDias(dia, 12 + j * 3), j), async (d) => {
          await liquidar(d, oficina, idPrestamo, { descuento: 500 });
        }),
    });
    total += 2;
  }
  // Reenganches de hace uno o dos meses (la ruta de Jarabacoa): el anterior, pagado al día hasta entonces, queda
  // saldado y nace uno nuevo por el saldo más un extra, que también se paga al día.
  for (const [i, idCliente] of ids.slice(30, 37).entries()) {
    const inicio = sumarDias(hoy, -(55 + i * 4));
    const reenganche = sumarDias(inicio, 25 + i * 2);
    const tipo = prestar({
      idCliente,
      inicio: () => inicio,
      dias: 60,
      despues: async (idPrestamo) => {
        if (tipo === 'MANUAL') return cobros(idPrestamo, 30 + i, 'AL_DIA', hoy, sinExcepciones);
        await cobros(idPrestamo, 30 + i, 'AL_DIA', reenganche, sinExcepciones);
        agenda.en(porLaTarde(reenganche, i), async (d) => {
          const { prestamo } = await reenganchar(
            d,
            oficina,
            idPrestamo,
            5_000 * (i + 1),
            i % 2 === 0 ? 'keep_term' : 'keep_installment',
          );
          await cobros(prestamo.id_prestamo, 30 + i, 'AL_DIA', hoy, sinExcepciones);
        });
      },
    });
    total += tipo === 'MANUAL' ? 1 : 2;
  }
  // Dos préstamos semanales dados hace una semana: su primera cuota vence hoy (la ruta de Jarabacoa la cobra).
  for (const [k, idCliente] of ids.slice(26, 28).entries()) {
    const dia = sumarDias(hoy, -7);
    agenda.en(enHorario(dia, 120 + k * 25), (d) =>
      enEmpresa(d.db, idEmpresa, async (tx) => {
        await insertarPrestamo(tx, d, oficina, {
          idCliente,
          montoCentavos: 1_500_000,
          plazo: 10,
          tasa: 10,
          tipo: 'ABSOLUTO',
          frecuencia: 'SEMANAL',
          fechaInicio: dia,
          gastosCentavos: 0,
          nota: 'Vence hoy',
        });
      }),
    );
    total++;
  }
  await agenda.cumplir();
  return total;
}
