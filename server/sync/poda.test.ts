/**
 * Poda con el reloj adelantado (issue 13, punto 8), en PGlite y PostgreSQL: el registro de cambios (con
 * las marcas de borrado) y el de subidas se conservan los 90 días de la ventana sin conexión y se podan
 * después. Un dispositivo que vuelve más tarde recibe la resincronización explícita, nunca un hueco, y
 * una subida suya de antes del horizonte se rechaza con un mensaje claro en vez de aplicarse dos veces.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getMutador } from '../../replication/mutadores';
import { DIAS_REGISTRO, horizonteSubidas, podarRegistro } from './poda';
import { ejecutarMutacion, mensajeSubidaCaducada } from './ejecutor';
import { pull } from './pull';
import { administrador, tecnico1 } from './prueba/datos';
import { baseCargada, type BasePrueba, BASES, descargar } from './prueba/entorno';

const DIA = 86_400_000;
const contar = async (base: BasePrueba, sql: string): Promise<number> => Number((await base.db.query<{ n: unknown }>(sql))[0]?.n ?? 0);

describe.each(BASES)('poda del registro con el reloj adelantado ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  const subir = (idsync_upload: string, creado: string, observaciones: string) => {
    const m = getMutador('parteTrabajo.updateSync');
    if (!m) throw new Error('Falta parteTrabajo.updateSync');
    return ejecutarMutacion(base.db, m, { idsync_upload, creado, params: { id: 'PT1', cambios: { observaciones } } }, tecnico1);
  };

  it('dentro de los 90 días no se poda nada: la subida repetida devuelve su resultado y el checkpoint sigue valiendo', async () => {
    const creado = new Date().toISOString();
    const id = randomUUID();
    expect((await subir(id, creado, 'antes de la poda')).repetido).toBe(false);
    const { checkpoint } = await descargar(base.db, tecnico1);
    const cambios = await contar(base, 'select count(*) as n from cambio');

    const poda = async () => (await base.db.query<{ hasta: unknown; subidas_hasta: unknown }>('select hasta, subidas_hasta from cambio_poda'))[0];
    const antes = await poda();
    const r = await podarRegistro(base.db, DIAS_REGISTRO, new Date(Date.now() + 89 * DIA));
    expect(r).toMatchObject({ borrados: 0, subidasBorradas: 0 });
    // Sin nada que podar no se escribe nada (tampoco el horizonte).
    expect(await poda()).toEqual(antes);
    expect(await horizonteSubidas(base.db)).toBeNull();
    expect(await contar(base, 'select count(*) as n from cambio')).toBe(cambios);
    expect((await subir(id, creado, 'antes de la poda')).repetido).toBe(true);
    expect((await pull(base.db, { checkpoint: 1 }, tecnico1)).resincronizar).toBe(false);
    expect((await descargar(base.db, tecnico1, checkpoint)).docs.size).toBe(0);
  });

  it('pasados los 90 días se podan cambios, marcas de borrado y subidas; quien vuelve resincroniza y su subida vieja se rechaza', async () => {
    // El dispositivo que se va: su última descarga, antes de los cambios que se podarán.
    const viejo = (await descargar(base.db, tecnico1)).checkpoint;
    const creado = new Date().toISOString();
    const id = randomUUID();
    await subir(id, creado, 'subida que se olvidará');
    // Un borrado: su marca (cambio con borrado = true) también se poda.
    const borrar = getMutador('nota.deleteSync');
    if (!borrar) throw new Error('Falta nota.deleteSync');
    await ejecutarMutacion(base.db, borrar, { idsync_upload: randomUUID(), creado, params: { id: 'N1' } }, administrador);
    expect(await contar(base, 'select count(*) as n from cambio where borrado')).toBeGreaterThan(0);

    const ahora = new Date(Date.now() + (DIAS_REGISTRO + 1) * DIA);
    const r = await podarRegistro(base.db, DIAS_REGISTRO, ahora);
    expect(r.borrados).toBeGreaterThan(0);
    expect(r.subidasBorradas).toBeGreaterThan(0);
    expect(await contar(base, 'select count(*) as n from cambio')).toBe(0);
    expect(await contar(base, 'select count(*) as n from sync_aplicado')).toBe(0);
    // El horizonte: la última aplicación olvidada, después de crear la subida y antes del límite de la poda.
    const horizonte = Date.parse((await horizonteSubidas(base.db)) ?? '');
    expect(horizonte).toBeGreaterThanOrEqual(Date.parse(creado) - 1000);
    expect(horizonte).toBeLessThan(ahora.getTime() - DIAS_REGISTRO * DIA);

    // El dispositivo que vuelve: resincronización explícita y, después, la descarga completa de siempre.
    expect(await pull(base.db, { checkpoint: viejo }, tecnico1)).toMatchObject({ resincronizar: true, documentos: [], eliminados: [] });
    const completa = await descargar(base.db, tecnico1);
    expect(completa.docs.get('partetrabajo:PT1')).toMatchObject({ observaciones: 'subida que se olvidará' });
    expect(completa.docs.has('nota:N1')).toBe(false);

    // Su subida de antes del horizonte ya no se sabe si se aplicó: se rechaza, no se aplica otra vez.
    await expect(subir(id, creado, 'subida que se olvidará')).rejects.toThrow(mensajeSubidaCaducada(creado));
    await expect(subir(randomUUID(), creado, 'otra vieja')).rejects.toThrow(mensajeSubidaCaducada(creado));
    expect(await contar(base, 'select count(*) as n from sync_aplicado')).toBe(0);
    // Un cambio hecho después del horizonte se aplica con normalidad.
    const nuevo = await subir(randomUUID(), new Date(ahora.getTime()).toISOString(), 'de vuelta');
    expect(nuevo.repetido).toBe(false);
    expect((await descargar(base.db, tecnico1)).docs.get('partetrabajo:PT1')).toMatchObject({ observaciones: 'de vuelta' });
  });
});
