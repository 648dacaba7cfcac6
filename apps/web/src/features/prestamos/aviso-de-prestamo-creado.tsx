import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BotonesDeDocumentos } from './documentos';

const DURACION_DEL_AVISO_MS = 7000;

export interface RecienCreado {
  codigo: string;
  id: number | null;
}

/**
 * El préstamo recién creado (`?created=&id=`): 7 s con la fila resaltada, luego se quita de la dirección
 * (docs/producto.md#prestamos).
 */
export function useRecienCreado(): RecienCreado | null {
  const [params, setParams] = useSearchParams();
  const creado = params.get('created');
  const id = Number(params.get('id')) || null;
  useEffect(() => {
    if (!creado) return;
    const reloj = window.setTimeout(() => {
      setParams(
        (p) => {
          p.delete('created');
          p.delete('id');
          return p;
        },
        { replace: true },
      );
    }, DURACION_DEL_AVISO_MS);
    return () => window.clearTimeout(reloj);
  }, [creado, setParams]);
  return creado ? { codigo: creado, id } : null;
}

/** El aviso verde del préstamo recién creado, con sus documentos para imprimir. */
export function AvisoDePrestamoCreado({ recien }: { recien: RecienCreado }) {
  return (
    <Alert
      color="green"
      // El título en verde no llega al contraste AA sobre el fondo verde claro (ni en su tono 9): va en el color del
      // texto, y el verde queda para el fondo y el ícono.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconCircleCheck aria-hidden />}
      mb="md"
      role="status"
      title={`Préstamo ${recien.codigo} creado`}
    >
      {recien.id && <BotonesDeDocumentos idPrestamo={recien.id} codigo={recien.codigo} soloAlta />}
    </Alert>
  );
}
