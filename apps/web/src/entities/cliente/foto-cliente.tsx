import { Avatar, type AvatarProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiArchivo } from '../../lib/api';

/**
 * Foto de un cliente. La API exige el token, que una etiqueta <img> no envía: se baja como archivo y se muestra
 * desde memoria. Es un dato personal: la API la sirve `no-store`, como toda respuesta con sesión, y ningún caché del
 * disco la guarda. La URL lleva la versión, así que una foto nueva se vuelve a bajar.
 */
export function FotoCliente({ url, nombre, ...props }: AvatarProps & { url: string | null; nombre: string }) {
  const [origen, setOrigen] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setOrigen(null);
      return;
    }
    const control = new AbortController();
    let enMemoria: string | null = null;
    apiArchivo(url, { signal: control.signal })
      .then((archivo) => {
        enMemoria = URL.createObjectURL(archivo);
        setOrigen(enMemoria);
      })
      .catch(() => setOrigen(null));
    return () => {
      control.abort();
      if (enMemoria) URL.revokeObjectURL(enMemoria);
    };
  }, [url]);
  return (
    <Avatar
      src={origen}
      alt={origen ? `Foto de ${nombre}` : undefined}
      name={nombre}
      // Sin foto, las iniciales en el color de la marca (los colores automáticos no siempre se leen bien).
      color="marca.7"
      variant="filled"
      {...props}
    />
  );
}
