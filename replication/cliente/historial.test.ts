import { afterEach, describe, expect, it } from 'vitest';
import { bajarCambios } from './descarga';
import { guardarEstadoSync, leerEstadoSync } from './estado-local';
import { ajustarMeses, cargarHistorial, HISTORIAL_DIAS } from './historial';
import { parte } from './pruebas/entorno';
import { paginaPull, prepararDescarga } from './pruebas/descarga';
import type { VigiaDatabase } from './tipos';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

const preparar = () => prepararDescarga(abiertas);

const pagina = paginaPull;
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
    expect(desalojo).toEqual([{ meses: ['2026-09', '2026-05'], historial: ['2026-06'], cursor: null }]);
    expect((await ctx.db.partetrabajo.find().exec()).map((d) => d.idparte_trabajo)).toEqual(['sigue']);
    const estado = await leerEstadoSync(ctx.db);
    expect(estado.ventana).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(estado.historial?.map((h) => h.mes)).toEqual(['2026-06']);
  });

  it('sin meses que soltar no se llama a sync.desalojar', async () => {
    const { ctx, servidor, rpc } = await preparar();
    await guardarEstadoSync(ctx.db, { ventana: ['2026-10', '2026-11'] });
    await ajustarMeses(ctx, rpc, ['2026-10', '2026-11']);
    expect(servidor.llamadas.some((l) => l.metodo === 'sync.desalojar')).toBe(false);
  });
});
