import type { Cuota } from '@prestamos/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { ModalCobro } from './modal-cobro';
import { ModalDiferir } from './modal-diferir';

/**
 * El modal de pago abierto, fuera de la fila que lo abrió: cuando un cobro salda la cuota, la lista la quita, pero el
 * recibo y el enlace de WhatsApp siguen a la vista. Cualquier pantalla (cronograma, cuotas, tablero, cobrador) lo abre
 * con `abrirCobro` o `abrirDiferimiento`; el área privada lo muestra una sola vez.
 */
type Abierto = { tipo: 'cobro'; idPago: number } | { tipo: 'diferir'; cuota: Cuota } | null;

let abierto: Abierto = null;
const oyentes = new Set<() => void>();

function cambiar(nuevo: Abierto) {
  abierto = nuevo;
  for (const oyente of oyentes) oyente();
}

export const abrirCobro = (idPago: number) => cambiar({ tipo: 'cobro', idPago });
export const abrirDiferimiento = (cuota: Cuota) => cambiar({ tipo: 'diferir', cuota });
const cerrar = () => cambiar(null);

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function ModalesDePago() {
  const actual = useSyncExternalStore(suscribir, () => abierto);
  // Al salir del área privada (cierre de sesión) no queda un modal pendiente para la próxima vez.
  useEffect(() => cerrar, []);
  if (actual?.tipo === 'cobro')
    return <ModalCobro key={actual.idPago} idPago={actual.idPago} alCerrar={cerrar} />;
  if (actual?.tipo === 'diferir') return <ModalDiferir cuota={actual.cuota} alCerrar={cerrar} />;
  return null;
}
