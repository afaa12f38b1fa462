/** ColaViva: el resumen de la cola sigue a las escrituras sin volver a consultar la cola entera. */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigiaDatabase } from './tipos';
import { mutar, type ContextoLocal } from './cola';
import { ColaViva, colaViva } from './cola-viva';
import { cerrojosEnMemoria } from './cerrojos';
import { crearDbPrueba, parte, usuarioPrueba } from './pruebas/entorno';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

const entrada = (id: string, creado: string, estado: 'nuevo' | 'pendiente' | 'fallido', documentos: string[]) => ({
  idsync_upload: id,
  orden: Date.parse(creado) * 1000,
  metodo: 'parteTrabajo.updateSync',
  params: { id: 'p1', cambios: {} },
  creado,
  estado,
  error: estado === 'fallido' ? 'motivo' : null,
  intentos: 0,
  documentos,
});

const lista = async (cola: ColaViva): Promise<void> => {
  for (let i = 0; i < 100 && !cola.lista; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cola.lista).toBe(true);
};

const hasta = async (condicion: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condicion(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condicion()).toBe(true);
};

describe('ColaViva', () => {
  it('lee lo que ya había y sigue inserciones, cambios de estado y borrados', async () => {
    const db = await crearDbPrueba();
    abiertas.push(db);
    await db.syncupload.insert(entrada('a', '2026-11-01T10:00:00.000Z', 'pendiente', ['partetrabajo:p1']));
    await db.syncupload.insert(entrada('b', '2026-11-01T09:00:00.000Z', 'fallido', ['partetrabajo:p2']));
    const cola = colaViva(db);
    expect(colaViva(db)).toBe(cola);
    let avisos = 0;
    cola.suscribir(() => (avisos += 1));
    await lista(cola);
    expect(cola.resumen()).toEqual({ pendientes: 1, fallidos: 1, masAntiguo: '2026-11-01T10:00:00.000Z' });
    expect([...cola.documentos()].sort()).toEqual(['partetrabajo:p1', 'partetrabajo:p2']);

    await db.syncupload.insert(entrada('c', '2026-11-01T08:00:00.000Z', 'nuevo', ['cliente:c1']));
    await hasta(() => cola.resumen().pendientes === 2);
    expect(cola.resumen().masAntiguo).toBe('2026-11-01T08:00:00.000Z');
    const conC = cola.documentos();
    expect(cola.documentos()).toBe(conC);
    expect(conC.has('cliente:c1')).toBe(true);

    await (await db.syncupload.findOne('c').exec())?.incrementalPatch({ estado: 'fallido', error: 'no' });
    await hasta(() => cola.resumen().fallidos === 2);
    expect(cola.resumen()).toEqual({ pendientes: 1, fallidos: 2, masAntiguo: '2026-11-01T10:00:00.000Z' });

    await db.syncupload.bulkRemove(['a', 'b', 'c']);
    await hasta(() => cola.resumen().fallidos === 0);
    expect(cola.resumen()).toEqual({ pendientes: 0, fallidos: 0, masAntiguo: null });
    expect(cola.documentos().size).toBe(0);
    expect(avisos).toBeGreaterThanOrEqual(4);
  });

  it('cada mutate deja el resumen con sus documentos pendientes', async () => {
    const db = await crearDbPrueba();
    abiertas.push(db);
    await db.partetrabajo.insert(parte('p1', { fecha_desc: '79738880|p1' }));
    const ctx: ContextoLocal = { db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() };
    const cola = colaViva(db);
    await lista(cola);
    for (let i = 0; i < 5; i++) await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: `paso ${i}` } });
    await hasta(() => cola.resumen().pendientes === 5);
    expect([...cola.documentos()]).toEqual(['partetrabajo:p1']);
  });
});
