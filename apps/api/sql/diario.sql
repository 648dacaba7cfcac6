-- El resumen diario de cada empresa (resumen_diario, docs/decisiones/0022-tablero-y-reportes.md): por día, las cuotas
-- que vencen, su monto, las que siguen abiertas y lo que falta de ellas, y los recibos y lo cobrado. El tablero, los
-- reportes (modules/reportes/repositorio.ts) y los tramos de cuotas por cobrar (modules/pagos/consultas.ts) lo leen
-- sumando sus franjas. Lo mantienen los disparadores de cuota y de recibo; la invariante "El resumen diario ... es el
-- de cuotas y recibos" (db/invariantes.ts) lo compara con diario_calculado.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Suma en la franja de esta conexión (pg_backend_pid(); franjas.sql) los cambios de las cuotas y los recibos por día.
-- La llaman resumir_cuotas y resumir_recibo.
CREATE OR REPLACE FUNCTION aplicar_al_diario(deltas delta_diario[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_diario AS r
      (id_empresa, fecha, franja, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
    SELECT d.id_empresa, d.fecha, pg_backend_pid(), sum(d.cuotas), sum(d.monto), sum(d.abiertas), sum(d.pendiente),
      sum(d.recibos), sum(d.cobrado)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.fecha
    HAVING sum(d.cuotas) <> 0 OR sum(d.monto) <> 0 OR sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
      OR sum(d.recibos) <> 0 OR sum(d.cobrado) <> 0
    ON CONFLICT (id_empresa, fecha, franja) DO UPDATE SET
      cuotas = r.cuotas + excluded.cuotas,
      monto_centavos = r.monto_centavos + excluded.monto_centavos,
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos,
      recibos = r.recibos + excluded.recibos,
      cobrado_centavos = r.cobrado_centavos + excluded.cobrado_centavos;
END $$;

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

-- Resume por día (aplicar_al_diario) y por ruta (aplicar_a_rutas, rutas.sql) las cuotas que se dan de alta, de baja o
-- cambian. La llaman los disparadores cuota_resumir_*, una vez por sentencia con sus tablas de transición: un cobro
-- que abona varias cuotas la llama una vez.
CREATE OR REPLACE FUNCTION resumir_cuotas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT n::cuota FROM nuevas n), 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(v, -1) FROM viejas v));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT v::cuota FROM viejas v), -1));
  ELSE
    PERFORM aplicar_al_diario(array(
      SELECT aporte_de_cuota(v, -1) FROM viejas v UNION ALL SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT v::cuota FROM viejas v), -1)
      || aportes_de_cuotas_a_rutas(array(SELECT n::cuota FROM nuevas n), 1));
  END IF;
  RETURN NULL;
END $$;

-- Cuotas nuevas: las de un préstamo que se da de alta (resumir_cuotas).
CREATE OR REPLACE TRIGGER cuota_resumir_altas AFTER INSERT ON cuota
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();

-- Cuotas borradas: las de un préstamo que se cancela (resumir_cuotas).
CREATE OR REPLACE TRIGGER cuota_resumir_bajas AFTER DELETE ON cuota
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();

-- Cuotas que cambian: abonos, anulaciones, diferimientos (resumir_cuotas).
CREATE OR REPLACE TRIGGER cuota_resumir_cambios AFTER UPDATE ON cuota
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();

-- Lo cobrado de cada día (fecha_de_negocio del recibo, fechas.sql) cuenta los recibos vigentes que traen dinero: cobros
-- y liquidaciones. El recibo REENGANCHE salda el préstamo anterior con el nuevo sin que entre un peso
-- (docs/decisiones/0017-rutas-y-cobradores.md y docs/decisiones/0022-tablero-y-reportes.md): contarlo inflaba lo
-- cobrado del día del reenganche y la eficiencia de cobro. La llaman los disparadores recibo_resumir_altas y
-- recibo_resumir_cambios.
CREATE OR REPLACE FUNCTION resumir_recibo() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas delta_diario[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.estado = 'VIGENTE' AND OLD.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(OLD.id_empresa, fecha_de_negocio(OLD.fecha), 0, 0, 0, 0, -1,
      -OLD.total_centavos)::delta_diario;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'VIGENTE' AND NEW.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(NEW.id_empresa, fecha_de_negocio(NEW.fecha), 0, 0, 0, 0, 1,
      NEW.total_centavos)::delta_diario;
  END IF;
  PERFORM aplicar_al_diario(deltas);
  RETURN NULL;
END $$;

-- Un recibo que se emite o se borra (resumir_recibo).
CREATE OR REPLACE TRIGGER recibo_resumir_altas AFTER INSERT OR DELETE ON recibo
  FOR EACH ROW EXECUTE FUNCTION resumir_recibo();

-- Un recibo que se anula o cambia de monto o de fecha; el resto de sus cambios no la llama (resumir_recibo).
CREATE OR REPLACE TRIGGER recibo_resumir_cambios AFTER UPDATE ON recibo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado OR OLD.total_centavos <> NEW.total_centavos
    OR OLD.fecha IS DISTINCT FROM NEW.fecha)
  EXECUTE FUNCTION resumir_recibo();

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
