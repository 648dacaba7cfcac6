import { Checkbox, Grid, NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  FRECUENCIAS_DE_PLAN,
  type FrecuenciaDePlan,
  formatearFecha,
  NOMBRES_DE_PLAN,
  type NombreDePlan,
} from '@prestamos/domain';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { EntradaConTope, errorDeTope, type Tope } from '../../components/entrada-con-tope';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { type CamposDePlan, errorDeLimite, finSugerido, planAlElegir } from './formulario-de-plan';

/** Un plan se cobra en 1 a 120 cuotas. */
const TOPE_CUOTAS: Tope = { min: 1, max: 120 };

/** ¿Algún número del plan se sale de su tope? El formulario no se envía mientras sí (el campo dice por qué). */
export const planFueraDeTope = (c: CamposDePlan) => errorDeTope(c.plan_cuotas, TOPE_CUOTAS) !== null;

/** Reglas de los campos del plan, para cualquier formulario que los lleve; `alCrear` exige los límites a la medida. */
export function reglasDePlan<T extends CamposDePlan>(alCrear: boolean) {
  return {
    plan_cuotas: (v: number | string) =>
      Number.isInteger(Number(v)) && v !== '' ? errorDeTope(v, TOPE_CUOTAS) : 'Indica las cuotas del plan.',
    plan_monto_cuota: (v: number | string) =>
      v !== '' && Number(v) >= 0 ? null : 'Indica el monto de la cuota del plan.',
    plan_fecha_inicio: (v: string) => (v ? null : 'Indica la fecha de inicio.'),
    plan_fecha_fin: (v: string, c: T) =>
      v && v < c.plan_fecha_inicio ? 'La fecha de fin no puede ser anterior al inicio.' : null,
    limite_usuarios: (v: number | string, c: T) => errorDeLimite(v, c, 'usuarios', alCrear),
    limite_clientes: (v: number | string, c: T) => errorDeLimite(v, c, 'clientes', alCrear),
  };
}

interface Props {
  valores: CamposDePlan;
  entrada: (campo: keyof CamposDePlan, opciones?: { type: 'checkbox' }) => GetInputPropsReturnType;
  fijar: (cambios: Partial<CamposDePlan>) => void;
  /** En el alta, el plan Personalizado exige sus límites; al editar, vacío es sin límite. */
  alCrear: boolean;
}

/** Plan, frecuencia, cuotas, monto, fechas, límites y licencia: elegir un plan comercial llena sus límites y su precio. */
export function CamposDePlanFormulario({ valores, entrada, fijar, alCrear }: Props) {
  const fin = finSugerido(valores);
  const exigeLimites = alCrear && valores.plan_nombre === 'Personalizado';
  const ayuda = alCrear ? undefined : 'Vacío: sin límite';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Plan"
          data={[...NOMBRES_DE_PLAN]}
          allowDeselect={false}
          {...entrada('plan_nombre')}
          onChange={(v) => {
            if (!v) return;
            fijar({ plan_nombre: v as NombreDePlan, ...planAlElegir(v, valores.plan_frecuencia) });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Frecuencia"
          data={FRECUENCIAS_DE_PLAN.map((f) => ({ value: f.codigo, label: f.nombre }))}
          allowDeselect={false}
          {...entrada('plan_frecuencia')}
          onChange={(v) => {
            if (!v) return;
            fijar({ plan_frecuencia: v as FrecuenciaDePlan, ...planAlElegir(valores.plan_nombre, v) });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 6 }}>
        <EntradaConTope label="Cuotas" tope={TOPE_CUOTAS} allowDecimal={false} {...entrada('plan_cuotas')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 6 }}>
        <EntradaDePesos label="Monto por cuota" prefix="RD$ " step={0.01} {...entrada('plan_monto_cuota')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoDeFecha label="Inicio" withAsterisk {...entrada('plan_fecha_inicio')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CampoDeFecha
          label="Fin"
          description={fin && !valores.plan_fecha_fin ? `Vacía: ${formatearFecha(fin)}` : 'Opcional'}
          min={valores.plan_fecha_inicio}
          {...entrada('plan_fecha_fin')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 6 }}>
        <NumberInput
          label="Límite de usuarios"
          min={1}
          allowDecimal={false}
          withAsterisk={exigeLimites}
          description={ayuda}
          {...entrada('limite_usuarios')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 6 }}>
        <NumberInput
          label="Límite de clientes"
          min={1}
          allowDecimal={false}
          withAsterisk={exigeLimites}
          description={ayuda}
          {...entrada('limite_clientes')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Checkbox
          label="Licencia permanente"
          description="El plan no vence: se muestra como licencia ilimitada."
          {...entrada('licencia_perm', { type: 'checkbox' })}
        />
      </Grid.Col>
    </Grid>
  );
}
