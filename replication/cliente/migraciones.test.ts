/** La base local se abre migrando solo si hay versiones anteriores; una v62 llega a la v63 sin perder nada. */
import { createRxDatabase, type RxCollectionCreator } from 'rxdb';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { claveDescendente, esquemas, VERSION_ESQUEMA, type ColeccionCualquiera } from '../../schemas';
import { crearBaseDatos, hayVersionesAnteriores, prepararMigraciones, prepararPlugins } from './base-datos';
import type { VigiaDatabase } from './tipos';
import { motorPrueba, nombreUnico, parte, storagePrueba, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';
import type { MotorVigia } from './motor';
import { esquemasV62 } from '../../migrations/esquemas-v62';
import { estrategiasMigracion, PASOS } from '../../migrations/registro';
import { documentosDeParams } from '../../migrations/v63';

const abiertas: VigiaDatabase[] = [];
const motores: MotorVigia[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

/** Un parte tal como se guardaba en la versión 62 (sin fecha_desc). */
const parteV62 = (id: string, cambios: Record<string, unknown> = {}): Record<string, unknown> => {
  const { fecha_desc: _fuera, ...resto } = parte(id);
  return { ...resto, ...cambios };
};

const storage = storagePrueba();

/** Escribe una base de datos con los esquemas de la versión 62, como la dejaría la app anterior. */
const escribirBaseV62 = async (nombre: string): Promise<void> => {
  await prepararPlugins();
  prepararMigraciones();
  const db = await createRxDatabase({ name: nombre, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
  const v62 = esquemasV62();
  const creadores: Record<string, RxCollectionCreator> = {};
  for (const c of Object.keys(v62) as ColeccionCualquiera[]) creadores[c] = { schema: v62[c], migrationStrategies: estrategiasMigracion(c, 62) };
  const cols = await db.addCollections(creadores);
  const col = (c: ColeccionCualquiera) => {
    const x = cols[c];
    if (!x) throw new Error(`falta ${c}`);
    return x;
  };
  await col('partetrabajo').bulkInsert([parteV62('p1', { observaciones: 'antes de migrar' }), parteV62('p2', { fecha: '2025-03-04' })]);
  await col('ordentrabajo').insert({ idorden_trabajo: 'o1', idcliente: 'c1', iddelegacion: '1', numero: 'OT-1', fecha: '2026-11-19', descripcion: 'Orden', prioridad: 1, estado: 1, actualizado: '2026-11-19T08:00:00.000Z' });
  const l2 = { idlparte_trabajo: 'l2', idparte_trabajo: 'p1', idarticulo: 'a1', descripcion: 'Batería', unidades: 2, precio: 10, dto: 0, importe: 20, estado: 1 };
  await col('lpartetrabajo').insert(l2);
  await col('sync').insert({ idsync: 'estado', checkpoint: 0 });
  const base = { creado: '2026-11-20T09:00:00.000Z', error: null, intentos: 0 };
  await col('syncupload').bulkInsert([
    { ...base, idsync_upload: 'e1', orden: 1, metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'antes de migrar' } }, estado: 'pendiente' },
    { ...base, idsync_upload: 'e2', orden: 2, metodo: 'lparteTrabajo.insertSync', params: { doc: l2 }, estado: 'pendiente' },
    { ...base, idsync_upload: 'e3', orden: 3, metodo: 'ordenTrabajo.finalizarOt', params: { idparte_trabajo: 'p2', opcion: 3 }, estado: 'fallido', error: 'El parte no está pendiente', intentos: 2 },
  ]);
  await db.close();
};

describe('migraciones del esquema local', () => {
  it('cada colección tiene una estrategia para cada versión de 1 a 63', () => {
    for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
      const e = estrategiasMigracion(c);
      expect(Object.keys(e).map(Number)).toEqual(Array.from({ length: VERSION_ESQUEMA }, (_, i) => i + 1));
      expect(esquemas[c].version).toBe(VERSION_ESQUEMA);
    }
    expect(Object.keys(PASOS[63] ?? {}).sort()).toEqual(['ordentrabajo', 'partetrabajo', 'syncupload']);
  });

  it('los esquemas 62 derivados no tienen lo que añadió la 63', () => {
    const v62 = esquemasV62();
    expect(v62.partetrabajo.properties).not.toHaveProperty('fecha_desc');
    expect(v62.partetrabajo.required).not.toContain('fecha_desc');
    expect(v62.partetrabajo.indexes).toEqual([]);
    expect(v62.syncupload.required).not.toContain('documentos');
    expect(v62.syncupload.indexes).toEqual(['orden']);
    expect(v62.cliente.version).toBe(62);
  });

  it('documentos de una entrada antigua, deducidos de sus parámetros', () => {
    expect(documentosDeParams('parteTrabajo.updateSync', { id: '7', cambios: {} })).toEqual(['partetrabajo:7']);
    expect(documentosDeParams('telefono.insertSync', { doc: { idtelefono: 't1', idcliente: 'c1' } })).toEqual(['telefono:t1']);
    expect(documentosDeParams('ordenTrabajo.finalizarOt', { idparte_trabajo: 'p2', opcion: 1 })).toEqual(['partetrabajo:p2']);
    expect(documentosDeParams('desconocido.algo', 'x')).toEqual([]);
  });

  it('una base de datos de la versión 62 abre en la 63 sin perder nada, y lo pendiente sigue subiendo', async () => {
    const nombre = nombreUnico('migracion');
    await escribirBaseV62(nombre);
    // crearBaseDatos solo abre migrando si lo ve: una consulta al almacén interno (el arranque rápido).
    const vistazo = await createRxDatabase({ name: nombre, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    expect(await hayVersionesAnteriores(vistazo)).toBe(true);
    await vistazo.close();

    const db = await crearBaseDatos({ nombre, storage, multiInstance: false });
    abiertas.push(db);
    // Migrada: la próxima apertura ya no migra.
    expect(await hayVersionesAnteriores(db)).toBe(false);

    const partes = await db.partetrabajo.find({ sort: [{ fecha_desc: 'asc' }] }).exec();
    expect(partes.map((p) => p.idparte_trabajo)).toEqual(['p1', 'p2']);
    expect(partes[0]?.fecha_desc).toBe(claveDescendente('2026-11-20', 'p1'));
    expect(partes[1]?.fecha_desc).toBe(claveDescendente('2025-03-04', 'p2'));
    expect(partes[0]?.observaciones).toBe('antes de migrar');
    expect((await db.ordentrabajo.findOne('o1').exec())?.fecha_desc).toBe(claveDescendente('2026-11-19', 'o1'));
    expect((await db.lpartetrabajo.findOne('l2').exec())?.importe).toBe(20);
    expect((await db.sync.findOne('estado').exec())?.checkpoint).toBe(0);

    const cola = (await db.syncupload.find({ sort: [{ orden: 'asc' }] }).exec()).map((d) => d.toJSON());
    expect(cola).toEqual([
      expect.objectContaining({ idsync_upload: 'e1', estado: 'pendiente', params: { id: 'p1', cambios: { observaciones: 'antes de migrar' } }, documentos: ['partetrabajo:p1'] }),
      expect.objectContaining({ idsync_upload: 'e2', estado: 'pendiente', documentos: ['lpartetrabajo:l2'] }),
      expect.objectContaining({ idsync_upload: 'e3', estado: 'fallido', error: 'El parte no está pendiente', intentos: 2, documentos: ['partetrabajo:p2'] }),
    ]);

    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1'));
    servidor.poner('partetrabajo', parte('p2', { fecha: '2025-03-04' }));
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    await motor.sincronizarAhora();

    expect(servidor.aplicadas.has('e1')).toBe(true);
    expect(servidor.aplicadas.has('e2')).toBe(true);
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('antes de migrar');
    expect(servidor.doc('lpartetrabajo', 'l2')).toMatchObject({ idparte_trabajo: 'p1', importe: 20 });
    expect((await db.syncupload.find().exec()).map((d) => d.idsync_upload)).toEqual(['e3']);
    expect((await db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes de migrar');
  });
});
