import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { soloSuEmpresa } from './rls';

/**
 * Los eventos en vivo (docs/decisiones/0027-eventos-en-vivo-y-chat.md): cada cambio escribe el suyo en su
 * propia transacción, así que uno deshecho no avisa nada y uno confirmado nunca se pierde. Cada instancia lee los
 * nuevos por `id` y los reparte por SSE (modules/eventos/repartidor.ts); un navegador que vuelve pide los que siguen
 * a su `Last-Event-ID`. Se guardan 15 minutos (la limpieza borra los más viejos). `id` sale de una
 * secuencia: insertar no espera a nadie.
 */
export const evento = pgTable(
  'evento',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    id_empresa: integer().notNull(),
    /**
     * El nombre del evento (`TIPOS_DE_EVENTO`, packages/contract/src/eventos.ts): `pago.registrado`, `chat.message`…
     */
    tipo: text().notNull(),
    /** Lo que la notificación necesita (quién, qué, monto, enlace): nunca un secreto. */
    datos: jsonb().notNull(),
    /** `user:{id}` de quienes lo reciben además de los administradores (chat.message); null: toda la empresa. */
    audiencia: text().array(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Por empresa e id: lo que repite un navegador que vuelve (`Last-Event-ID`) sin pasar por los eventos de las demás.
  (t) => [index('evento_por_empresa').on(t.id_empresa, t.id), soloSuEmpresa('evento')],
);
