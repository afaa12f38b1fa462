/**
 * zod sin `new Function`: su prueba de JIT (`Function('')`) violaría la Content-Security-Policy estricta
 * (server/http/seguridad.ts) en cada carga. Se importa lo primero en main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
