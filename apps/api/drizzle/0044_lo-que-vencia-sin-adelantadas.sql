-- Generada por `npm run db:sql` (scripts/generar-migracion-de-sql.ts): las funciones, disparadores y vistas de
-- apps/api/sql que la base de las migraciones anteriores no tenía así, copiados de sus archivos. No se edita: se
-- cambia el archivo y se genera otra.
SET check_function_bodies = off;
--> statement-breakpoint
-- apps/api/sql/diario.sql
-- Lo que una cuota aporta a su día (con signo): ella (la lista de cuotas pagina con esta cuenta); su monto, lo que
-- «vencía» ese día en la eficiencia de cobro, salvo que una liquidación o un reenganche la saldara antes
-- (adelantada_en: ya no vence; contarla bajaba la eficiencia de los meses siguientes, y con un reenganche vencía dos
-- veces, en el préstamo viejo y en el nuevo); y, si sigue abierta, lo que falta de ella. La usa resumir_cuotas.
CREATE OR REPLACE FUNCTION aporte_de_cuota(c cuota, signo int) RETURNS delta_diario
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(c.id_empresa, c.fecha_debe_pagar, signo,
    CASE WHEN c.adelantada_en IS NULL THEN signo * c.monto_cuota_centavos ELSE 0 END,
    CASE WHEN c.estado_cuota <> 'PAGADA' THEN signo ELSE 0 END,
    CASE WHEN c.estado_cuota <> 'PAGADA'
      THEN signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos) ELSE 0 END,
    0, 0)::delta_diario
$$;
--> statement-breakpoint
-- apps/api/sql/diario.sql
-- Lo que el resumen diario debe tener, calculado desde cero de las cuotas y los recibos (con las mismas reglas de lo
-- que vencía, aporte_de_cuota, y de lo cobrado, resumir_recibo). La usan reconstruir_resumenes (resumenes.sql) y la
-- invariante del resumen diario (db/invariantes.ts).
CREATE OR REPLACE FUNCTION diario_calculado(empresa int)
  RETURNS TABLE (fecha date, cuotas bigint, monto numeric, abiertas bigint, pendiente numeric, recibos bigint,
    cobrado numeric)
  LANGUAGE sql STABLE AS $$
  SELECT t.fecha, sum(t.cuotas), sum(t.monto), sum(t.abiertas), sum(t.pendiente), sum(t.recibos), sum(t.cobrado)
  FROM (
    SELECT c.fecha_debe_pagar AS fecha, count(*) AS cuotas,
      coalesce(sum(c.monto_cuota_centavos) FILTER (WHERE c.adelantada_en IS NULL), 0) AS monto,
      count(*) FILTER (WHERE c.estado_cuota <> 'PAGADA') AS abiertas,
      coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS pendiente,
      0 AS recibos, 0 AS cobrado
    FROM cuota c WHERE c.id_empresa = empresa GROUP BY c.fecha_debe_pagar
    UNION ALL
    SELECT fecha_de_negocio(r.fecha), 0, 0, 0, 0, count(*), sum(r.total_centavos)
    FROM recibo r WHERE r.id_empresa = empresa AND r.estado = 'VIGENTE' AND r.concepto <> 'REENGANCHE'
    GROUP BY 1
  ) t
  GROUP BY t.fecha
$$;
--> statement-breakpoint
RESET check_function_bodies;
