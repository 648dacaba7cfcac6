-- El número de alta de cada préstamo en su empresa (1, 2, 3…, sin huecos: los préstamos no se borran; uno cancelado
-- queda con su estado), en el orden de `id_prestamo`. La lista entera va del más reciente al más viejo; su página n
-- empieza en el préstamo de orden total − (n − 1) · tamaño, que el índice encuentra sin recorrer las filas de las
-- páginas anteriores: la página 1 000 saltaba 10 000 préstamos por el índice, leyendo la fila de cada uno cuyo bloque
-- no estaba limpio (docs/decisiones/0018-costo-por-peticion.md). El alta lo toma como el mayor de la empresa más uno,
-- con la serie de números de préstamo ya bloqueada hasta el commit: dos altas de la misma empresa no lo comparten y
-- lo toman en el orden de su id.
ALTER TABLE "prestamo" ADD COLUMN "orden" integer;--> statement-breakpoint
UPDATE "prestamo" p SET "orden" = o.n
  FROM (SELECT id_prestamo, row_number() OVER (PARTITION BY id_empresa ORDER BY id_prestamo) AS n FROM prestamo) o
  WHERE o.id_prestamo = p.id_prestamo;--> statement-breakpoint
ALTER TABLE "prestamo" ALTER COLUMN "orden" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prestamo_por_orden" ON "prestamo" USING btree ("id_empresa","orden");
