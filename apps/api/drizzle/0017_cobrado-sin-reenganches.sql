-- Lo cobrado de cada día cuenta los recibos que traen dinero: cobros y liquidaciones. El recibo REENGANCHE salda el
-- préstamo anterior con el nuevo sin que entre un peso (docs/decisiones/0017-rutas-y-cobradores.md y
-- docs/decisiones/0022-tablero-y-reportes.md): contarlo inflaba lo cobrado del día del reenganche y la eficiencia de
-- cobro.
CREATE OR REPLACE FUNCTION resumir_recibo() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas delta_diario[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.estado = 'VIGENTE' AND OLD.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(OLD.id_empresa, (OLD.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, -1,
      -OLD.total_centavos)::delta_diario;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'VIGENTE' AND NEW.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(NEW.id_empresa, (NEW.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, 1,
      NEW.total_centavos)::delta_diario;
  END IF;
  PERFORM aplicar_al_diario(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION diario_calculado(empresa int)
  RETURNS TABLE (fecha date, cuotas bigint, monto numeric, abiertas bigint, pendiente numeric, recibos bigint,
    cobrado numeric)
  LANGUAGE sql STABLE AS $$
  SELECT t.fecha, sum(t.cuotas), sum(t.monto), sum(t.abiertas), sum(t.pendiente), sum(t.recibos), sum(t.cobrado)
  FROM (
    SELECT c.fecha_debe_pagar AS fecha, count(*) AS cuotas, sum(c.monto_cuota_centavos) AS monto,
      count(*) FILTER (WHERE c.estado_cuota <> 'PAGADA') AS abiertas,
      coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS pendiente,
      0 AS recibos, 0 AS cobrado
    FROM cuota c WHERE c.id_empresa = empresa GROUP BY c.fecha_debe_pagar
    UNION ALL
    SELECT (r.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, count(*), sum(r.total_centavos)
    FROM recibo r WHERE r.id_empresa = empresa AND r.estado = 'VIGENTE' AND r.concepto <> 'REENGANCHE'
    GROUP BY 1
  ) t
  GROUP BY t.fecha
$$;
--> statement-breakpoint
DELETE FROM resumen_diario;
--> statement-breakpoint
INSERT INTO resumen_diario
  (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
SELECT e.id_empresa, d.* FROM empresa e CROSS JOIN LATERAL diario_calculado(e.id_empresa) d;
