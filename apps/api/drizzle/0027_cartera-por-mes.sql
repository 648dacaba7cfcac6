CREATE TABLE "resumen_cartera_mes" (
	"id_empresa" integer NOT NULL,
	"dimension" text NOT NULL,
	"id" integer NOT NULL,
	"mes" date NOT NULL,
	"prestamos" integer DEFAULT 0 NOT NULL,
	"clientes" integer DEFAULT 0 NOT NULL,
	"capital_centavos" bigint DEFAULT 0 NOT NULL,
	"interes_centavos" bigint DEFAULT 0 NOT NULL,
	"saldo_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resumen_cartera_mes_id_empresa_dimension_id_mes_pk" PRIMARY KEY("id_empresa","dimension","id","mes")
);
--> statement-breakpoint
ALTER TABLE "resumen_cartera_mes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "resumen_cartera_mes_solo_su_empresa" ON "resumen_cartera_mes" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- Lo que cambia en `resumen_cartera` (un cobro, una reconstrucción) se suma al mes de su vencimiento: por sentencia, con
-- las filas de transición agrupadas por mes y en orden de llave, como `aplicar_a_cartera`.
CREATE FUNCTION resumir_cartera_por_mes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_al_mes(array(SELECT (n.id_empresa, n.dimension, n.id, n.vence, n.prestamos, n.clientes,
      n.capital_centavos, n.interes_centavos, n.saldo_centavos)::resumen_cartera FROM nuevas n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_al_mes(array(SELECT (v.id_empresa, v.dimension, v.id, v.vence, -v.prestamos, -v.clientes,
      -v.capital_centavos, -v.interes_centavos, -v.saldo_centavos)::resumen_cartera FROM viejas v));
  ELSE
    PERFORM aplicar_al_mes(array(
      SELECT (n.id_empresa, n.dimension, n.id, n.vence, n.prestamos - v.prestamos, n.clientes - v.clientes,
        n.capital_centavos - v.capital_centavos, n.interes_centavos - v.interes_centavos,
        n.saldo_centavos - v.saldo_centavos)::resumen_cartera
      FROM nuevas n JOIN viejas v USING (id_empresa, dimension, id, vence)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION aplicar_al_mes(deltas resumen_cartera[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_cartera_mes AS m
      (id_empresa, dimension, id, mes, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
    SELECT d.id_empresa, d.dimension, d.id, date_trunc('month', d.vence::timestamp)::date, sum(d.prestamos),
      sum(d.clientes), sum(d.capital_centavos), sum(d.interes_centavos), sum(d.saldo_centavos)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital_centavos) <> 0
      OR sum(d.interes_centavos) <> 0 OR sum(d.saldo_centavos) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (id_empresa, dimension, id, mes) DO UPDATE SET
      prestamos = m.prestamos + excluded.prestamos,
      clientes = m.clientes + excluded.clientes,
      capital_centavos = m.capital_centavos + excluded.capital_centavos,
      interes_centavos = m.interes_centavos + excluded.interes_centavos,
      saldo_centavos = m.saldo_centavos + excluded.saldo_centavos;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_cartera_por_mes_altas AFTER INSERT ON resumen_cartera
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cartera_por_mes();
--> statement-breakpoint
CREATE TRIGGER resumen_cartera_por_mes_bajas AFTER DELETE ON resumen_cartera
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cartera_por_mes();
--> statement-breakpoint
CREATE TRIGGER resumen_cartera_por_mes_cambios AFTER UPDATE ON resumen_cartera
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cartera_por_mes();
--> statement-breakpoint
-- Lo que la cartera por mes debe tener, sumado de la cartera por día: para llenarla y para las invariantes.
CREATE FUNCTION cartera_por_mes()
  RETURNS TABLE (id_empresa int, dimension text, id int, mes date, prestamos bigint, clientes bigint, capital numeric,
    interes numeric, saldo numeric)
  LANGUAGE sql STABLE AS $$
  SELECT id_empresa, dimension, id, date_trunc('month', vence::timestamp)::date, sum(prestamos), sum(clientes),
    sum(capital_centavos), sum(interes_centavos), sum(saldo_centavos)
  FROM resumen_cartera
  GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
-- Lo que ya hay.
INSERT INTO resumen_cartera_mes
    (id_empresa, dimension, id, mes, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT * FROM cartera_por_mes();
