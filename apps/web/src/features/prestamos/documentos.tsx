import { Button, Group, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { abrirPdf } from '../../lib/pdf';
import { DOCUMENTOS } from './api';

const abrir = (idPrestamo: number, codigo: string, documento: (typeof DOCUMENTOS)[number]) =>
  abrirPdf(`/prestamos/${idPrestamo}/${documento.ruta}/pdf`, `${documento.nombre} ${codigo}.pdf`);

/** Botones para imprimir los documentos del préstamo; tras el alta, los tres que se entregan al cliente. */
export function BotonesDeDocumentos(props: { idPrestamo: number; codigo: string; soloAlta?: boolean }) {
  const documentos = props.soloAlta ? DOCUMENTOS.filter((d) => d.ruta !== 'recibo') : DOCUMENTOS;
  return (
    <Group gap="xs">
      {documentos.map((d) => (
        <Button
          key={d.ruta}
          size="xs"
          variant="white"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => abrir(props.idPrestamo, props.codigo, d)}
        >
          {d.nombre}
        </Button>
      ))}
    </Group>
  );
}

/** Menú "Imprimir" con todos los documentos del préstamo. */
export function MenuDeDocumentos(props: { idPrestamo: number; codigo: string }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />}>
          Imprimir
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {DOCUMENTOS.map((d) => (
          <Menu.Item key={d.ruta} onClick={() => abrir(props.idPrestamo, props.codigo, d)}>
            {d.nombre}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
