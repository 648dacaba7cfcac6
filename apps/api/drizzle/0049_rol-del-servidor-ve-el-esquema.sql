-- El rol del servidor busca los nombres del esquema antes de tomar el rol de su transacción: la primera sentencia de
-- cada una (`set_config('role', …)` y `abrir_escritura(…)` juntas) se analiza con él. En una base cuyo esquema `public`
-- no da USAGE a todos (uno recreado, o endurecido), sin esto no encontraba `abrir_escritura`. USAGE solo deja ver los
-- nombres: ninguna tabla (docs/decisiones/0043-rol-de-ingreso-del-servidor.md).
GRANT USAGE ON SCHEMA public TO prestamos_servidor;
