import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNegocio } from '../errores';
import type { VigiaDatabase } from './tipos';
import { entradasEnOrden, mutar } from './cola';
import { bajarCambios, pausa, refrescarPendientes } from './descarga';
import { leerEstadoSync } from './estado-local';
import type { MotorVigia } from './motor';
import { crearDbPrueba, motorPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { paginaPull, prepararDescarga } from './pruebas/descarga';
import { ServidorFalso } from './pruebas/servidor-falso';
import { subirPendientes } from './subida';

const abiertas: VigiaDatabase[] = [];
const motores: MotorVigia[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

/** Base local + servidor falso + cliente RPC, sin motor: cada paso se llama a mano. */
const preparar = () => prepararDescarga(abiertas);

const pagina = paginaPull;
const linea = (id: string, idparte: string) => ({
  idlparte_trabajo: id, idparte_trabajo: idparte, idarticulo: 'a1', descripcion: 'Sirena', unidades: 1, precio: 50, dto: 0, importe: 50, estado: 1,
});

describe('sync.pull', () => {
  it('escribe cada página con una escritura en bloque por colección y guarda checkpoint y cursor', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(
      pagina({ documentos: [
        { coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1' }) },
        { coleccion: 'partetrabajo', doc: parte('p2', { fecha_desc: 'a|p2' }) },
        { coleccion: 'lpartetrabajo', doc: linea('l1', 'p1') },
      ], cursor: 'foto-1', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p3', { fecha_desc: 'a|p3' }) }], checkpoint: 7 }),
    );
    const upsertPartes = vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert');
    const upsertLineas = vi.spyOn(ctx.db.lpartetrabajo, 'bulkUpsert');
    const sueltos = [vi.spyOn(ctx.db.partetrabajo, 'upsert'), vi.spyOn(ctx.db.partetrabajo, 'insert'), vi.spyOn(ctx.db.partetrabajo, 'incrementalUpsert')];
    const progreso: number[] = [];

    expect(await bajarCambios(ctx, rpc, { limite: 3, alProgreso: (n) => progreso.push(n) })).toBe(4);

    expect(await ctx.db.partetrabajo.count().exec()).toBe(3);
    expect(await ctx.db.lpartetrabajo.count().exec()).toBe(1);
    expect(upsertPartes).toHaveBeenCalledTimes(2);
    expect(upsertLineas).toHaveBeenCalledTimes(1);
    for (const s of sueltos) expect(s).not.toHaveBeenCalled();
    expect(progreso).toEqual([3, 4]);
    const pulls = servidor.llamadas.filter((l) => l.metodo === 'sync.pull').map((l) => l.params);
    expect(pulls).toEqual([{ checkpoint: 0, cursor: null, limite: 3 }, { checkpoint: 0, cursor: 'foto-1', limite: 3 }]);
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ checkpoint: 7, cursor: null });
    expect((await leerEstadoSync(ctx.db)).ultimo_pull).not.toBeNull();
  });

  it('pide la página siguiente mientras escribe la actual (servidor e IndexedDB a la vez), y las escribe en orden', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1' }) }], cursor: 'foto-1', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p2', { fecha_desc: 'a|p2' }) }], cursor: 'foto-2', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1', observaciones: 'última' }) }], checkpoint: 9 }),
    );
    const pullsPedidos = () => servidor.llamadas.filter((l) => l.metodo === 'sync.pull').length;
    const alEscribir: number[] = [];
    const original = ctx.db.partetrabajo.bulkUpsert.bind(ctx.db.partetrabajo);
    vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert').mockImplementation((docs) => {
      alEscribir.push(pullsPedidos());
      return original(docs);
    });

    expect(await bajarCambios(ctx, rpc, { limite: 1 })).toBe(3);

    // Al escribir la página 1 ya se había pedido la 2; al escribir la 2, la 3; la última no pide más.
    expect(alEscribir).toEqual([2, 3, 3]);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('última');
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ checkpoint: 9, cursor: null });
  });

  it('en la primera descarga, tras escribir la primera página deja leerla antes de escribir la siguiente (decisión 84)', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1' }) }], cursor: 'foto-1', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p2', { fecha_desc: 'a|p2' }) }], cursor: 'foto-2', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p3', { fecha_desc: 'a|p3' }) }], checkpoint: 9 }),
    );
    // La pantalla se entera de la primera página y la lee un poco después (aviso de cambio, React): 50 ms.
    // Sin la pausa, para entonces ya se ha escrito la página 2 y su lectura va detrás de esa escritura.
    const escrituras: string[] = [];
    let leido: Promise<string> | null = null;
    const original = ctx.db.partetrabajo.bulkUpsert.bind(ctx.db.partetrabajo);
    vi.spyOn(ctx.db.partetrabajo, 'bulkUpsert').mockImplementation(async (docs) => {
      const ids = docs.map((d) => d.idparte_trabajo).join(',');
      escrituras.push(ids);
      const r = await original(docs);
      if (ids === 'p1') {
        leido = new Promise<string>((resolver) => {
          setTimeout(() => void ctx.db.partetrabajo.find().exec().then((l) => resolver(l.map((d) => d.idparte_trabajo).sort().join(','))), 50);
        });
      }
      return r;
    });

    expect(await bajarCambios(ctx, rpc, { limite: 1, trasPrimeraPagina: () => pausa(200) })).toBe(3);

    expect(escrituras).toEqual(['p1', 'p2', 'p3']);
    expect(await leido, 'lo que la pantalla lee tras la primera página').toBe('p1');
  });

  it('tras la primera página espera a lo que diga quien descarga (la primera pantalla con datos, decisión 85)', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1' }) }], cursor: 'foto-1', hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p2', { fecha_desc: 'a|p2' }) }], checkpoint: 9 }),
    );
    let soltar = (): void => undefined;
    let esperas = 0;
    const descarga = bajarCambios(ctx, rpc, {
      limite: 1,
      trasPrimeraPagina: () => {
        esperas += 1;
        return new Promise<void>((r) => (soltar = r));
      },
    });
    await pausa(300);
    const ids = async (): Promise<string> => (await ctx.db.partetrabajo.find().exec()).map((d) => d.idparte_trabajo).sort().join(',');
    expect(await ids(), 'mientras la pantalla no enseña sus datos').toBe('p1');
    soltar();
    expect(await descarga).toBe(2);
    expect(await ids()).toBe('p1,p2');
    expect(esperas).toBe(1);
  });

  it('la pausa es solo para la primera página de la primera descarga: una descarga desde un checkpoint no espera', { timeout: 20_000 }, async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p1', { fecha_desc: 'a|p1' }) }], checkpoint: 5 }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p2', { fecha_desc: 'a|p2' }) }], checkpoint: 6, hayMas: true }),
      pagina({ documentos: [{ coleccion: 'partetrabajo', doc: parte('p3', { fecha_desc: 'a|p3' }) }], checkpoint: 7 }),
    );
    await bajarCambios(ctx, rpc, { limite: 1 });
    // Desde el checkpoint 5, con una pausa de un minuto: si esperara, la prueba no acabaría a tiempo.
    expect(await bajarCambios(ctx, rpc, { limite: 1, trasPrimeraPagina: () => pausa(60_000) })).toBe(2);
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ checkpoint: 7 });
  });

  it('si se corta a mitad de la foto (también la página pedida por adelantado), sigue desde el último cursor guardado', async () => {
    const { ctx, servidor, rpc } = await preparar();
    for (let i = 1; i <= 5; i++) servidor.poner('partetrabajo', parte(`p${i}`));
    servidor.fallarCuando((m) => m.includes('sync.pull') && servidor.llamadas.filter((l) => l.metodo === 'sync.pull').length === 2, 'red');
    await expect(bajarCambios(ctx, rpc, { limite: 2 })).rejects.toThrow('No hay conexión con el servidor');
    expect(await ctx.db.partetrabajo.count().exec()).toBe(4);
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ checkpoint: 0, cursor: '4' });

    await bajarCambios(ctx, rpc, { limite: 2 });
    expect(await ctx.db.partetrabajo.count().exec()).toBe(5);
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ checkpoint: servidor.secuencia, cursor: null });
    // Después de la foto, solo los cambios desde el checkpoint.
    servidor.poner('partetrabajo', parte('p2', { descripcion: 'Cambiada en la central' }));
    expect(await bajarCambios(ctx, rpc)).toBe(1);
    expect((await ctx.db.partetrabajo.findOne('p2').exec())?.descripcion).toBe('Cambiada en la central');
  });

  it('rebase: el servidor cambió descripcion, el dispositivo tiene pendiente observaciones; sobreviven los dos', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.poner('partetrabajo', parte('p1', { descripcion: 'Revisión anual' }));
    await bajarCambios(ctx, rpc);

    await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'Falta una sirena' } });
    servidor.poner('partetrabajo', { ...servidor.doc('partetrabajo', 'p1'), descripcion: 'Revisión anual + cambio de batería' });
    await bajarCambios(ctx, rpc);

    const local = await ctx.db.partetrabajo.findOne('p1').exec();
    expect(local?.descripcion).toBe('Revisión anual + cambio de batería');
    expect(local?.observaciones).toBe('Falta una sirena');
    expect((await entradasEnOrden(ctx.db))[0]?.estado).toBe('pendiente');

    await subirPendientes(ctx, rpc, 50);
    expect(servidor.doc('partetrabajo', 'p1')).toMatchObject({ descripcion: 'Revisión anual + cambio de batería', observaciones: 'Falta una sirena' });
    await bajarCambios(ctx, rpc);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('Falta una sirena');
  });

  it('rebase de una entrada que toca un documento que no viene en la página: parte del estado del servidor', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.poner('partetrabajo', parte('p1'));
    servidor.poner('ordentrabajo', { idorden_trabajo: 'o1', idcliente: 'c1', iddelegacion: '1', numero: 'OT-1', fecha: '2026-11-19', descripcion: 'Orden', prioridad: 1, estado: 1, actualizado: '2026-11-19T08:00:00.000Z' });
    await bajarCambios(ctx, rpc);
    // Finalizar orden (opción 1): toca parte y orden. Después la central cambia solo la orden.
    await mutar(ctx, 'ordenTrabajo.finalizarOt', { idparte_trabajo: 'p1', opcion: 1 });
    servidor.poner('ordentrabajo', { ...servidor.doc('ordentrabajo', 'o1'), descripcion: 'Orden (revisada)' });
    await bajarCambios(ctx, rpc);
    const orden = await ctx.db.ordentrabajo.findOne('o1').exec();
    expect(orden?.descripcion).toBe('Orden (revisada)');
    expect(orden?.estado).toBe(2);
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.estado).toBe(2);
    expect(servidor.metodos()).toContain('sync.documentos');
  });

  it('lo que sale del ámbito (parte reasignado) desaparece, salvo si tiene cambios pendientes', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.visible = (c, doc) => c !== 'partetrabajo' || doc.idtecnico === '1';
    servidor.poner('partetrabajo', parte('p1'));
    servidor.poner('partetrabajo', parte('p2'));
    await bajarCambios(ctx, rpc);
    expect(await ctx.db.partetrabajo.count().exec()).toBe(2);

    await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p2', cambios: { observaciones: 'Trabajo hecho sin conexión' } });
    servidor.poner('partetrabajo', { ...servidor.doc('partetrabajo', 'p1'), idtecnico: '9' });
    servidor.poner('partetrabajo', { ...servidor.doc('partetrabajo', 'p2'), idtecnico: '9' });
    await bajarCambios(ctx, rpc);

    expect(await ctx.db.partetrabajo.findOne('p1').exec()).toBeNull();
    expect((await ctx.db.partetrabajo.findOne('p2').exec())?.observaciones).toBe('Trabajo hecho sin conexión');
    expect((await leerEstadoSync(ctx.db)).refrescar).toEqual(['partetrabajo:p2']);

    // Cuando su entrada sube, el documento retenido se vuelve a preguntar y ya se va.
    await subirPendientes(ctx, rpc, 50);
    await refrescarPendientes(ctx, rpc);
    expect(await ctx.db.partetrabajo.findOne('p2').exec()).toBeNull();
    expect((await leerEstadoSync(ctx.db)).refrescar).toEqual([]);
  });

  it('resincronizar: vacía lo sincronizado (salvo lo pendiente) y vuelve a bajar desde 0', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.poner('partetrabajo', parte('p1'));
    servidor.poner('partetrabajo', parte('p2'));
    await bajarCambios(ctx, rpc);
    await ctx.db.partetrabajo.insert(parte('huerfano', { fecha_desc: 'x' }));
    await mutar(ctx, 'parteTrabajo.updateSync', { id: 'p2', cambios: { observaciones: 'pendiente' } });

    servidor.guionPull.push(pagina({ resincronizar: true }));
    await bajarCambios(ctx, rpc);

    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.pull').at(-1)?.params).toEqual({ checkpoint: 0, cursor: null });
    expect(await ctx.db.partetrabajo.findOne('huerfano').exec()).toBeNull();
    expect((await ctx.db.partetrabajo.findOne('p1').exec())?.observaciones).toBeNull();
    expect((await ctx.db.partetrabajo.findOne('p2').exec())?.observaciones).toBe('pendiente');
    expect((await leerEstadoSync(ctx.db)).checkpoint).toBe(servidor.secuencia);
  });
});

describe('descartar', () => {
  const conMotor = async (minimoMs = 20) => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1', { descripcion: 'Original' }));
    servidor.rechazar = (_m, p) =>
      (p as { cambios?: { observaciones?: string } }).cambios?.observaciones === 'RECHAZAR' ? new ErrorNegocio('regla', 'El parte está cerrado en la central') : null;
    const db = await crearDbPrueba();
    abiertas.push(db);
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { backoff: { minimoMs, maximoMs: minimoMs } });
    motores.push(motor);
    await motor.sincronizarAhora();
    const fallida = await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'RECHAZAR' } });
    await motor.sincronizarAhora();
    expect((await db.syncupload.findOne(fallida.idsync_upload).exec())?.estado).toBe('fallido');
    return { servidor, db, motor, fallida };
  };

  it('vuelve a la versión del servidor y reaplica encima lo que sigue pendiente', async () => {
    const { servidor, db, motor, fallida } = await conMotor(60_000);
    servidor.desconectado = true;
    await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { descripcion: 'Nueva descripción' } });
    await motor.sincronizarAhora();
    servidor.desconectado = false;

    await motor.descartar(fallida.idsync_upload);

    const p1 = await db.partetrabajo.findOne('p1').exec();
    expect(p1?.observaciones).toBeNull();
    expect(p1?.descripcion).toBe('Nueva descripción');
    expect((await entradasEnOrden(db)).map((e) => e.estado)).toEqual(['pendiente']);
    expect((await leerEstadoSync(db)).refrescar).toEqual([]);
  });

  it('sin conexión apunta los documentos y los restaura en el siguiente ciclo', async () => {
    const { servidor, db, motor, fallida } = await conMotor();
    servidor.desconectado = true;
    await motor.descartar(fallida.idsync_upload);
    expect(await db.syncupload.count().exec()).toBe(0);
    expect((await db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('RECHAZAR');
    expect((await leerEstadoSync(db)).refrescar).toEqual(['partetrabajo:p1']);

    servidor.desconectado = false;
    await motor.sincronizarAhora();
    expect((await db.partetrabajo.findOne('p1').exec())?.observaciones).toBeNull();
    expect((await leerEstadoSync(db)).refrescar).toEqual([]);
  });

  it('descartar un alta hecha sin conexión la quita del dispositivo', async () => {
    const { servidor, db, motor } = await conMotor();
    servidor.rechazar = () => new ErrorNegocio('permiso', 'No tienes permiso de acceso para añadir');
    const id = crypto.randomUUID();
    const alta = await db.mutate('parteTrabajo.insertSync', { doc: { ...parte(id), idparte_trabajo: id } });
    await motor.sincronizarAhora();
    expect((await db.syncupload.findOne(alta.idsync_upload).exec())?.error).toBe('No tienes permiso de acceso para añadir');
    await motor.descartar(alta.idsync_upload);
    expect(await db.partetrabajo.findOne(id).exec()).toBeNull();
  });
});
