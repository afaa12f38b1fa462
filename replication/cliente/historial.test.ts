import { afterEach, describe, expect, it } from 'vitest';
import { bajarCambios } from './descarga';
import { guardarEstadoSync, leerEstadoSync } from './estado-local';
import { ajustarMeses, cargarHistorial, HISTORIAL_DIAS, suscribir } from './historial';
import { parte } from './pruebas/entorno';
import type { DocDe } from '../../schemas';
import { paginaPull, prepararDescarga } from './pruebas/descarga';
import type { VigiaDatabase } from './tipos';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

const preparar = () => prepararDescarga(abiertas);

const pagina = paginaPull;
const ronda = (id: string): DocDe<'rondarealizada'> => ({
  idronda_realizada: id, idronda_programada: 'RP1', idpuesto_servicio: 'PS1', idvigilante: 'V1', inicio: '2026-11-02T22:00:00.000Z',
  situacion: 'completa', puntos_total: 1, puntos_leidos: 1, incidencias: 0, estado: 1,
});
const dentroDe = (dias: number): string => new Date(Date.now() + dias * 86_400_000).toISOString();

describe('la historia en el dispositivo (historial.ts)', () => {
  it('cargar un mes: lo anota antes de pedirlo, escribe sus páginas y lo guarda HISTORIAL_DIAS días', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionHistorial.push(
      { documentos: [{ coleccion: 'partetrabajo', doc: parte('v1', { estado: 2, fecha_desc: 'a|v1' }) }], cursor: 'c1' },
      { documentos: [{ coleccion: 'partetrabajo', doc: parte('v2', { estado: 2, fecha_desc: 'a|v2' }) }], cursor: null },
    );
    const progreso: number[] = [];
    expect(await cargarHistorial(ctx, rpc, '2026-05', (n) => progreso.push(n))).toBe(2);
    expect(progreso).toEqual([1, 2]);
    expect(await ctx.db.partetrabajo.count().exec()).toBe(2);
    const pedidas = servidor.llamadas.filter((l) => l.metodo === 'sync.historial').map((l) => l.params);
    expect(pedidas).toEqual([{ mes: '2026-05', cursor: null, limite: 2000 }, { mes: '2026-05', cursor: 'c1', limite: 2000 }]);
    const { historial } = await leerEstadoSync(ctx.db);
    expect(historial?.map((h) => h.mes)).toEqual(['2026-05']);
    const dias = (Date.parse(historial?.[0]?.caduca ?? '') - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(HISTORIAL_DIAS - 0.01);
    expect(dias).toBeLessThanOrEqual(HISTORIAL_DIAS);
  });

  it('si la historia no llega, el mes no queda pedido y el error sale tal cual', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.desconectado = true;
    await expect(cargarHistorial(ctx, rpc, '2026-05')).rejects.toThrow();
    expect((await leerEstadoSync(ctx.db)).historial ?? []).toEqual([]);
  });

  it('la descarga pide los meses que no han caducado y, al acabar, suelta los que ya no tocan', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await ctx.db.partetrabajo.bulkInsert([parte('viejo', { fecha_desc: 'a|viejo' }), parte('sigue', { fecha_desc: 'a|sigue' })]);
    await guardarEstadoSync(ctx.db, {
      checkpoint: 5,
      ventana: ['2026-09', '2026-10', '2026-11'],
      historial: [{ mes: '2026-05', caduca: dentroDe(-1) }, { mes: '2026-06', caduca: dentroDe(3) }],
    });
    servidor.guionPull.push(pagina({ checkpoint: 6, ventana: ['2026-10', '2026-11', '2026-12'] }));
    servidor.guionDesalojar.push({ eliminados: [{ coleccion: 'partetrabajo', id: 'viejo' }], cursor: null });

    await bajarCambios(ctx, rpc);

    const pull = servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params;
    expect(pull).toMatchObject({ checkpoint: 5, historial: ['2026-06'] });
    const desalojo = servidor.llamadas.filter((l) => l.metodo === 'sync.desalojar').map((l) => l.params);
    expect(desalojo).toEqual([{ meses: ['2026-09', '2026-05'], historial: ['2026-06'], suscripciones: [], cursor: null }]);
    expect((await ctx.db.partetrabajo.find().exec()).map((d) => d.idparte_trabajo)).toEqual(['sigue']);
    const estado = await leerEstadoSync(ctx.db);
    expect(estado.ventana).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(estado.historial?.map((h) => h.mes)).toEqual(['2026-06']);
  });

  it('suscribir una colección bajo demanda: la anota, baja su ventana mes a mes y, abierta otra vez, solo renueva', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await guardarEstadoSync(ctx.db, { ventana: ['2026-10', '2026-11'], bajo_demanda: ['rondarealizada'] });
    servidor.guionHistorial.push(
      { documentos: [{ coleccion: 'rondarealizada', doc: ronda('r1') }], cursor: 'c1' },
      { documentos: [{ coleccion: 'rondarealizada', doc: ronda('r2') }], cursor: null },
      { documentos: [{ coleccion: 'rondarealizada', doc: ronda('r3') }], cursor: null },
    );
    const progreso: number[] = [];
    expect(await suscribir(ctx, rpc, 'rondarealizada', (n) => progreso.push(n))).toBe(3);
    expect(progreso).toEqual([1, 2, 3]);
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.historial').map((l) => l.params)).toEqual([
      { mes: '2026-10', coleccion: 'rondarealizada', cursor: null, limite: 2000 },
      { mes: '2026-10', coleccion: 'rondarealizada', cursor: 'c1', limite: 2000 },
      { mes: '2026-11', coleccion: 'rondarealizada', cursor: null, limite: 2000 },
    ]);
    expect(await ctx.db.rondarealizada.count().exec()).toBe(3);
    const [primera] = (await leerEstadoSync(ctx.db)).suscripciones ?? [];
    expect(primera?.coleccion).toBe('rondarealizada');
    expect((Date.parse(primera?.caduca ?? '') - Date.now()) / 86_400_000).toBeGreaterThan(HISTORIAL_DIAS - 0.01);

    // Otra vez: ya la tiene (la mantiene viva el sync.pull), así que no baja nada y solo alarga la caducidad.
    await guardarEstadoSync(ctx.db, { suscripciones: [{ coleccion: 'rondarealizada', caduca: dentroDe(1) }] });
    expect(await suscribir(ctx, rpc, 'rondarealizada')).toBe(0);
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.historial')).toHaveLength(3);
    const [renovada] = (await leerEstadoSync(ctx.db)).suscripciones ?? [];
    expect((Date.parse(renovada?.caduca ?? '') - Date.now()) / 86_400_000).toBeGreaterThan(HISTORIAL_DIAS - 0.01);
  });

  it('si la ventana de la suscripción no llega, no queda suscrita y el error sale tal cual', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await guardarEstadoSync(ctx.db, { ventana: ['2026-11'], bajo_demanda: ['rondarealizada'] });
    servidor.desconectado = true;
    await expect(suscribir(ctx, rpc, 'rondarealizada')).rejects.toThrow();
    expect((await leerEstadoSync(ctx.db)).suscripciones ?? []).toEqual([]);
  });

  it('la descarga manda las suscripciones vivas; al caducar una, o al pasar una colección a bajo demanda, suelta su ventana', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await ctx.db.rondarealizada.bulkInsert([ronda('hecha')]);
    await guardarEstadoSync(ctx.db, {
      checkpoint: 5, ventana: ['2026-10', '2026-11'], bajo_demanda: ['rondarealizada'],
      suscripciones: [{ coleccion: 'rondarealizada', caduca: dentroDe(2) }],
    });
    servidor.guionPull.push(pagina({ checkpoint: 6, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada'] }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params).toMatchObject({ checkpoint: 5, suscripciones: ['rondarealizada'] });
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);

    // Caducada: no va en el sync.pull y se pide desalojar la ventana sin ella.
    servidor.llamadas.length = 0;
    await guardarEstadoSync(ctx.db, { suscripciones: [{ coleccion: 'rondarealizada', caduca: dentroDe(-1) }] });
    servidor.guionPull.push(pagina({ checkpoint: 7, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada'] }));
    servidor.guionDesalojar.push({ eliminados: [{ coleccion: 'rondarealizada', id: 'hecha' }], cursor: null });
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params).not.toHaveProperty('suscripciones');
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.desalojar').map((l) => l.params)).toEqual([
      { meses: ['2026-10', '2026-11'], historial: [], suscripciones: [], cursor: null },
    ]);
    expect(await ctx.db.rondarealizada.count().exec()).toBe(0);
    expect((await leerEstadoSync(ctx.db)).suscripciones).toEqual([]);

    // Un dispositivo de antes (sin `bajo_demanda`) que guardaba la ventana de las rondas la suelta una vez.
    servidor.llamadas.length = 0;
    await guardarEstadoSync(ctx.db, { bajo_demanda: [] });
    servidor.guionPull.push(pagina({ checkpoint: 8, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada'] }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.desalojar')).toHaveLength(1);
    expect((await leerEstadoSync(ctx.db)).bajo_demanda).toEqual(['rondarealizada']);
    servidor.llamadas.length = 0;
    servidor.guionPull.push(pagina({ checkpoint: 9, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada'] }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);
  });

  it('sin meses que soltar no se llama a sync.desalojar', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await guardarEstadoSync(ctx.db, { ventana: ['2026-10', '2026-11'] });
    await ajustarMeses(ctx, rpc, ['2026-10', '2026-11']);
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);
  });

  it('la primera descarga (sin ventana guardada) no pide soltar la ventana de lo bajo demanda: no la trajo', async () => {
    const { ctx, servidor, rpc } = await preparar();
    servidor.guionPull.push(pagina({ checkpoint: 3, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada', 'partenovedad'] }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);
    expect(await leerEstadoSync(ctx.db)).toMatchObject({ ventana: ['2026-10', '2026-11'], bajo_demanda: ['rondarealizada', 'partenovedad'] });
    // La siguiente, con la ventana ya guardada, tampoco: nada ha pasado a ser bajo demanda.
    servidor.guionPull.push(pagina({ checkpoint: 4, ventana: ['2026-10', '2026-11'], bajoDemanda: ['rondarealizada', 'partenovedad'] }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);
  });
});
