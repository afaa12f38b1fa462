/**
 * zod para el código que corre en el navegador (replication/, src/): en el navegador, sin `new Function`.
 * Su prueba de JIT (`Function('')`) violaría la Content-Security-Policy estricta (server/http/seguridad.ts),
 * y la configuración solo vale para los esquemas creados después: por eso todo esquema del cliente importa
 * `z` de aquí y no de 'zod' (con las pantallas y los mutadores en chunks aparte, importarlo lo primero en
 * main.tsx ya no garantizaba el orden). En el servidor (sin `document`) zod sigue con su JIT.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
