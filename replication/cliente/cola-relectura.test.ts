/**
 * Un evento de la cola que no llega a otra pestaña (la que escribió se cerró entre guardar y anunciar)
 * dejaba el resumen de esa pestaña mal para siempre: un borrado perdido, «4 pendientes» que ya no existen.
 * Con el código de antes estas pruebas fallan: ColaViva no tenía cómo volver a leer, y el relevo del
 * líder no lo pedía.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigiaDatabase } from './tipos';
import { colaViva, type ColaViva } from './cola-viva';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba, navegadorPrueba, nombreUnico, otraPestanaSinEventos, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

const entrada = (id: string, n: number) => ({
  idsync_upload: id,
  orden: n,
  creado: `2026-11-25T10:00:0${n}.000Z`,
  metodo: 'parteTrabajo.updateSync',
  params: { id: 'p1', cambios: { observaciones: `paso ${n}` } },
  estado: 'pendiente' as const,
  error: null,
  intentos: 0,
  documentos: ['partetrabajo:p1'],
});

/** Dos «pestañas» sobre la misma base; la segunda no oye nada de la primera. */
const dosPestanas = async (): Promise<{ a: VigiaDatabase; b: VigiaDatabase; colaB: ColaViva }> => {
  const nombre = nombreUnico('relectura');
  const a = await crearDbPrueba(nombre);
  abiertas.push(a);
  for (let n = 1; n <= 4; n++) await a.syncupload.insert(entrada(`e${n}`, n));
  const b = await otraPestanaSinEventos(nombre);
  abiertas.push(b);
  const colaB = colaViva(b);
  // B leyó las cuatro con una consulta de RxDB, que se queda en su caché.
  await esperarA(() => colaB.lista && colaB.resumen().pendientes === 4, 5000, 'B ve las cuatro entradas');
  expect((await b.syncupload.find().exec()).length).toBe(4);
  // A las sube y las borra; el borrado no llega a B.
  await a.syncupload.bulkRemove(['e1', 'e2', 'e3', 'e4']);
  await new Promise((r) => setTimeout(r, 50));
  expect(colaB.resumen().pendientes).toBe(4);
  return { a, b, colaB };
};

describe('la cola cuando se pierde un evento de otra pestaña', () => {
  it('releer() deja el resumen como está el almacenamiento, aunque la caché de consultas de RxDB siga con lo de antes', async () => {
    const { b, colaB } = await dosPestanas();
    // La caché de RxDB de esa pestaña tampoco se enteró: por eso releer va al almacenamiento.
    expect((await b.syncupload.find().exec()).length).toBe(4);
    await colaB.releer();
    expect(colaB.resumen()).toEqual({ pendientes: 0, fallidos: 0, masAntiguo: null });
    expect(colaB.documentos().size).toBe(0);
  });

  it('un evento que llega mientras se relee no se pierde', async () => {
    const { b, colaB } = await dosPestanas();
    const relectura = colaB.releer();
    await b.syncupload.insert(entrada('e5', 5));
    await relectura;
    await esperarA(() => colaB.resumen().pendientes === 1, 5000, 'queda la entrada escrita durante la relectura');
    expect(colaB.resumen().masAntiguo).toBe('2026-11-25T10:00:05.000Z');
  });

  it('la pestaña que hereda el liderazgo vuelve a leer la cola y hace que las demás también', async () => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.desconectado = true;
    const navegador = navegadorPrueba();
    const { a, b } = await dosPestanas();
    const token = servidor.emitirToken();
    // A es la líder; B y C esperan. B y C no oyen los eventos de A (C es otra instancia sin eventos).
    const lider = motorPrueba(a, { fetch: servidor.fetch, token }, { navegador });
    motores.push(lider);
    await lider.listo;
    const c = await otraPestanaSinEventos(a.name);
    abiertas.push(c);
    const motorB = motorPrueba(b, { fetch: servidor.fetch, token }, { navegador });
    const motorC = motorPrueba(c, { fetch: servidor.fetch, token }, { navegador });
    motores.push(motorB, motorC);
    await Promise.all([motorB.listo, motorC.listo]);
    expect(motorB.estado.lider || motorC.estado.lider).toBe(false);
    await esperarA(() => motorB.estado.pendientes === 4, 5000, 'B cuenta lo que vio');
    // C se abrió tras el borrado: lo suyo está bien. Le «perdemos» un borrado: lo hace A y C no lo oye.
    await c.syncupload.insert(entrada('e6', 6));
    await esperarA(() => motorC.estado.pendientes === 1, 5000, 'C ve su entrada');
    await a.syncupload.bulkRemove(['e6']);
    expect(motorC.estado.pendientes).toBe(1);

    // La líder se cierra: la hereda B (la primera que esperaba), que relee y pide a C que relea.
    await lider.detener();
    await esperarA(() => motorB.estado.lider, 5000, 'B hereda el liderazgo');
    await esperarA(() => motorB.estado.pendientes === 0, 5000, 'B relee al heredar');
    await esperarA(() => motorC.estado.pendientes === 0, 5000, 'C relee cuando B se lo pide');
  });
});
