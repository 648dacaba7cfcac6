import { Button, Grid, Stack } from '@mantine/core';
import type { EmpresaCreada } from '@prestamos/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { ModalPasswordGenerada } from '../../components/modal-password-generada';
import { NoAutorizado } from '../../components/no-autorizado';
import { notificar } from '../../lib/notificar';
import { esAdministrador, puede, useSesion } from '../../lib/sesion';
import { AdministracionDeEmpresas } from './administracion-de-empresas';
import { HistorialDePagos } from './historial-de-pagos';
import { ModalNuevaEmpresa } from './modal-nueva-empresa';
import { TarjetaEmpresa } from './tarjeta-empresa';
import { TarjetaPlan } from './tarjeta-plan';

/**
 * /app/empresa (docs/producto.md#empresas-y-planes): ficha, plan e historia de pagos de la empresa. Soporte, además,
 * cobra y cambia el plan y, desde su propia empresa, administra todas las demás; mientras ve otra, la pantalla es la
 * de esa empresa.
 */
export function PaginaEmpresa() {
  const sesion = useSesion();
  const esSoporte = puede(sesion, 'SUPERADMIN');
  const administra = esSoporte && !sesion.viendoEmpresa;
  const [creando, setCreando] = useState(false);
  const [creada, setCreada] = useState<EmpresaCreada | null>(null);
  if (!esAdministrador(sesion)) return <NoAutorizado />;

  const alCrear = (r: EmpresaCreada) => {
    setCreando(false);
    notificar.exito(r.message);
    if (r.admin_user.temp_password) setCreada(r);
  };

  return (
    <>
      <EncabezadoDePagina
        titulo="Empresa"
        descripcion="Datos de la empresa, su plan y sus pagos."
        acciones={
          administra && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreando(true)}>
              Nueva empresa
            </Button>
          )
        }
      />
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <TarjetaEmpresa esSoporte={esSoporte} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <TarjetaPlan esSoporte={esSoporte} cobra={esSoporte && sesion.viendoEmpresa} />
          </Grid.Col>
        </Grid>
        <HistorialDePagos />
        {administra && <AdministracionDeEmpresas />}
      </Stack>
      {creando && <ModalNuevaEmpresa alCerrar={() => setCreando(false)} alCrear={alCrear} />}
      <ModalPasswordGenerada
        usuario={creada?.admin_user.usuario ?? ''}
        empresa={creada?.item.rnc}
        password={creada?.admin_user.temp_password ?? null}
        alCerrar={() => setCreada(null)}
      />
    </>
  );
}
