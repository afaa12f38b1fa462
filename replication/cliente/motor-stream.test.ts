/**
 * El motor y el stream de avisos (issue 13, punto 2): tras mucho rato sin red, el stream espera hasta un
 * minuto para volver a intentarlo; el evento `online` (y volver a ver la pestaña) lo despierta al momento.
 * Con el código de antes el stream seguía en su espera y `enVivo` no existía.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigiaDatabase } from './tipos';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

describe('motor: el stream vuelve en cuanto vuelve la red', () => {
  it.each(['online', 'visibilitychange'])("el evento '%s' corta la espera larga del stream", async (evento) => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.desconectado = true;
    const db = await crearDbPrueba();
    abiertas.push(db);
    const ventana = new EventTarget();
    // Esperas de 15–30 s: sin despertar, el stream no vuelve durante la prueba.
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { ventana, stream: true, backoff: { minimoMs: 30_000, maximoMs: 60_000 } });
    motores.push(motor);
    await motor.listo;
    await esperarA(() => motor.estado.lider, 2000, 'líder');
    await new Promise((r) => setTimeout(r, 100));
    expect(motor.estado.enVivo).toBe(false);

    servidor.desconectado = false;
    const antes = Date.now();
    ventana.dispatchEvent(new Event(evento));
    await esperarA(() => motor.estado.enVivo, 5000, 'el stream conecta tras el evento');
    expect(Date.now() - antes).toBeLessThan(5000);

    // Si el servidor cierra el stream, enVivo lo dice.
    servidor.cerrarStreams();
    await esperarA(() => !motor.estado.enVivo, 2000, 'enVivo vuelve a false');
  });
});
