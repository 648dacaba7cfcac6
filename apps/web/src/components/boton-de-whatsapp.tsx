import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Un enlace de WhatsApp con forma de botón, en otra pestaña. Los verdes de Mantine no llegan al contraste AA con texto
 * normal: el tono 9 del verde azulado sí.
 */
export function BotonDeWhatsApp({
  href,
  children = 'Enviar por WhatsApp',
  style,
  ...props
}: Omit<ButtonProps, 'children'> & {
  href: string | undefined;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      color="teal.9"
      leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      style={style}
      {...props}
    >
      {children}
    </Button>
  );
}
