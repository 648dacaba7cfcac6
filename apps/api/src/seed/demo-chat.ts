import { sumarDias, sumarMeses } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/conexion';
import { conversacion, lectura_chat, mensaje_chat } from '../db/schema/chat';
import { cliente } from '../db/schema/clientes';

/** Quien escribe: su id y el nombre que el mensaje guarda (como lo hace la API con el de la sesión). */
export interface Participante {
  id: number;
  nombre: string;
}

interface MensajeSembrado {
  autor: Participante;
  fecha: string;
  /** Hora de Santo Domingo (UTC−4 todo el año). */
  hora: string;
  body: string;
}

interface ConversacionSembrada {
  asunto: string;
  mensajes: MensajeSembrado[];
  /** Quienes la leyeron hasta el final; los demás que escribieron, hasta su último mensaje. */
  leidaPor: Participante[];
}

const instante = (m: MensajeSembrado) => new Date(`${m.fecha}T${m.hora}:00-04:00`);

/**
 * Tres conversaciones de DEMO con fechas de los últimos meses: el operador consulta a la administración por una clienta
 * de su ruta que quiere renegociar; la administradora pregunta a soporte cómo pagar el plan (antes del primer pago por
 * transferencia de su historia); y el segundo cobrador espera respuesta de ayer, así la administración y soporte ven
 * un no leído. Sin eventos: los avisos en vivo de hace meses ya se habrían borrado.
 */
export async function sembrarChatDeDemostracion(
  tx: Tx,
  datos: {
    idEmpresa: number;
    hoy: string;
    idCliente: number;
    admin: Participante;
    operador: Participante;
    cobrador: Participante;
    soporte: Participante;
  },
) {
  const { hoy, admin, operador, cobrador, soporte } = datos;
  const [c] = await tx
    .select({ nombres: cliente.nombres, apellidos: cliente.apellidos })
    .from(cliente)
    .where(eq(cliente.id_cliente, datos.idCliente));
  const clienta = c ? `${c.nombres} ${c.apellidos}` : 'Una clienta';
  const renegociacion = sumarDias(hoy, -38);
  const plan = sumarDias(sumarMeses(hoy, -5), -2);
  const conversaciones: ConversacionSembrada[] = [
    {
      asunto: 'Clienta quiere renegociar su préstamo',
      mensajes: [
        {
          autor: operador,
          fecha: renegociacion,
          hora: '09:20',
          body: `Buenos días. ${clienta}, de la ruta La Vega centro, me dijo hoy que le redujeron las horas en el trabajo y no va a poder con la cuota completa. Pregunta si se le puede renegociar el préstamo.`,
        },
        {
          autor: admin,
          fecha: renegociacion,
          hora: '11:05',
          body: 'Gracias por avisar, Juan. Si se pone al día con lo atrasado le hacemos un reenganche con más plazo para que la cuota le baje. Que pase por la oficina con su cédula.',
        },
        {
          autor: operador,
          fecha: sumarDias(renegociacion, 1),
          hora: '16:40',
          body: 'Le avisé en la visita de hoy. Dice que pasa el jueves en la mañana.',
        },
      ],
      leidaPor: [operador, admin],
    },
    {
      asunto: 'Pago del plan por transferencia',
      mensajes: [
        {
          autor: admin,
          fecha: plan,
          hora: '10:15',
          body: 'Hola. Vamos a renovar el plan Superior. ¿Podemos pagar la mensualidad por transferencia? ¿Qué ponemos en la referencia?',
        },
        {
          autor: soporte,
          fecha: plan,
          hora: '14:30',
          body: 'Hola, María. Sí: transfiera a la cuenta de su factura y ponga el código de la empresa (DEMO) en la referencia. Al recibirla registramos el pago y el plan se extiende un mes.',
        },
        {
          autor: admin,
          fecha: sumarDias(plan, 1),
          hora: '09:05',
          body: 'Listo, ya hicimos la transferencia. Gracias.',
        },
        {
          autor: soporte,
          fecha: sumarDias(plan, 2),
          hora: '10:20',
          body: 'Recibida y registrada. Su plan quedó renovado.',
        },
      ],
      leidaPor: [admin, soporte],
    },
    {
      asunto: 'Cambio de día de visita en Jarabacoa',
      mensajes: [
        {
          autor: cobrador,
          fecha: sumarDias(hoy, -1),
          hora: '17:45',
          body: 'Buenas tardes. Dos clientes de Jarabacoa cobran los viernes y me piden pasar los sábados en vez de los jueves. ¿Les puedo cambiar el día de visita?',
        },
      ],
      leidaPor: [cobrador],
    },
  ];
  for (const conv of conversaciones) await sembrarConversacion(tx, datos.idEmpresa, conv);
}

async function sembrarConversacion(tx: Tx, idEmpresa: number, conv: ConversacionSembrada) {
  const [primero] = conv.mensajes;
  const ultimo = conv.mensajes.at(-1);
  if (!primero || !ultimo) return;
  const [creada] = await tx
    .insert(conversacion)
    .values({
      id_empresa: idEmpresa,
      id_autor: primero.autor.id,
      asunto: conv.asunto,
      creada_en: instante(primero),
      ultimo_mensaje: instante(ultimo),
    })
    .returning({ id: conversacion.id_conversacion });
  const idConversacion = creada?.id ?? 0;
  const leido = new Map<number, number>();
  for (const m of conv.mensajes) {
    const [escrito] = await tx
      .insert(mensaje_chat)
      .values({
        id_empresa: idEmpresa,
        id_conversacion: idConversacion,
        autor_id: m.autor.id,
        autor_nombre: m.autor.nombre,
        body: m.body,
        created_at: instante(m),
      })
      .returning({ id: mensaje_chat.id_mensaje });
    leido.set(m.autor.id, escrito?.id ?? 0);
  }
  const hastaElFinal = leido.get(ultimo.autor.id) ?? 0;
  for (const p of conv.leidaPor) leido.set(p.id, hastaElFinal);
  await tx.insert(lectura_chat).values(
    [...leido].map(([idUsuario, hasta]) => ({
      id_empresa: idEmpresa,
      id_conversacion: idConversacion,
      id_usuario: idUsuario,
      leido_hasta: hasta,
    })),
  );
}
