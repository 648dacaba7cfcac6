import { customType } from 'drizzle-orm/pg-core';

/** Bytes (fotos, logos). pg devuelve Buffer y PGlite Uint8Array: aquí siempre Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (valor) => (Buffer.isBuffer(valor) ? valor : Buffer.from(valor)),
});
