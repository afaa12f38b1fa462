/** Falta de espacio al escribir: mensaje del catálogo, aviso a la app y nada a medias en la cola. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '../errores';
import type { VigiaDatabase } from './tipos';
import { alQuedarSinEspacio, entradasEnOrden, ErrorEspacio, ESPERAS_ESPACIO_MS, esErrorDeEspacio, MARGEN_ESPACIO, mutar, type ContextoLocal } from './cola';
import { cerrojosEnMemoria } from './cerrojos';
import { colaViva } from './cola-viva';
import { barrerRetiradas, leerRetiradas } from './retiradas';
import { crearDbPrueba, parte, usuarioPrueba } from './pruebas/entorno';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of abiertas.splice(0)) await db.close();
});

const preparar = async (): Promise<ContextoLocal> => {
  const db = await crearDbPrueba();
  abiertas.push(db);
  await db.partetrabajo.insert(parte('p1', { fecha_desc: '79738880|p1', observaciones: 'antes' }));
  return { db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() };
};

const cuota = (): Error => Object.assign(new Error('The transaction was aborted, so the request cannot be fulfilled.'), { name: 'AbortError', inner: new DOMException('Quota exceeded', 'QuotaExceededError') });

describe('esErrorDeEspacio', () => {
  it('reconoce QuotaExceededError directo o envuelto (Dexie inner, cause, RxError parameters.error)', () => {
    expect(esErrorDeEspacio(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(esErrorDeEspacio(cuota())).toBe(true);
    expect(esErrorDeEspacio(new Error('envoltorio', { cause: cuota() }))).toBe(true);
    expect(esErrorDeEspacio(Object.assign(new Error('RxError'), { parameters: { error: cuota() } }))).toBe(true);
  });
  it('no confunde otros errores', () => {
    expect(esErrorDeEspacio(new Error('Datos no válidos'))).toBe(false);
    expect(esErrorDeEspacio(new DOMException('x', 'AbortError'))).toBe(false);
    expect(esErrorDeEspacio(null)).toBe(false);
  });
});

describe('mutar sin espacio', () => {
  it('si falla la anotación en la cola: ErrorEspacio en español, aviso, ni entrada ni cambio local', async () => {
    const ctx = await preparar();
    const avisos = vi.fn();
    const dejar = alQuedarSinEspacio(avisos);
    vi.spyOn(ctx.db.syncupload, 'insert').mockRejectedValueOnce(cuota());
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } }).catch((e: unknown) => e);
    dejar();
    expect(error).toBeInstanceOf(ErrorEspacio);
    expect((error as Error).message).toBe(MENSAJES.sinEspacio);
    expect(avisos).toHaveBeenCalledTimes(1);
    expect(await entradasEnOrden(ctx.db)).toEqual([]);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes');
  });

  it('una escritura que no cabe se reintenta: si a la segunda cabe, el cambio queda guardado y pendiente', async () => {
    const ctx = await preparar();
    const avisos = vi.fn();
    const dejar = alQuedarSinEspacio(avisos);
    const upsert = vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert').mockRejectedValueOnce(cuota());
    const r = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } });
    dejar();
    expect(upsert).toHaveBeenCalledTimes(2);
    expect(avisos).not.toHaveBeenCalled();
    expect((await entradasEnOrden(ctx.db)).map((e) => [e.idsync_upload, e.estado, e.documentos])).toEqual([[r.idsync_upload, 'pendiente', ['partetrabajo:p1']]]);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('después');
  });

  it('si la aplicación local sigue sin caber: ErrorEspacio, la entrada se retira y el documento queda como estaba', async () => {
    const ctx = await preparar();
    const avisos = vi.fn();
    const dejar = alQuedarSinEspacio(avisos);
    const upsert = vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert').mockRejectedValue(cuota());
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } }).catch((e: unknown) => e);
    dejar();
    expect(error).toBeInstanceOf(ErrorEspacio);
    expect(upsert).toHaveBeenCalledTimes(ESPERAS_ESPACIO_MS.length + 1);
    expect(avisos).toHaveBeenCalledTimes(1);
    expect(await ctx.db.syncupload.find().exec()).toEqual([]);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes');
  });

  it('si tampoco cabe borrar la entrada, se apunta como retirada: la cola no la ve y se borra cuando hay sitio', async () => {
    const ctx = await preparar();
    const guardado = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => guardado.get(k) ?? null,
      setItem: (k: string, v: string) => void guardado.set(k, v),
      removeItem: (k: string) => void guardado.delete(k),
    });
    const cola = colaViva(ctx.db);
    vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert').mockRejectedValue(cuota());
    const almacen = ctx.db.syncupload.storageInstance;
    const escribir = almacen.bulkWrite.bind(almacen);
    const borrar = vi.spyOn(almacen, 'bulkWrite').mockImplementation((filas, contexto) =>
      filas.some((f) => f.document._deleted) ? Promise.reject(cuota()) : escribir(filas, contexto),
    );
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorEspacio);
    expect(await ctx.db.syncupload.count().exec()).toBe(1);
    expect(leerRetiradas(ctx.db).size).toBe(1);
    expect(await entradasEnOrden(ctx.db)).toEqual([]);
    await vi.waitFor(() => expect(cola.resumen()).toEqual({ pendientes: 0, fallidos: 0, masAntiguo: null }));
    expect(cola.documentos().size).toBe(0);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes');

    // Con sitio otra vez, el barrido la borra de verdad y la lista queda vacía.
    expect(await barrerRetiradas(ctx.db)).toBe(1);
    borrar.mockRestore();
    expect(await barrerRetiradas(ctx.db)).toBe(0);
    expect(await ctx.db.syncupload.count().exec()).toBe(0);
    expect(leerRetiradas(ctx.db).size).toBe(0);
    vi.unstubAllGlobals();
  });

  it('la entrada se anota ya pendiente con sus documentos: no pasa por «nuevo»', async () => {
    const ctx = await preparar();
    const estados: string[] = [];
    const sub = ctx.db.syncupload.$.subscribe((ev) => estados.push(`${ev.operation}:${ev.documentData.estado}`));
    await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } });
    sub.unsubscribe();
    expect(estados).toEqual(['INSERT:pendiente']);
    expect((await entradasEnOrden(ctx.db))[0]?.documentos).toEqual(['partetrabajo:p1']);
  });

  it('un mutador que lanza no escribe nada: ni entrada ni documentos', async () => {
    const ctx = await preparar();
    const insertar = vi.spyOn(ctx.db.syncupload, 'insert');
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'no-existe', cambios: { observaciones: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(insertar).not.toHaveBeenCalled();
    expect(await ctx.db.syncupload.find().exec()).toEqual([]);
  });

  it('otros errores pasan tal cual y no avisan', async () => {
    const ctx = await preparar();
    const avisos = vi.fn();
    const dejar = alQuedarSinEspacio(avisos);
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'no-existe', cambios: { observaciones: 'x' } }).catch((e: unknown) => e);
    dejar();
    expect(error).not.toBeInstanceOf(ErrorEspacio);
    expect(avisos).not.toHaveBeenCalled();
  });
});

describe('mutar con poco espacio libre (navigator.storage.estimate)', () => {
  it('por debajo del margen no escribe nada: ErrorEspacio y aviso antes de anotar', async () => {
    const ctx = await preparar();
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ quota: 10_000_000, usage: 10_000_000 - MARGEN_ESPACIO + 1000 }) } });
    const avisos = vi.fn();
    const dejar = alQuedarSinEspacio(avisos);
    const insertar = vi.spyOn(ctx.db.syncupload, 'insert');
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } }).catch((e: unknown) => e);
    dejar();
    vi.unstubAllGlobals();
    expect(error).toBeInstanceOf(ErrorEspacio);
    expect(avisos).toHaveBeenCalledTimes(1);
    expect(insertar).not.toHaveBeenCalled();
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes');
  });

  it('con espacio de sobra escribe con normalidad', async () => {
    const ctx = await preparar();
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ quota: 10_000_000_000, usage: 1_000_000 }) } });
    const r = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'después' } });
    vi.unstubAllGlobals();
    expect((await entradasEnOrden(ctx.db)).map((e) => e.idsync_upload)).toEqual([r.idsync_upload]);
  });
});
