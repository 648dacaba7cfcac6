import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './conexion';
import { enPlataforma, filasDe } from './transacciones';

/**
 * Reglas del rastro del dinero que deben cumplirse siempre, en toda la base y para todas las empresas. Cada consulta
 * devuelve las filas que las rompen, ya descritas; ninguna fila es una base sana. Las usan las pruebas (después de
 * cada archivo que mueve dinero) y `npm run invariantes` sobre una base real.
 */
const REGLAS: { regla: string; consulta: SQL }[] = [
  {
    regla: 'El saldo de la caja es la suma de sus movimientos vigentes',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ': saldo ', coalesce(c.saldo_centavos, 0), ', movimientos ', coalesce(m.suma, 0)) as falla
      from empresa e
      left join (select id_empresa, sum(saldo_centavos) as saldo_centavos from caja group by id_empresa) c
        on c.id_empresa = e.id_empresa
      left join (
        select id_empresa, sum(case when tipo = 'INGRESO' then monto_centavos else -monto_centavos end) as suma
        from movimiento_caja where estado = 'VIGENTE' group by id_empresa
      ) m on m.id_empresa = e.id_empresa
      where coalesce(c.saldo_centavos, 0) <> coalesce(m.suma, 0) or coalesce(c.saldo_centavos, 0) < 0`,
  },
  {
    regla: 'La búsqueda tiene los sufijos de cada cliente y de cada código de préstamo, y ninguno más',
    consulta: sql`
      with esperados as (
        select 'cliente' as tipo, c.id_empresa, c.id_cliente as id, s as sufijo
        from cliente c, sufijos_de_busqueda(c.busqueda) s
        union all
        select 'préstamo', p.id_empresa, p.id_prestamo, s from prestamo p, sufijos_de_busqueda(p.codigo_prestamo) s
      ), guardados as (
        select 'cliente' as tipo, id_empresa, id_cliente as id, sufijo collate "default" from cliente_sufijo
        union all
        select 'préstamo', id_empresa, id_prestamo, sufijo collate "default" from prestamo_sufijo
      )
      select concat(tipo, ' ', id, ' de la empresa ', id_empresa, ': sobra "', sufijo, '"') as falla
      from (select * from guardados except select * from esperados) x
      union all
      select concat(tipo, ' ', id, ' de la empresa ', id_empresa, ': falta "', sufijo, '"')
      from (select * from esperados except select * from guardados) x`,
  },
  {
    regla: 'La caja cuenta todos sus movimientos (el total de su lista)',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ': cuenta ', coalesce(c.movimientos, 0), ', movimientos ', coalesce(m.n, 0)) as falla
      from empresa e
      left join (select id_empresa, sum(movimientos) as movimientos from caja group by id_empresa) c
        on c.id_empresa = e.id_empresa
      left join (select id_empresa, count(*) as n from movimiento_caja group by id_empresa) m
        on m.id_empresa = e.id_empresa
      where coalesce(c.movimientos, 0) <> coalesce(m.n, 0)`,
  },
  {
    regla: 'Lo abonado de cada cuota (capital, interés y mora) es la suma de sus detalles vigentes',
    consulta: sql`
      select concat('cuota ', c.id_pago, ' (empresa ', c.id_empresa, '): abonado ', c.abonado_capital_centavos, '/',
        c.abonado_interes_centavos, '/', c.mora_pagada_centavos, ', detalles ', coalesce(d.capital, 0), '/',
        coalesce(d.interes, 0), '/', coalesce(d.mora, 0)) as falla
      from cuota c
      left join (
        select id_empresa, id_pago, sum(capital_pagado_centavos) as capital, sum(interes_pagado_centavos) as interes,
          sum(mora_pagada_centavos) as mora
        from detalle_pago where estado = 'VIGENTE' group by id_empresa, id_pago
      ) d on d.id_empresa = c.id_empresa and d.id_pago = c.id_pago
      where c.abonado_capital_centavos <> coalesce(d.capital, 0)
        or c.abonado_interes_centavos <> coalesce(d.interes, 0)
        or c.mora_pagada_centavos <> coalesce(d.mora, 0)`,
  },
  {
    // El cronograma de un préstamo lee sus últimos pagos por el préstamo del detalle (prestamos/cuotas.ts).
    regla: 'Cada detalle de pago es del préstamo de su cuota',
    consulta: sql`
      select concat('detalle ', d.id_detalle_pago, ' (empresa ', d.id_empresa, '): préstamo ', d.id_prestamo,
        ', su cuota es del ', c.id_prestamo) as falla
      from detalle_pago d
      join cuota c on c.id_empresa = d.id_empresa and c.id_pago = d.id_pago
      where d.id_prestamo <> c.id_prestamo`,
  },
  {
    regla: 'Ninguna cuota está pagada por encima de su monto, y su estado dice lo que tiene abonado',
    consulta: sql`
      select concat('cuota ', id_pago, ' (empresa ', id_empresa, '): ', estado_cuota, ' con ',
        abonado_capital_centavos + abonado_interes_centavos, ' de ', monto_cuota_centavos) as falla
      from cuota
      where abonado_capital_centavos > capital_cuota_centavos
        or abonado_interes_centavos > interes_cuota_centavos
        or capital_cuota_centavos + interes_cuota_centavos <> monto_cuota_centavos
        or estado_cuota <> case
          when abonado_capital_centavos = capital_cuota_centavos and abonado_interes_centavos = interes_cuota_centavos
            then 'PAGADA'
          when abonado_capital_centavos + abonado_interes_centavos > 0 then 'PARCIAL'
          else 'PENDIENTE' end`,
  },
  {
    regla: 'Cada recibo vigente suma sus detalles y entró a la caja; uno anulado no tiene nada vigente',
    consulta: sql`
      select concat('recibo ', r.no_recibo, ' (empresa ', r.id_empresa, ', ', r.estado, '): total ', r.total_centavos,
        ', detalles ', coalesce(d.suma, 0), ', caja ', coalesce(m.suma, 0)) as falla
      from recibo r
      left join (
        select id_empresa, id_recibo, sum(monto_pagado_centavos) as suma
        from detalle_pago where estado = 'VIGENTE' group by id_empresa, id_recibo
      ) d on d.id_empresa = r.id_empresa and d.id_recibo = r.id_recibo
      left join (
        select id_empresa, id_recibo, sum(monto_centavos) as suma
        from movimiento_caja where estado = 'VIGENTE' and tipo = 'INGRESO' and id_recibo is not null
        group by id_empresa, id_recibo
      ) m on m.id_empresa = r.id_empresa and m.id_recibo = r.id_recibo
      where (r.estado = 'VIGENTE' and r.concepto <> 'REENGANCHE'
              and (coalesce(d.suma, 0) <> r.total_centavos or coalesce(m.suma, 0) <> r.total_centavos))
        or (r.estado = 'VIGENTE' and r.concepto = 'REENGANCHE' and coalesce(d.suma, 0) <> r.total_centavos)
        or (r.estado = 'ANULADO' and (coalesce(d.suma, 0) <> 0 or coalesce(m.suma, 0) <> 0))`,
  },
  {
    regla: 'Un préstamo está SALDADO si y solo si no le queda cuota abierta',
    consulta: sql`
      select concat('préstamo ', p.codigo_prestamo, ' (empresa ', p.id_empresa, '): ', p.estado, ' con ',
        coalesce(a.abiertas, 0), ' cuota(s) abierta(s)') as falla
      from prestamo p
      left join (
        select id_empresa, id_prestamo, count(*) as abiertas from cuota where estado_cuota <> 'PAGADA'
        group by id_empresa, id_prestamo
      ) a on a.id_empresa = p.id_empresa and a.id_prestamo = p.id_prestamo
      where (p.estado = 'SALDADO' and coalesce(a.abiertas, 0) > 0)
        or (p.estado = 'ACTIVO' and coalesce(a.abiertas, 0) = 0)`,
  },
  {
    regla:
      'El resumen guardado de cada préstamo es el de sus cuotas (lo adeudado, la primera abierta, los pagos)',
    consulta: sql`
      select concat('préstamo ', p.codigo_prestamo, ' (empresa ', p.id_empresa, '): guardado ',
        concat_ws('/', p.saldo_centavos, p.capital_pendiente_centavos, p.interes_pendiente_centavos, p.cuotas_pagadas,
          p.primer_vencimiento_impago, p.id_pago_primera_abierta, p.no_cuota_primera_abierta, p.cuota_actual_centavos,
          p.pendiente_primera_abierta_centavos, p.pagos_vigentes),
        ', de las cuotas ', concat_ws('/', r.saldo, r.capital, r.interes, r.pagadas, r.vence, r.id_pago, r.no_cuota,
          r.cuota, r.pendiente, r.pagos)) as falla
      from prestamo p
      cross join lateral resumen_de_prestamo(p.id_empresa, p.id_prestamo) r
      where (p.saldo_centavos, p.capital_pendiente_centavos, p.interes_pendiente_centavos, p.cuotas_pagadas,
          p.primer_vencimiento_impago, p.id_pago_primera_abierta, p.no_cuota_primera_abierta,
          p.cuota_actual_centavos, p.pendiente_primera_abierta_centavos, p.pagos_vigentes)
        is distinct from (r.saldo, r.capital, r.interes, r.pagadas, r.vence, r.id_pago, r.no_cuota, r.cuota,
          r.pendiente, r.pagos)`,
  },
  {
    regla: 'El orden de alta de los préstamos de cada empresa es 1, 2, 3… sin huecos',
    consulta: sql`
      select concat('préstamo ', codigo_prestamo, ' (empresa ', id_empresa, '): orden ', orden, ', debería ser ', n)
        as falla
      from (
        select id_empresa, codigo_prestamo, orden, row_number() over (partition by id_empresa order by orden) as n
        from prestamo
      ) p
      where orden <> n`,
  },
  {
    regla: 'Un préstamo no cancelado tiene tantas cuotas como su plazo (las abiertas son plazo − pagadas)',
    consulta: sql`
      select concat('préstamo ', p.codigo_prestamo, ' (empresa ', p.id_empresa, '): plazo ', p.plazo, ', cuotas ',
        coalesce(c.n, 0)) as falla
      from prestamo p
      left join (select id_empresa, id_prestamo, count(*) as n from cuota group by id_empresa, id_prestamo) c
        on c.id_empresa = p.id_empresa and c.id_prestamo = p.id_prestamo
      where p.estado <> 'CANCELADO' and coalesce(c.n, 0) <> p.plazo`,
  },
  {
    regla: 'Los contadores de la empresa son sus clientes y préstamos por estado',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ': contadores ', concat_ws('/', k.clientes_activos, k.clientes_inactivos,
        k.prestamos_activos, k.prestamos_saldados, k.prestamos_cancelados), ', filas ', concat_ws('/', r.ca, r.ci, r.pa,
        r.ps, r.pc)) as falla
      from empresa e
      left join (
        select id_empresa, sum(clientes_activos)::int as clientes_activos,
          sum(clientes_inactivos)::int as clientes_inactivos, sum(prestamos_activos)::int as prestamos_activos,
          sum(prestamos_saldados)::int as prestamos_saldados, sum(prestamos_cancelados)::int as prestamos_cancelados
        from contador_empresa group by id_empresa
      ) k on k.id_empresa = e.id_empresa
      cross join lateral (
        select
          (select count(*) from cliente c where c.id_empresa = e.id_empresa and c.estado = 'ACTIVO') as ca,
          (select count(*) from cliente c where c.id_empresa = e.id_empresa and c.estado = 'INACTIVO') as ci,
          (select count(*) from prestamo p where p.id_empresa = e.id_empresa and p.estado = 'ACTIVO') as pa,
          (select count(*) from prestamo p where p.id_empresa = e.id_empresa and p.estado = 'SALDADO') as ps,
          (select count(*) from prestamo p where p.id_empresa = e.id_empresa and p.estado = 'CANCELADO') as pc
      ) r
      where (coalesce(k.clientes_activos, 0), coalesce(k.clientes_inactivos, 0), coalesce(k.prestamos_activos, 0),
          coalesce(k.prestamos_saldados, 0), coalesce(k.prestamos_cancelados, 0))
        is distinct from (r.ca::int, r.ci::int, r.pa::int, r.ps::int, r.pc::int)`,
  },
  {
    regla: 'El resumen de cartera (empresa, rutas y cobradores) es el de los préstamos vigentes',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ', ', x.falla) as falla
      from empresa e
      cross join lateral (
        select concat(coalesce(g.dimension, c.dimension), ' ', coalesce(g.id, c.id), ', vence ',
          coalesce(g.vence, c.vence), ': guardado ',
          concat_ws('/', g.prestamos, g.clientes, g.capital_centavos, g.interes_centavos, g.saldo_centavos),
          ', calculado ', concat_ws('/', c.prestamos, c.clientes, c.capital, c.interes, c.saldo)) as falla
        from (
          select g.id_empresa, g.dimension, g.id, g.vence, sum(g.prestamos) as prestamos, sum(g.clientes) as clientes,
            sum(g.capital_centavos) as capital_centavos, sum(g.interes_centavos) as interes_centavos,
            sum(g.saldo_centavos) as saldo_centavos
          from resumen_cartera g where g.id_empresa = e.id_empresa
          group by g.id_empresa, g.dimension, g.id, g.vence
          having (sum(g.prestamos), sum(g.clientes), sum(g.capital_centavos), sum(g.interes_centavos),
            sum(g.saldo_centavos)) <> (0, 0, 0, 0, 0)
        ) g
        full join cartera_calculada(e.id_empresa) c on c.dimension = g.dimension and c.id = g.id and c.vence = g.vence
        where g.id_empresa is null or c.dimension is null
          or (g.prestamos, g.clientes, g.capital_centavos, g.interes_centavos, g.saldo_centavos)
            <> (c.prestamos, c.clientes, c.capital, c.interes, c.saldo)
      ) x`,
  },
  {
    regla: 'El resumen de cartera por mes es la suma por mes del resumen de cartera',
    consulta: sql`
      select concat('empresa ', coalesce(m.id_empresa, d.id_empresa), ', ', coalesce(m.dimension, d.dimension), ' ',
        coalesce(m.id, d.id), ', mes ', coalesce(m.mes, d.mes), ': guardado ',
        concat_ws('/', m.prestamos, m.clientes, m.capital_centavos, m.interes_centavos, m.saldo_centavos),
        ', por día ', concat_ws('/', d.prestamos, d.clientes, d.capital, d.interes, d.saldo)) as falla
      from (
        select id_empresa, dimension, id, mes, sum(prestamos) as prestamos, sum(clientes) as clientes,
          sum(capital_centavos) as capital_centavos, sum(interes_centavos) as interes_centavos,
          sum(saldo_centavos) as saldo_centavos
        from resumen_cartera_mes group by id_empresa, dimension, id, mes
        having (sum(prestamos), sum(clientes), sum(capital_centavos), sum(interes_centavos), sum(saldo_centavos))
          <> (0, 0, 0, 0, 0)
      ) m
      full join (
        select * from cartera_por_mes() c where (c.prestamos, c.clientes, c.capital, c.interes, c.saldo) <> (0, 0, 0, 0, 0)
      ) d using (id_empresa, dimension, id, mes)
      where m.id_empresa is null or d.id_empresa is null
        or (m.prestamos, m.clientes, m.capital_centavos, m.interes_centavos, m.saldo_centavos)
          <> (d.prestamos, d.clientes, d.capital, d.interes, d.saldo)`,
  },
  {
    regla: 'El vencimiento más antiguo guardado en cada cliente es el de sus préstamos vigentes',
    consulta: sql`
      select concat('cliente ', cl.codigo, ' (empresa ', cl.id_empresa, '): guardado ', cl.primer_vencimiento_impago,
        ', de sus préstamos ', m.vence) as falla
      from cliente cl
      cross join lateral (
        select min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)) as vence from prestamo p
        where p.id_empresa = cl.id_empresa and p.id_cliente = cl.id_cliente and p.estado = 'ACTIVO'
      ) m
      where cl.primer_vencimiento_impago is distinct from m.vence`,
  },
  {
    regla:
      'El resumen diario (cuotas que vencen, lo que falta de ellas y lo cobrado) es el de cuotas y recibos',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ', ', x.falla) as falla
      from empresa e
      cross join lateral (
        select concat('día ', coalesce(g.fecha, c.fecha), ': guardado ',
          concat_ws('/', g.cuotas, g.monto_centavos, g.abiertas, g.pendiente_centavos, g.recibos, g.cobrado_centavos),
          ', calculado ', concat_ws('/', c.cuotas, c.monto, c.abiertas, c.pendiente, c.recibos, c.cobrado)) as falla
        from (
          select g.id_empresa, g.fecha, sum(g.cuotas) as cuotas, sum(g.monto_centavos) as monto_centavos,
            sum(g.abiertas) as abiertas, sum(g.pendiente_centavos) as pendiente_centavos, sum(g.recibos) as recibos,
            sum(g.cobrado_centavos) as cobrado_centavos
          from resumen_diario g where g.id_empresa = e.id_empresa
          group by g.id_empresa, g.fecha
          having (sum(g.cuotas), sum(g.monto_centavos), sum(g.abiertas), sum(g.pendiente_centavos), sum(g.recibos),
            sum(g.cobrado_centavos)) <> (0, 0, 0, 0, 0, 0)
        ) g
        full join diario_calculado(e.id_empresa) c on c.fecha = g.fecha
        where g.id_empresa is null or c.fecha is null
          or (g.cuotas, g.monto_centavos, g.abiertas, g.pendiente_centavos, g.recibos, g.cobrado_centavos)
            <> (c.cuotas, c.monto, c.abiertas, c.pendiente, c.recibos, c.cobrado)
      ) x`,
  },
  {
    regla:
      'El resumen de cada ruta (sus cuotas abiertas por día y lo que falta de ellas) es el de sus clientes',
    consulta: sql`
      select concat('empresa ', e.id_empresa, ', ', x.falla) as falla
      from empresa e
      cross join lateral (
        select concat('ruta ', coalesce(g.id_ruta, c.id_ruta), ', día ', coalesce(g.fecha, c.fecha), ': guardado ',
          concat_ws('/', g.abiertas, g.pendiente_centavos), ', calculado ', concat_ws('/', c.abiertas, c.pendiente))
          as falla
        from (
          select g.id_empresa, g.id_ruta, g.fecha, sum(g.abiertas) as abiertas,
            sum(g.pendiente_centavos) as pendiente_centavos
          from resumen_ruta g where g.id_empresa = e.id_empresa
          group by g.id_empresa, g.id_ruta, g.fecha
          having (sum(g.abiertas), sum(g.pendiente_centavos)) <> (0, 0)
        ) g
        full join rutas_calculadas(e.id_empresa) c on c.id_ruta = g.id_ruta and c.fecha = g.fecha
        where g.id_empresa is null or c.fecha is null
          or (g.abiertas, g.pendiente_centavos) <> (c.abiertas, c.pendiente)
      ) x`,
  },
  {
    regla: 'Ningún cliente INACTIVO tiene un préstamo activo',
    consulta: sql`
      select concat('cliente ', cl.codigo, ' (empresa ', cl.id_empresa, '): INACTIVO con el préstamo ',
        p.codigo_prestamo) as falla
      from cliente cl
      join prestamo p on p.id_empresa = cl.id_empresa and p.id_cliente = cl.id_cliente and p.estado = 'ACTIVO'
      where cl.estado = 'INACTIVO'`,
  },
  {
    regla: 'Los números de cliente son únicos y no pasan del último que dio el cupo de clientes',
    consulta: sql`
      select concat('empresa ', cl.id_empresa, ': ', count(*), ' clientes, ', count(distinct cl.numero),
        ' números distintos, el mayor ', max(cl.numero), ', el cupo va en ', max(k.ultimo)) as falla
      from cliente cl
      left join cupo k on k.id_empresa = cl.id_empresa and k.recurso = 'clientes'
      group by cl.id_empresa
      having count(distinct cl.numero) <> count(*) or max(cl.numero) > coalesce(max(k.ultimo), 0)`,
  },
  {
    regla: 'Los números de cada serie son únicos y sin huecos: tantos como el contador',
    consulta: sql`
      select concat('empresa ', s.id_empresa, ', serie ', s.tipo, ': contador ', s.ultimo, ', emitidos ', u.emitidos,
        ', distintos ', u.distintos) as falla
      from secuencia s
      join lateral (
        select count(*) as emitidos, count(distinct numero) as distintos from (
          select codigo_prestamo as numero from prestamo where s.tipo = 'PRESTAMOS' and id_empresa = s.id_empresa
          union all
          select no_recibo from recibo where s.tipo = 'RECIBO' and id_empresa = s.id_empresa
        ) n
      ) u on true
      where u.emitidos <> s.ultimo or u.distintos <> u.emitidos`,
  },
];

export interface Violacion {
  regla: string;
  fallas: string[];
}

/** Revisa toda la base (todas las empresas) y devuelve las reglas rotas con sus primeras 20 filas culpables. */
export async function verificarInvariantes(db: Db): Promise<Violacion[]> {
  return enPlataforma(db, async (tx) => {
    const violaciones: Violacion[] = [];
    for (const { regla, consulta } of REGLAS) {
      const filas = await filasDe<{ falla: string }>(tx, sql`${consulta} limit 20`);
      if (filas.length > 0) violaciones.push({ regla, fallas: filas.map((f) => f.falla) });
    }
    return violaciones;
  });
}
