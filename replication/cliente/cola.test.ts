import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNegocio } from '../errores';
import type { VigiaDatabase } from './tipos';
import { entradasEnOrden, mutar, reaplicarNuevas, type ContextoLocal } from './cola';
import { cerrojosEnMemoria } from './cerrojos';
import { crearDbPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';
import { motorPrueba } from './pruebas/entorno';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of abiertas.splice(0)) await db.close();
});

const preparar = async (): Promise<ContextoLocal> => {
  const db = await crearDbPrueba();
  abiertas.push(db);
  await db.partetrabajo.insert(parte('p1', { fecha_desc: '79738880|p1' }));
  return { db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() };
};

describe('mutate: encola y aplica en local', () => {
  it('el orden sigue al mayor de la cola aunque lo escribiera otra pestaña con el reloj por delante', async () => {
    const ctx = await preparar();
    const primera = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'a' } });
    const futuro = Date.now() * 1000 + 10_000_000_000;
    await ctx.db.syncupload.insert({
      idsync_upload: 'otra-pestana', orden: futuro, metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: {} }, creado: new Date().toISOString(),
      estado: 'pendiente', error: null, intentos: 0, documentos: ['partetrabajo:p1'],
    });
    await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'b' } });
    const ordenes = (await entradasEnOrden(ctx.db)).map((e) => e.idsync_upload);
    expect(ordenes[0]).toBe(primera.idsync_upload);
    expect(ordenes[1]).toBe('otra-pestana');
    expect(ordenes).toHaveLength(3);
  });

  it('aplica el cambio al instante y deja la entrada pendiente con sus documentos', async () => {
    const ctx = await preparar();
    const r = await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'Cambiada la batería' } });
    expect(r.resultado).toEqual({ idparte_trabajo: 'p1' });

    const local = await ctx.db.partetrabajo.findOne('p1').exec();
    expect(local?.observaciones).toBe('Cambiada la batería');

    const [entrada, ...resto] = await entradasEnOrden(ctx.db);
    expect(resto).toHaveLength(0);
    expect(entrada).toMatchObject({
      idsync_upload: r.idsync_upload,
      metodo: 'parteTrabajo.updateSync',
      params: { id: 'p1', cambios: { observaciones: 'Cambiada la batería' } },
      estado: 'pendiente',
      intentos: 0,
      documentos: ['partetrabajo:p1'],
    });
    expect(local?.actualizado).toBe(entrada?.creado);
    expect(entrada?.idsync_upload).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('un alta calcula los campos derivados (fecha_desc, importe)', async () => {
    const ctx = await preparar();
    const doc = { idlparte_trabajo: crypto.randomUUID(), idparte_trabajo: 'p1', idarticulo: 'a1', descripcion: 'Detector', unidades: 3, precio: 10, dto: 10, importe: 0, estado: 1 };
    await mutar(ctx, 'lparteTrabajo.insertSync', { doc });
    const linea = await ctx.db.lpartetrabajo.findOne(doc.idlparte_trabajo).exec();
    expect(linea?.importe).toBe(27);
  });

  it('parámetros que no valen: ErrorNegocio de validación en español y nada en la cola', async () => {
    const ctx = await preparar();
    const error = await mutar(ctx, 'parteTrabajo.updateSync', { id: '', cambios: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorNegocio);
    expect(error).toMatchObject({ tipo: 'validacion' });
    expect((error as Error).message).toMatch(/^Datos no válidos: /);
    expect((error as Error).message).toMatch(/(demasiado|Entrada inválida|esperaba)/);
    await expect(mutar(ctx, 'parteTrabajo.updateSync', { cambios: {} })).rejects.toThrow('Datos no válidos: id: Campo requerido');
    await expect(mutar(ctx, 'noExiste.updateSync', {})).rejects.toThrow('Operación desconocida: noExiste.updateSync');
    expect(await ctx.db.syncupload.count().exec()).toBe(0);
  });

  it('texto con un carácter nulo o un sustituto suelto: no se encola (el servidor lo rechazaría)', async () => {
    const ctx = await preparar();
    for (const observaciones of ['a\u0000b', '\ud800', 'x\udfffy']) {
      await expect(mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones } })).rejects.toThrow('El texto contiene caracteres no válidos');
    }
    expect(await ctx.db.syncupload.count().exec()).toBe(0);
  });

  it('un mutador que lanza en local no deja nada en la cola ni a medias', async () => {
    const ctx = await preparar();
    await expect(mutar(ctx, 'parteTrabajo.updateSync', { id: 'p9', cambios: { observaciones: 'x' } })).rejects.toThrow('No existe el registro p9 de parte trabajo');
    await expect(mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { numero: 'x' } })).rejects.toThrow('No se puede modificar: numero');
    // finalizarOt con opción 4 hacia un técnico inexistente: lanza después de leer, sin escribir nada.
    await ctx.db.ordentrabajo.insert({ idorden_trabajo: 'o1', idcliente: 'c1', iddelegacion: '1', numero: 'OT-1', fecha: '2026-11-19', descripcion: 'Orden', prioridad: 1, estado: 1, fecha_desc: 'x', actualizado: '2026-11-19T08:00:00.000Z' });
    await expect(mutar(ctx, 'ordenTrabajo.finalizarOt', { idparte_trabajo: 'p1', opcion: 4, idtecnico_destino: 't9' })).rejects.toThrow(ErrorNegocio);
    expect(await ctx.db.syncupload.count().exec()).toBe(0);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.idtecnico).toBe('1');
  });

  it('el número de orden crece estrictamente aunque el reloj no avance', async () => {
    const ctx = await preparar();
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    for (let i = 0; i < 3; i++) await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: `v${i}` } });
    const ordenes = (await entradasEnOrden(ctx.db)).map((e) => e.orden);
    expect(ordenes).toEqual([1_800_000_000_000_000, 1_800_000_000_000_001, 1_800_000_000_000_002]);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('v2');
  });

  it('mutaciones simultáneas se serializan con el cerrojo: ninguna pisa a otra', async () => {
    const ctx = await preparar();
    await Promise.all([
      mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'a' } }),
      mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { descripcion: 'b' } }),
      mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { ffijada: '2026-12-01' } }),
    ]);
    const p = await ctx.db.partetrabajo.findOne('p1').exec();
    expect([p?.observaciones, p?.descripcion, p?.ffijada]).toEqual(['a', 'b', '2026-12-01']);
    const ordenes = (await entradasEnOrden(ctx.db)).map((e) => e.orden);
    expect(new Set(ordenes).size).toBe(3);
  });
});

describe('aplicación interrumpida', () => {
  it('al arrancar, las entradas en «nuevo» se vuelven a aplicar; las que ya no se pueden, pasan a fallido', async () => {
    const ctx = await preparar();
    const base = { orden: 1, creado: '2026-11-22T10:00:00.000Z', error: null, intentos: 0, documentos: [] };
    await ctx.db.syncupload.bulkInsert([
      { ...base, idsync_upload: 'e1', metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'a medias' } }, estado: 'nuevo' },
      { ...base, idsync_upload: 'e2', orden: 2, metodo: 'parteTrabajo.updateSync', params: { id: 'p7', cambios: { observaciones: 'x' } }, estado: 'nuevo' },
    ]);
    expect(await reaplicarNuevas(ctx)).toBe(2);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('a medias');
    const e1 = await ctx.db.syncupload.findOne('e1').exec();
    expect(e1?.estado).toBe('pendiente');
    expect(e1?.documentos).toEqual(['partetrabajo:p1']);
    const e2 = await ctx.db.syncupload.findOne('e2').exec();
    expect(e2?.estado).toBe('fallido');
    expect(e2?.error).toBe('No existe el registro p7 de parte trabajo');
  });

  it('el motor lo hace al arrancar y después la sube', async () => {
    const ctx = await preparar();
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1'));
    await ctx.db.syncupload.insert({
      idsync_upload: 'e1', orden: 1, creado: '2026-11-22T10:00:00.000Z', error: null, intentos: 0, documentos: [],
      metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'interrumpida' } }, estado: 'nuevo',
    });
    const motor = motorPrueba(ctx.db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { cerrojos: ctx.cerrojos });
    await motor.listo;
    await motor.sincronizarAhora();
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('interrumpida');
    expect(await ctx.db.syncupload.count().exec()).toBe(0);
    await motor.detener();
  });
});
