import { Modal, Table } from '@mantine/core';
import type { EmpresaInfo } from '@prestamos/contract';
import { formatearFechaHora } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { planQuery } from './api';
import { textoDeDias } from './insignias';

/** Soporte ve la ficha completa, con límites, licencia, alta e id ("Ver detalles"). */
export function ModalDetallesDeEmpresa({
  empresa,
  alCerrar,
}: {
  empresa: EmpresaInfo;
  alCerrar: () => void;
}) {
  const plan = useQuery(planQuery).data;
  const filas: [string, string][] = [
    ['ID', String(empresa.id_empresa)],
    ['Nombre', empresa.nombre_empresa],
    ['Código', empresa.rnc],
    ['Estado', empresa.estado],
    ['Dirección', empresa.direccion || '—'],
    ['Teléfono', empresa.telefono || '—'],
    ['Correo', empresa.correo || '—'],
    ['Logo', empresa.logo_url || '—'],
    ['Límite de usuarios', empresa.limite_usuarios === null ? 'Sin límite' : String(empresa.limite_usuarios)],
    ['Límite de clientes', empresa.limite_clientes === null ? 'Sin límite' : String(empresa.limite_clientes)],
    ['Licencia', empresa.licencia_perm ? 'Ilimitada' : 'Normal'],
    ['Creada', formatearFechaHora(empresa.creado_en)],
  ];
  if (plan) {
    filas.push(
      ['Plan', `${plan.plan_nombre ?? '—'} · ${plan.plan_estado}`],
      ['Días restantes', textoDeDias(plan.dias_restantes)],
      ['Usuarios activos', String(plan.usuarios_usados)],
      ['Clientes', String(plan.clientes_usados)],
    );
  }
  return (
    <Modal opened onClose={alCerrar} title="Detalles de la empresa" size="lg">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {filas.map(([etiqueta, valor]) => (
            <Table.Tr key={etiqueta}>
              <Table.Th w={170}>{etiqueta}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
