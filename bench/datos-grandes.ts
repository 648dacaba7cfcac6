/**
 * Una plataforma grande hecha con SQL en menos de un minuto (issue 12): DEMO con 50 000 clientes, 100 000 préstamos y
 * 1 500 000 cuotas en estados reales (al día, atrasados unos días o muchos, abonos parciales, saldados) con sus
 * recibos, detalles y caja; un cobrador con 300 clientes en dos rutas; y 1 000 empresas chicas de 50 clientes con un
 * préstamo cada uno. Todo cumple las invariantes del dinero (el banco las verifica al final).
 */
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { BaseDeDatos } from '../apps/api/src/db/conexion';
import { enPlataforma, filasDe } from '../apps/api/src/db/transacciones';
import { hashearPassword } from '../apps/api/src/lib/passwords';
import { ordenesNuevos } from './comun';

export const DEMO = 2;
export const CLIENTES = 50_000;
export const PRESTAMOS_POR_CLIENTE = 2;
export const CUOTAS = 15;
export const EMPRESAS_CHICAS = 1_000;
export const CLIENTES_POR_EMPRESA_CHICA = 50;
/** Clientes del cobrador de la pantalla de ruta (issue 11). */
export const CLIENTES_DEL_COBRADOR = 300;

const NOMBRES = `array['José','María','Ana','Luis','Rosa','Pedro','Carmen','Rafael','Juana','Ramón','Yokasta','Francisco',
  'Altagracia','Manuel','Mercedes','Carlos','Wendy','Félix','Ramona','Héctor']`;
const APELLIDOS = `array['Rodríguez','Pérez','Núñez','Almonte','Peña','Rosario','Batista','Tavárez','Gómez','Santos',
  'Martínez','Jiménez','Reyes','Mejía','Castillo','Brito','Polanco','Abreu','Vargas','Féliz']`;

/** Un entero "al azar" pero repetible de 0 a n−1 a partir de un número y una sal. */
const azar = (expr: string, sal: number, n: number) => `(abs(hashint4((${expr}) * 31 + ${sal})) % ${n})`;

/** La gran empresa: clientes, préstamos, cuotas en sus estados, recibos, detalles y caja, en sentencias de conjunto. */
function empresaGrande(idAdmin: number): SQL[] {
  const n = CLIENTES;
  return [
    sql.raw(`update empresa set allow_multiple_loans = true, mora_porcentaje = 5, dias_gracia = 5,
      limite_clientes = null, limite_usuarios = null, licencia_perm = true where id_empresa = ${DEMO}`),
    sql.raw(`insert into cliente (id_empresa, numero, codigo, nombres, apellidos, cedula, telefono, direccion, estado)
      select ${DEMO}, g, 'CL-' || lpad(g::text, 6, '0'),
        (${NOMBRES})[1 + ${azar('g', 1, 20)}],
        (${APELLIDOS})[1 + ${azar('g', 2, 20)}] || ' ' || (${APELLIDOS})[1 + ${azar('g', 3, 20)}],
        lpad((40200000000 + g)::text, 11, '0'), '809' || lpad((5000000 + g)::text, 7, '0'),
        'Calle ' || (1 + ${azar('g', 4, 90)}) || ' #' || (1 + ${azar('g', 5, 200)}) || ', Santiago',
        case when g % 25 = 0 then 'INACTIVO' else 'ACTIVO' end
      from generate_series(1, ${n}) g`),
    // Cada préstamo: frecuencia, monto, inicio en los últimos 700 días y cuántas cuotas pagó (su conducta).
    sql.raw(`create temporary table plan_banco on commit drop as
      select k as numero, c.id_cliente,
        (array['MENSUAL','QUINCENAL','SEMANAL'])[1 + ${azar('k', 6, 3)}] as frecuencia,
        (20 + ${azar('k', 7, 280)}) * 100000::bigint as monto,
        current_date - (${azar('k', 8, 700)}) as inicio,
        ${azar('k', 9, 100)} as conducta
      from generate_series(1, ${n * PRESTAMOS_POR_CLIENTE}) k
      join cliente c on c.id_empresa = ${DEMO} and c.numero = 1 + (k - 1) % ${n}`),
    // El orden de alta sigue al de los ids: las filas se insertan en el orden de `numero`.
    sql.raw(`insert into prestamo (id_empresa, orden, id_cliente, codigo_prestamo, estado, creado_en, monto_centavos, plazo,
        tasa, tipo_amortizacion, frecuencia, fecha_inicio, mora_porcentaje, dias_gracia, creado_por)
      select ${DEMO}, ${ordenesNuevos(String(DEMO), 'numero')}, id_cliente, 'PR-B-' || lpad(numero::text, 7, '0'),
        'ACTIVO', inicio::timestamp, monto, ${CUOTAS}, 5, 'ABSOLUTO', frecuencia, inicio, 5, 5, ${idAdmin}
      from plan_banco order by numero`),
    // Cuotas ABSOLUTO: capital parejo (la última con el resto) e interés del 5 % mensual según la frecuencia.
    sql.raw(`create temporary table cuota_banco on commit drop as
      select p.id_prestamo, k as no_cuota,
        (case pb.frecuencia when 'MENSUAL' then p.fecha_inicio + make_interval(months => k)
          when 'QUINCENAL' then p.fecha_inicio + 15 * k else p.fecha_inicio + 7 * k end)::date as vence,
        case when k = ${CUOTAS} then p.monto_centavos - (p.monto_centavos / ${CUOTAS}) * (${CUOTAS} - 1)
          else p.monto_centavos / ${CUOTAS} end as capital,
        round(p.monto_centavos * 0.05 * case pb.frecuencia when 'MENSUAL' then 1 when 'QUINCENAL' then 0.5
          else 0.25 end)::bigint as interes,
        pb.conducta
      from prestamo p join plan_banco pb on 'PR-B-' || lpad(pb.numero::text, 7, '0') = p.codigo_prestamo
      cross join generate_series(1, ${CUOTAS}) k
      where p.id_empresa = ${DEMO}`),
    // Cuántas cuotas pagó cada préstamo: 55 % al día, 25 % debe de 1 a 3, 12 % debe muchas, 8 % saldó todo; uno de
    // cada cinco abonó parte de la primera que debe.
    sql.raw(`create temporary table conducta_banco on commit drop as
      select id_prestamo, conducta, count(*) filter (where vence <= current_date) as vencidas_o_de_hoy
      from cuota_banco group by id_prestamo, conducta`),
    sql.raw(`create temporary table pagadas_banco on commit drop as
      select id_prestamo,
        case when conducta >= 92 then ${CUOTAS}
          when conducta < 55 then vencidas_o_de_hoy
          when conducta < 80 then greatest(vencidas_o_de_hoy - 1 - conducta % 3, 0)
          else greatest(vencidas_o_de_hoy - 4 - conducta % 6, 0) end as pagadas,
        conducta % 5 = 0 as parcial
      from conducta_banco`),
    sql.raw(`insert into cuota (id_empresa, id_prestamo, no_cuota, fecha_debe_pagar, fecha_original, monto_cuota_centavos,
        capital_cuota_centavos, interes_cuota_centavos, balance_prestamo_centavos, abonado_capital_centavos,
        abonado_interes_centavos, estado_cuota)
      select ${DEMO}, cb.id_prestamo, cb.no_cuota, cb.vence, cb.vence, cb.capital + cb.interes, cb.capital, cb.interes,
        sum(cb.capital) over (partition by cb.id_prestamo order by cb.no_cuota desc) - cb.capital,
        case when cb.no_cuota <= pg.pagadas then cb.capital
          when cb.no_cuota = pg.pagadas + 1 and pg.parcial then cb.capital / 2 else 0 end,
        case when cb.no_cuota <= pg.pagadas or (cb.no_cuota = pg.pagadas + 1 and pg.parcial) then cb.interes else 0 end,
        case when cb.no_cuota <= pg.pagadas then 'PAGADA'
          when cb.no_cuota = pg.pagadas + 1 and pg.parcial then 'PARCIAL' else 'PENDIENTE' end
      from cuota_banco cb join pagadas_banco pg using (id_prestamo)`),
    sql.raw(`update prestamo p set estado = 'SALDADO', saldado_en = now()
      from pagadas_banco pg where p.id_prestamo = pg.id_prestamo and pg.pagadas = ${CUOTAS}`),
    // Un cliente con un préstamo activo no está inactivo (invariantes.ts): solo lo están los que ya saldaron todo.
    sql.raw(`update cliente c set estado = 'ACTIVO' where c.id_empresa = ${DEMO} and c.estado = 'INACTIVO'
      and exists (select 1 from prestamo p where p.id_empresa = c.id_empresa and p.id_cliente = c.id_cliente
        and p.estado = 'ACTIVO')`),
    // Un recibo por préstamo con pagos (lo cobrado de todas sus cuotas) y un detalle por cuota abonada.
    sql.raw(`insert into recibo (id_empresa, no_recibo, id_prestamo, id_cliente, fecha, cobrado_en, concepto, metodo,
        total_centavos, id_usuario)
      select ${DEMO}, 'RE-B-' || lpad(row_number() over (order by p.id_prestamo)::text, 7, '0'), p.id_prestamo,
        p.id_cliente, p.fecha_inicio::timestamp + interval '1 day', p.fecha_inicio::timestamp + interval '1 day',
        'PAGO', 'EFECTIVO',
        sum(c.abonado_capital_centavos + c.abonado_interes_centavos), ${idAdmin}
      from prestamo p join cuota c on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
      where p.id_empresa = ${DEMO} and c.abonado_capital_centavos + c.abonado_interes_centavos > 0
      group by p.id_prestamo`),
    sql.raw(`insert into detalle_pago (id_empresa, id_recibo, id_prestamo, id_pago, interes_pagado_centavos,
        capital_pagado_centavos, monto_pagado_centavos)
      select ${DEMO}, r.id_recibo, c.id_prestamo, c.id_pago, c.abonado_interes_centavos, c.abonado_capital_centavos,
        c.abonado_capital_centavos + c.abonado_interes_centavos
      from cuota c join recibo r on r.id_empresa = c.id_empresa and r.id_prestamo = c.id_prestamo
      where c.id_empresa = ${DEMO} and c.abonado_capital_centavos + c.abonado_interes_centavos > 0`),
    // La caja: capital inicial, el desembolso de cada préstamo y el ingreso de cada recibo.
    sql.raw(`insert into movimiento_caja (id_empresa, tipo, monto_centavos, descripcion, fecha, origen, id_usuario)
      values (${DEMO}, 'INGRESO', 100000000000, 'Capital inicial', now() - interval '800 days', 'APERTURA', ${idAdmin})`),
    sql.raw(`insert into movimiento_caja (id_empresa, tipo, monto_centavos, descripcion, fecha, origen, id_prestamo,
        id_usuario)
      select ${DEMO}, 'EGRESO', monto_centavos, 'Desembolso del préstamo ' || codigo_prestamo, fecha_inicio::timestamp,
        'DESEMBOLSO', id_prestamo, ${idAdmin}
      from prestamo where id_empresa = ${DEMO}`),
    sql.raw(`insert into movimiento_caja (id_empresa, tipo, monto_centavos, descripcion, fecha, origen, id_prestamo,
        id_recibo, id_usuario)
      select ${DEMO}, 'INGRESO', total_centavos, 'Cobro (recibo ' || no_recibo || ')', fecha, 'PAGO', id_prestamo,
        id_recibo, ${idAdmin}
      from recibo where id_empresa = ${DEMO}`),
  ];
}

/** Mil empresas chicas: su administrador, 50 clientes con un préstamo cada uno de 6 cuotas por cobrar. */
function empresasChicas(hash: string): SQL[] {
  const m = EMPRESAS_CHICAS;
  const c = CLIENTES_POR_EMPRESA_CHICA;
  return [
    sql.raw(`insert into empresa (nombre_empresa, rnc, estado, limite_usuarios, limite_clientes, plan_nombre,
        plan_frecuencia, plan_cuotas, plan_monto_cuota_centavos, plan_fecha_inicio, plan_fecha_fin)
      select 'Financiera ' || g, 'CHICA' || g, 'ACTIVO', 3, 100, 'Básico', 'MENSUAL', 12, 80000, current_date,
        current_date + 365
      from generate_series(1, ${m}) g`),
    sql.raw(`insert into usuario (id_empresa, usuario, password_hash, nombres, rol)
      select id_empresa, 'admin', '${hash}', 'Administrador', 'ADMIN' from empresa where rnc like 'CHICA%'`),
    sql.raw(`insert into cliente (id_empresa, numero, codigo, nombres, apellidos, cedula, estado)
      select e.id_empresa, g, 'CL-' || lpad(g::text, 6, '0'), (${NOMBRES})[1 + ${azar('e.id_empresa * 100 + g', 11, 20)}],
        (${APELLIDOS})[1 + ${azar('e.id_empresa * 100 + g', 12, 20)}], lpad((10000000000 + e.id_empresa * 100 + g)::text, 11, '0'),
        'ACTIVO'
      from empresa e cross join generate_series(1, ${c}) g where e.rnc like 'CHICA%'`),
    sql.raw(`insert into prestamo (id_empresa, orden, id_cliente, codigo_prestamo, estado, monto_centavos, plazo, tasa,
        tipo_amortizacion, frecuencia, fecha_inicio)
      select cl.id_empresa, ${ordenesNuevos('cl.id_empresa', 'cl.numero')}, cl.id_cliente,
        'PR-' || lpad(cl.numero::text, 6, '0'), 'ACTIVO', 1200000, 6, 5, 'ABSOLUTO', 'MENSUAL', current_date - 10
      from cliente cl join empresa e on e.id_empresa = cl.id_empresa where e.rnc like 'CHICA%'
      order by cl.id_empresa, cl.numero`),
    sql.raw(`insert into cuota (id_empresa, id_prestamo, no_cuota, fecha_debe_pagar, fecha_original, monto_cuota_centavos,
        capital_cuota_centavos, interes_cuota_centavos, balance_prestamo_centavos)
      select p.id_empresa, p.id_prestamo, k, (p.fecha_inicio + make_interval(months => k))::date,
        (p.fecha_inicio + make_interval(months => k))::date, 260000, 200000, 60000, 1200000 - 200000 * k
      from prestamo p join empresa e on e.id_empresa = p.id_empresa cross join generate_series(1, 6) k
      where e.rnc like 'CHICA%'`),
    sql.raw(`insert into movimiento_caja (id_empresa, tipo, monto_centavos, descripcion, origen)
      select id_empresa, 'INGRESO', 100000000, 'Capital inicial', 'APERTURA' from empresa where rnc like 'CHICA%'`),
    sql.raw(`insert into movimiento_caja (id_empresa, tipo, monto_centavos, descripcion, fecha, origen, id_prestamo)
      select id_empresa, 'EGRESO', monto_centavos, 'Desembolso', fecha_inicio::timestamp, 'DESEMBOLSO', id_prestamo
      from prestamo where codigo_prestamo like 'PR-0%' and id_empresa <> ${DEMO}`),
  ];
}

/** Rutas de DEMO: el cobrador de la prueba con 300 clientes en dos rutas; el resto repartido en 20 rutas. */
function rutas(idCobrador: number): SQL[] {
  return [
    sql.raw(`insert into ruta (id_empresa, nombre)
      select ${DEMO}, 'Ruta ' || lpad(g::text, 2, '0') from generate_series(1, 22) g`),
    sql.raw(`insert into ruta_cliente (id_empresa, id_ruta, id_cliente, orden)
      select ${DEMO}, r.id_ruta, c.id_cliente, row_number() over (partition by r.id_ruta order by c.numero)
      from cliente c join ruta r on r.id_empresa = c.id_empresa
        and r.nombre = 'Ruta ' || lpad((case when c.numero <= ${CLIENTES_DEL_COBRADOR}
          then 1 + (c.numero - 1) * 2 / ${CLIENTES_DEL_COBRADOR} else 3 + c.numero % 20 end)::text, 2, '0')
      where c.id_empresa = ${DEMO} and c.estado = 'ACTIVO'`),
    sql.raw(`insert into ruta_usuario (id_empresa, id_ruta, id_usuario)
      select ${DEMO}, id_ruta, ${idCobrador} from ruta where id_empresa = ${DEMO} and nombre in ('Ruta 01', 'Ruta 02')`),
  ];
}

/**
 * Lo que los disparadores y las operaciones mantienen de los préstamos y clientes de unas empresas (`donde`, una
 * condición sobre `e`), calculado de una vez para todo lo generado.
 */
const derivadosDe = (donde: string): SQL[] => [
  sql.raw(`select refrescar_prestamos(e.id_empresa, array(select id_prestamo from prestamo where id_empresa = e.id_empresa))
    from empresa e where ${donde}`),
  // Los resúmenes de cartera, diario y rutas (apps/api/sql/resumenes.sql), de los préstamos ya refrescados.
  sql.raw(`select reconstruir_resumenes(e.id_empresa) from empresa e where ${donde}`),
  // Lo que buscan las listas (apps/api/sql/busqueda.sql).
  sql.raw(`insert into cliente_sufijo (id_empresa, sufijo, id_cliente)
    select c.id_empresa, s, c.id_cliente from empresa e join cliente c on c.id_empresa = e.id_empresa,
      sufijos_de_busqueda(c.busqueda) s where ${donde}`),
  sql.raw(`insert into prestamo_sufijo (id_empresa, sufijo, id_prestamo)
    select p.id_empresa, s, p.id_prestamo from empresa e join prestamo p on p.id_empresa = e.id_empresa,
      sufijos_de_busqueda(p.codigo_prestamo) s where ${donde}`),
];

/** Lo que se cuenta por empresa, de una pasada para todas. */
const contadores: SQL[] = [
  // Las sumas de toda empresa, en su franja 0 (schema/franjas.ts): las de las altas hechas por la API antes se rehacen.
  sql.raw('delete from caja'),
  sql.raw(`insert into caja (id_empresa, saldo_centavos, movimientos)
    select e.id_empresa,
      coalesce(sum(case when m.tipo = 'INGRESO' then m.monto_centavos else -m.monto_centavos end)
        filter (where m.estado = 'VIGENTE'), 0),
      count(m.id_movimiento)
    from empresa e left join movimiento_caja m on m.id_empresa = e.id_empresa
    group by e.id_empresa`),
  // Contados de una pasada por tabla: una subconsulta por empresa eran 2 000 recorridos (6 s).
  sql.raw(`create temporary table conteo_banco on commit drop as
    select e.id_empresa,
      coalesce(pr.activos, 0) as pa, coalesce(pr.saldados, 0) as ps, coalesce(pr.cancelados, 0) as pc,
      coalesce(pr.todos, 0) as prestamos, coalesce(re.todos, 0) as recibos,
      coalesce(cl.activos, 0) as ca, coalesce(cl.inactivos, 0) as ci
    from empresa e
    left join (select id_empresa, count(*) as todos, count(*) filter (where estado = 'ACTIVO') as activos,
        count(*) filter (where estado = 'SALDADO') as saldados, count(*) filter (where estado = 'CANCELADO') as cancelados
      from prestamo group by id_empresa) pr on pr.id_empresa = e.id_empresa
    left join (select id_empresa, count(*) as todos from recibo group by id_empresa) re on re.id_empresa = e.id_empresa
    left join (select id_empresa, count(*) filter (where estado = 'ACTIVO') as activos,
        count(*) filter (where estado = 'INACTIVO') as inactivos
      from cliente group by id_empresa) cl on cl.id_empresa = e.id_empresa`),
  sql.raw(`insert into secuencia (id_empresa, tipo, prefijo, formato, ultimo)
    select c.id_empresa, s.tipo, s.prefijo, '{PREFIJO}{AAAA}{MM}-{N:6}',
      case s.tipo when 'PRESTAMOS' then c.prestamos else c.recibos end
    from conteo_banco c cross join (values ('PRESTAMOS', 'PR-'), ('RECIBO', 'RE-')) s(tipo, prefijo)
    on conflict (id_empresa, tipo) do update set ultimo = excluded.ultimo`),
  sql.raw('delete from contador_empresa'),
  sql.raw(`insert into contador_empresa (id_empresa, clientes_activos, clientes_inactivos, prestamos_activos,
      prestamos_saldados, prestamos_cancelados)
    select id_empresa, ca, ci, pa, ps, pc from conteo_banco`),
  sql.raw(`insert into cupo (id_empresa, recurso, ultimo)
    select id_empresa, 'clientes', max(numero) from cliente group by id_empresa
    on conflict (id_empresa, recurso) do update set ultimo = excluded.ultimo`),
  sql.raw(`insert into rol_permiso (id_empresa, rol_codigo, permiso)
    select e.id_empresa, 'OPERADOR', p from empresa e
    cross join unnest(array['clientes.ver','prestamos.ver','pagos.ver','pagos.registrar','rutas.ver']) p
    where e.rnc like 'CHICA%'`),
];

/** Las tablas que la generación llena en bloque. */
const TABLAS_EN_BLOQUE = [
  'cliente',
  'prestamo',
  'cuota',
  'recibo',
  'detalle_pago',
  'movimiento_caja',
  'ruta_cliente',
];

/** Un índice que se quita antes de llenar su tabla y se crea de nuevo después. */
interface IndiceQuitado {
  tabla: string;
  quitar: string;
  crear: string;
}

/**
 * Quita los índices de esas tablas que no sostienen una restricción ni los usa una clave foránea, y devuelve cómo
 * crearlos. Insertar 1,5 M de cuotas de a una, manteniendo cuatro índices más, se llevaba de 31 a 38 s de los 97 a 111
 * que tardaba toda la generación en una máquina lenta; crear cada índice después, ordenando sus filas de una vez, cuesta
 * bastante menos. Quitar también las claves primarias no ahorró más: crearlas de nuevo costaba lo que se ahorraba.
 */
function quitarIndices(base: BaseDeDatos): Promise<IndiceQuitado[]> {
  const tablas = sql.join(
    TABLAS_EN_BLOQUE.map((t) => sql`${t}`),
    sql`, `,
  );
  return enPlataforma(base.db, async (tx) => {
    const indices = await filasDe<IndiceQuitado>(
      tx,
      sql`select i.tablename as tabla, format('drop index %I', i.indexname) as quitar, i.indexdef as crear
          from pg_indexes i
          where i.schemaname = 'public' and i.tablename in (${tablas})
            and not exists (select 1 from pg_constraint c
              where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    );
    for (const i of indices) await tx.execute(sql.raw(i.quitar));
    return indices;
  });
}

/** Vuelve a crear los índices quitados, en dos conexiones a la vez: los de las cuotas (los más grandes) y los demás. */
async function crearIndices(base: BaseDeDatos, indices: IndiceQuitado[]) {
  const grupos = [indices.filter((i) => i.tabla === 'cuota'), indices.filter((i) => i.tabla !== 'cuota')];
  await Promise.all(
    grupos.map((grupo) =>
      enPlataforma(base.db, async (tx) => {
        // Con memoria para ordenar en una pasada el índice más grande (72 MB) en vez de por tandas en disco.
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        for (const i of grupo) await tx.execute(sql.raw(i.crear));
      }),
    ),
  );
}

/**
 * Genera todo sobre una base con SOPORTE y DEMO recién sembradas. Los disparadores (contadores, claves foráneas) se
 * apagan mientras se inserta en bloque y lo que mantienen se calcula al final, de una vez; los índices que no sostienen
 * una restricción se crean después de insertar.
 */
export async function generarDatosGrandes(base: BaseDeDatos, ids: { admin: number; cobrador: number }) {
  const hash = await hashearPassword('bench-clave');
  const inicio = performance.now();
  const fases: Record<string, number> = {};
  let t = inicio;
  const marcar = (fase: string) => {
    const ahora = performance.now();
    fases[fase] = (ahora - t) / 1000;
    t = ahora;
  };
  const enBloque = (pasos: SQL[]) =>
    enPlataforma(base.db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const paso of pasos) await tx.execute(paso);
    });
  // La gran empresa y las chicas no comparten filas: cada una va en su propia transacción y conexión, a la vez (dos
  // núcleos), y la suma de las dos tarda lo que la más larga.
  const grande = `e.id_empresa = ${DEMO}`;
  const chicas = `e.rnc like 'CHICA%'`;
  const indices = await quitarIndices(base);
  await Promise.all([
    enBloque([...empresaGrande(ids.admin), ...rutas(ids.cobrador)]),
    enBloque(empresasChicas(hash)),
  ]);
  marcar('filas');
  await crearIndices(base, indices);
  marcar('índices');
  // Con estadísticas de lo insertado: sin ellas el planificador cree vacías las tablas y cruza 50 000 clientes con
  // 50 000 por bucles anidados al reconstruir los resúmenes.
  await base.db.execute(sql`analyze`);
  marcar('analyze');
  await Promise.all([enBloque(derivadosDe(grande)), enBloque(derivadosDe(chicas))]);
  await enBloque(contadores);
  marcar('derivados');
  // Fuera de transacción: el mapa de visibilidad al día deja a los índices responder sin leer las tablas.
  await base.db.execute(sql`vacuum analyze`);
  marcar('vacuum');
  return { segundos: (performance.now() - inicio) / 1000, fases };
}
