import { afterEach, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { MAX_PADRES } from '../metodos';
import { mutar } from './cola';
import { bajarCambios } from './descarga';
import { guardarEstadoSync, leerEstadoSync } from './estado-local';
import { padreDisponible, padresParaPull, padresVivos } from './padres-suscritos';
import { ajustarPadres, suscribirPadre } from './por-padre';
import { subirPendientes } from './subida';
import { paginaPull, prepararDescarga } from './pruebas/descarga';
import type { VigiaDatabase } from './tipos';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

const material = (id: string, idsistema: string): DocDe<'materialsistema'> => ({
  idmaterial_sistema: id, idsistema, idarticulo: 'AR1', descripcion: `Detector ${id}`, numserie: null, ubicacion: null, fecha_instalacion: null, estado: 1,
});
const dentroDe = (dias: number): string => new Date(Date.now() + dias * 86_400_000).toISOString();
const POR_PADRE = [{ coleccion: 'materialsistema', campo: 'idsistema', padre: 'sistema' }];
const idsLocales = async (db: VigiaDatabase): Promise<string[]> => (await db.materialsistema.find().exec()).map((d) => d.idmaterial_sistema).sort();

describe('lo bajo demanda por registro en el dispositivo (por-padre.ts)', () => {
  it('suscribir un sistema lo anota antes de pedir su foto, escribe sus páginas y lo guarda 7 días; abrirlo otra vez no baja nada', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    servidor.guionHistorial.push(
      { documentos: [{ coleccion: 'materialsistema', doc: material('M1', 'S1') }], cursor: 'c1' },
      { documentos: [{ coleccion: 'materialsistema', doc: material('M2', 'S1') }], cursor: null },
    );
    const progreso: number[] = [];
    expect(await suscribirPadre(ctx, rpc, 'materialsistema', 'S1', (n) => progreso.push(n))).toBe(2);
    expect(progreso).toEqual([1, 2]);
    expect(await idsLocales(ctx.db)).toEqual(['M1', 'M2']);
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.historial').map((l) => l.params)).toEqual([
      { coleccion: 'materialsistema', padre: 'S1', cursor: null, limite: 2000 },
      { coleccion: 'materialsistema', padre: 'S1', cursor: 'c1', limite: 2000 },
    ]);
    const { padres } = await leerEstadoSync(ctx.db);
    expect(padres?.map((p) => `${p.coleccion}:${p.id}`)).toEqual(['materialsistema:S1']);
    const dias = (Date.parse(padres?.[0]?.caduca ?? '') - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(6.99);
    expect(await suscribirPadre(ctx, rpc, 'materialsistema', 'S1')).toBe(0);
    expect(servidor.llamadas.filter((l) => l.metodo === 'sync.historial')).toHaveLength(2);
  });

  it('si la foto no llega, el sistema no queda suscrito y el error sale tal cual', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    servidor.desconectado = true;
    await expect(suscribirPadre(ctx, rpc, 'materialsistema', 'S1')).rejects.toThrow();
    expect((await leerEstadoSync(ctx.db)).padres ?? []).toEqual([]);
  });

  it('la descarga pide los padres vivos agrupados y, al acabar, suelta lo de los caducados; lo que toca la cola se queda', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    await ctx.db.materialsistema.bulkInsert([material('M1', 'S1'), material('M2', 'S2'), material('M3', 'S2')]);
    // Un cambio sin subir del material M3 (de S2), hecho cuando S2 aún no era bajo demanda: se conserva aunque S2 caduque.
    await mutar(ctx, 'materialSistema.updateSync', { id: 'M3', cambios: { ubicacion: 'Pasillo' } });
    await guardarEstadoSync(ctx.db, {
      checkpoint: 5,
      por_padre: POR_PADRE,
      padres: [{ coleccion: 'materialsistema', id: 'S1', caduca: dentroDe(3) }, { coleccion: 'materialsistema', id: 'S2', caduca: dentroDe(-1) }],
    });
    servidor.guionPull.push(paginaPull({ checkpoint: 6, porPadre: POR_PADRE }));
    await bajarCambios(ctx, rpc);
    const pull = servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params;
    expect(pull).toMatchObject({ padres: [{ coleccion: 'materialsistema', ids: ['S1'] }] });
    expect(await idsLocales(ctx.db)).toEqual(['M1', 'M3']);
    expect((await leerEstadoSync(ctx.db)).padres?.map((p) => p.id)).toEqual(['S1']);
  });

  it('una colección que pasa a ser bajo demanda por registro suelta lo que no es de un padre suscrito', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    await ctx.db.materialsistema.bulkInsert([material('M1', 'S1'), material('M2', 'S2')]);
    await guardarEstadoSync(ctx.db, { checkpoint: 5, padres: [{ coleccion: 'materialsistema', id: 'S1', caduca: dentroDe(3) }] });
    servidor.guionPull.push(paginaPull({ checkpoint: 6, porPadre: POR_PADRE }));
    await bajarCambios(ctx, rpc);
    expect(await idsLocales(ctx.db)).toEqual(['M1']);
    expect((await leerEstadoSync(ctx.db)).por_padre).toEqual(POR_PADRE);
    // Otra vez igual: ya no suelta nada.
    expect(await ajustarPadres(ctx, POR_PADRE)).toBe(0);
  });

  it('un cambio local bajo un padre sin suscribir lo suscribe sin foto: va en cada pull, no está disponible y la pantalla trae su foto', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    await guardarEstadoSync(ctx.db, { checkpoint: 5, por_padre: POR_PADRE, padres: [] });
    await mutar(ctx, 'materialSistema.insertSync', { doc: material('M9', 'S7') });
    let estado = await leerEstadoSync(ctx.db);
    expect(estado.padres).toMatchObject([{ coleccion: 'materialsistema', id: 'S7', foto: false }]);
    expect(padreDisponible(estado, 'materialsistema', 'S7')).toBe(false);
    // La descarga lo pide (lo nuevo de S7 no vuelve como eliminado) y, al acabar, no suelta lo suyo.
    servidor.guionPull.push(paginaPull({ checkpoint: 6, porPadre: POR_PADRE }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params).toMatchObject({ padres: [{ coleccion: 'materialsistema', ids: ['S7'] }] });
    expect(await idsLocales(ctx.db)).toEqual(['M9']);
    // Abrir el sistema con conexión trae su foto aunque ya esté suscrito, y entonces sí está disponible.
    servidor.guionHistorial.push({ documentos: [{ coleccion: 'materialsistema', doc: material('M8', 'S7') }], cursor: null });
    expect(await suscribirPadre(ctx, rpc, 'materialsistema', 'S7')).toBe(1);
    estado = await leerEstadoSync(ctx.db);
    expect(estado.padres?.[0]).not.toHaveProperty('foto');
    expect(padreDisponible(estado, 'materialsistema', 'S7')).toBe(true);
    expect(await idsLocales(ctx.db)).toEqual(['M8', 'M9']);
  });

  it('subir un cambio renueva la suscripción de su padre aunque haya caducado sin conexión: la descarga siguiente lo pide', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    await guardarEstadoSync(ctx.db, { checkpoint: 5, por_padre: POR_PADRE, padres: [] });
    await mutar(ctx, 'materialSistema.insertSync', { doc: material('M9', 'S7') });
    // Más de HISTORIAL_DIAS sin conexión: la suscripción que hizo el cambio ha caducado cuando vuelve la red.
    await guardarEstadoSync(ctx.db, { padres: [{ coleccion: 'materialsistema', id: 'S7', caduca: dentroDe(-1), foto: false }] });
    expect(await subirPendientes(ctx, rpc, 50)).toMatchObject({ confirmadas: 1 });
    const [renovado] = (await leerEstadoSync(ctx.db)).padres ?? [];
    expect(renovado).toMatchObject({ coleccion: 'materialsistema', id: 'S7', foto: false });
    expect(Date.parse(renovado?.caduca ?? '')).toBeGreaterThan(Date.parse(dentroDe(6.9)));
    servidor.guionPull.push(paginaPull({ checkpoint: 6, porPadre: POR_PADRE }));
    await bajarCambios(ctx, rpc);
    expect(servidor.llamadas.find((l) => l.metodo === 'sync.pull')?.params).toMatchObject({ padres: [{ coleccion: 'materialsistema', ids: ['S7'] }] });
    expect(await idsLocales(ctx.db)).toEqual(['M9']);
  });

  it('si la foto de un padre suscrito por un cambio local no llega, sigue suscrito sin foto', async () => {
    const { ctx, servidor, rpc } = await prepararDescarga(abiertas);
    await guardarEstadoSync(ctx.db, { checkpoint: 5, por_padre: POR_PADRE, padres: [] });
    await mutar(ctx, 'materialSistema.insertSync', { doc: material('M9', 'S7') });
    servidor.desconectado = true;
    await expect(suscribirPadre(ctx, rpc, 'materialsistema', 'S7')).rejects.toThrow();
    expect((await leerEstadoSync(ctx.db)).padres).toMatchObject([{ coleccion: 'materialsistema', id: 'S7', foto: false }]);
  });

  it('un cambio bajo un padre ya suscrito no reescribe el estado; uno que no toca nada bajo demanda, tampoco', async () => {
    const { ctx } = await prepararDescarga(abiertas);
    await guardarEstadoSync(ctx.db, { checkpoint: 5, por_padre: POR_PADRE, padres: [{ coleccion: 'materialsistema', id: 'S1', caduca: dentroDe(7) }] });
    const revision = async (): Promise<string | undefined> => (await ctx.db.sync.findOne('estado').exec())?.revision;
    const antes = await revision();
    await mutar(ctx, 'materialSistema.insertSync', { doc: material('M1', 'S1') });
    expect(await revision()).toBe(antes);
    // Renovar la suscripción solo se escribe pasado RENOVAR_TRAS_MS, y conserva la foto.
    await guardarEstadoSync(ctx.db, { padres: [{ coleccion: 'materialsistema', id: 'S1', caduca: dentroDe(2) }] });
    await mutar(ctx, 'materialSistema.updateSync', { id: 'M1', cambios: { ubicacion: 'Entrada' } });
    const [renovado] = (await leerEstadoSync(ctx.db)).padres ?? [];
    expect(Date.parse(renovado?.caduca ?? '')).toBeGreaterThan(Date.parse(dentroDe(6.9)));
    expect(renovado).not.toHaveProperty('foto');
  });

  it('qué está disponible sin conexión: lo que no es bajo demanda por registro siempre; lo demás, suscrito y sin caducar', () => {
    const padres = [{ coleccion: 'materialsistema', id: 'S1', caduca: dentroDe(1) }, { coleccion: 'materialsistema', id: 'S2', caduca: dentroDe(-1) }];
    expect(padreDisponible({ por_padre: POR_PADRE, padres }, 'materialsistema', 'S1')).toBe(true);
    expect(padreDisponible({ por_padre: POR_PADRE, padres }, 'materialsistema', 'S2')).toBe(false);
    expect(padreDisponible({ por_padre: POR_PADRE, padres }, 'materialsistema', 'S3')).toBe(false);
    // Suscrito por un cambio local, sin su foto: no lo tiene entero.
    expect(padreDisponible({ por_padre: POR_PADRE, padres: [{ coleccion: 'materialsistema', id: 'S3', caduca: dentroDe(1), foto: false }] }, 'materialsistema', 'S3')).toBe(false);
    expect(padreDisponible({ por_padre: [], padres: [] }, 'materialsistema', 'S3')).toBe(true);
    expect(padreDisponible(null, 'materialsistema', 'S3')).toBe(true);
  });

  it('de cada colección van como mucho MAX_PADRES padres, los más recientes', () => {
    const muchos = Array.from({ length: MAX_PADRES + 3 }, (_, i) => ({ coleccion: 'materialsistema', id: `S${i}`, caduca: dentroDe(1 + i / 10_000) }));
    const vivos = padresVivos(muchos);
    expect(vivos).toHaveLength(MAX_PADRES);
    expect(vivos.some((p) => p.id === 'S0')).toBe(false);
    expect(padresParaPull(muchos)[0]?.ids).toHaveLength(MAX_PADRES);
  });
});
