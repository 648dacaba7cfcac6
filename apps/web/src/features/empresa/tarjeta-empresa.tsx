import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { EmpresaInfo } from '@prestamos/contract';
import { IconBuildingBank, IconEdit, IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Cifra } from '../../components/cifra';
import { mensajeDe } from '../../lib/api-error';
import { empresaInfoQuery } from './api';
import { BotonCambiarLogo } from './boton-cambiar-logo';
import { InsigniaEmpresa } from './insignias';
import { ModalDetallesDeEmpresa } from './modal-detalles-de-empresa';
import { ModalEditarEmpresa } from './modal-editar-empresa';

function LogoDeEmpresa({ empresa }: { empresa: EmpresaInfo }) {
  if (empresa.logo_url)
    return <Avatar src={empresa.logo_url} alt={`Logo de ${empresa.nombre_empresa}`} radius="md" size={64} />;
  return (
    <ThemeIcon size={64} radius="md" variant="light">
      <IconBuildingBank size={36} aria-hidden />
    </ThemeIcon>
  );
}

/**
 * Ficha de la empresa (docs/producto.md#empresas-y-planes): logo, nombre, código, estado, dirección, teléfono y correo.
 */
export function TarjetaEmpresa({ esSoporte }: { esSoporte: boolean }) {
  const info = useQuery(empresaInfoQuery);
  const [abierto, setAbierto] = useState<'editar' | 'detalles' | null>(null);
  const empresa = info.data;
  return (
    <Card withBorder padding="lg" h="100%" component="section" aria-label="Datos de la empresa">
      {info.isError && (
        <Alert color="red">{mensajeDe(info.error, 'No se pudieron cargar los datos de la empresa.')}</Alert>
      )}
      {info.isPending && <Skeleton h={180} />}
      {empresa && (
        <>
          <Group gap="md" wrap="nowrap" mb="md">
            <LogoDeEmpresa empresa={empresa} />
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {empresa.nombre_empresa}
              </Title>
              <Group gap="xs" mt={4}>
                <Text c="dimmed" size="sm">
                  Código <b>{empresa.rnc}</b>
                </Text>
                <InsigniaEmpresa estado={empresa.estado} />
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="md">
            <Cifra etiqueta="Dirección" valor={empresa.direccion || '—'} />
            <Cifra etiqueta="Teléfono" valor={empresa.telefono || '—'} />
            <Cifra etiqueta="Correo" valor={empresa.correo || '—'} />
          </SimpleGrid>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => setAbierto('editar')}
            >
              Editar
            </Button>
            <BotonCambiarLogo />
            {esSoporte && (
              <Button
                variant="default"
                leftSection={<IconListDetails size={18} aria-hidden />}
                onClick={() => setAbierto('detalles')}
              >
                Ver detalles
              </Button>
            )}
          </Group>
          {abierto === 'editar' && (
            <ModalEditarEmpresa empresa={empresa} esSoporte={esSoporte} alCerrar={() => setAbierto(null)} />
          )}
          {abierto === 'detalles' && (
            <ModalDetallesDeEmpresa empresa={empresa} alCerrar={() => setAbierto(null)} />
          )}
        </>
      )}
    </Card>
  );
}
