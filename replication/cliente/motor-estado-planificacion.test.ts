/**
 * Para el planificador de técnicos: el dispositivo declara su cola (sync.estado) también cuando la subida
 * falla pero el servidor responde a llamadas pequeñas (red mala que corta los lotes), y la vuelve a
 * declarar vacía en cuanto sube.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigiaDatabase } from './tipos';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

interface Declaracion {
  pendientes: number;
  masAntiguo: string | null;
}
const esDeclaracion = (x: unknown): x is Declaracion => typeof x === 'object' && x !== null && 'pendientes' in x;

describe('motor: la cola declarada al servidor', () => {
  it('con la subida cortada declara 1 pendiente y su antigüedad; al subir, 0', async () => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1'));
    const db = await crearDbPrueba();
    abiertas.push(db);
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { backoff: { minimoMs: 200, maximoMs: 400, aleatorio: () => 0.5 } });
    motores.push(motor);
    await motor.listo;
    await motor.sincronizarAhora();
    const declaraciones = (): Declaracion[] => servidor.estados.filter(esDeclaracion);
    const antes = declaraciones().length;

    // Los lotes de subida se cortan (dos veces); sync.estado pasa.
    servidor.fallarCuando((m) => m.includes('parteTrabajo.updateSync'), 'red', 2);
    const { idsync_upload } = await motor.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'sin subir' } });
    await esperarA(() => declaraciones().slice(antes).some((d) => d.pendientes === 1), 10_000, 'declara la pendiente aunque la subida falle');
    const pendiente = declaraciones().slice(antes).find((d) => d.pendientes === 1);
    expect(pendiente?.masAntiguo).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(servidor.aplicadas.has(idsync_upload)).toBe(false);

    await esperarA(() => servidor.aplicadas.has(idsync_upload), 10_000, 'sube tras los cortes');
    await esperarA(() => declaraciones().at(-1)?.pendientes === 0, 10_000, 'declara la cola vacía');
    expect(declaraciones().at(-1)).toEqual({ pendientes: 0, masAntiguo: null });
  });
});
