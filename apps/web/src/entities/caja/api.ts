import { SaldoDeCaja } from '@prestamos/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** El saldo de la caja: lo ve la caja y quien crea préstamos (el desembolso debe caber). */
export const saldoDeCajaQuery = queryOptions({
  queryKey: ['caja', 'saldo'],
  queryFn: async () => (await api('/caja/saldo', SaldoDeCaja)).saldo,
});
