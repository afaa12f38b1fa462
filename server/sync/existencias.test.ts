/**
 * Las existencias (stock) bajan solo a la delegación de su almacén (decisión 88): el técnico, las de los
 * almacenes de su delegación (su furgoneta, el central, las de sus compañeros); el almacén y el comercial
 * (ámbito delegación), las de la suya; la oficina, todas. Un dispositivo que las tenía todas (etiquetas de
 * la versión 3: el stock era un catálogo global) suelta las ajenas por el registro al reetiquetar, y la
 * furgoneta de un técnico sigue siendo suya para moverla.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPglite } from '../db/pglite';
import { aplicarMigraciones } from '../db/migraciones';
import { pull } from './pull';
import { administrador, documentosPrueba, supervisorD1, tecnico1, tecnico3 } from './prueba/datos';
import { BASES, cargarPorTx, comprobarInvariante, descargar, leerDoc, mutar, type BasePrueba } from './prueba/entorno';
import { reetiquetarSiHaceFalta } from './reetiquetar';
import { tabla } from './registro';

const AHORA = '2026-11-20T10:00:00.000Z';

const docs = () => {
  const d = documentosPrueba();
  return {
    ...d,
    almacen: [
      ...d.almacen,
      { idalmacen: 'AV1', nombre: 'Furgoneta T1', tipo: 'vehiculo' as const, idtecnico: 'T1', iddelegacion: 'D1', estado: 1 },
      { idalmacen: 'AS1', nombre: 'Central Sevilla', tipo: 'central' as const, idtecnico: null, iddelegacion: 'D2', estado: 1 },
      { idalmacen: 'AV3', nombre: 'Furgoneta T3', tipo: 'vehiculo' as const, idtecnico: 'T3', iddelegacion: 'D2', estado: 1 },
    ],
    stock: [
      ...d.stock,
      { idstock: 'AV1-AR1', idalmacen: 'AV1', idarticulo: 'AR1', unidades: 5, actualizado: AHORA, estado: 1 },
      { idstock: 'AS1-AR1', idalmacen: 'AS1', idarticulo: 'AR1', unidades: 40, actualizado: AHORA, estado: 1 },
      { idstock: 'AV3-AR2', idalmacen: 'AV3', idarticulo: 'AR2', unidades: 2, actualizado: AHORA, estado: 1 },
    ],
  };
};

const stockDe = (d: { docs: ReadonlyMap<string, unknown> }): string[] =>
  [...d.docs.keys()].filter((k) => k.startsWith('stock:')).map((k) => k.slice('stock:'.length)).sort();

describe.each(BASES)('existencias por delegación ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db, docs());
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('el técnico y el almacén bajan las de su delegación; la oficina, todas', async () => {
    const { db } = base;
    expect(stockDe(await descargar(db, tecnico1))).toEqual(['A1-AR1', 'AV1-AR1']);
    expect(stockDe(await descargar(db, tecnico3))).toEqual(['AS1-AR1', 'AV3-AR2']);
    expect(stockDe(await descargar(db, supervisorD1))).toEqual(['A1-AR1', 'AV1-AR1']);
    expect(stockDe(await descargar(db, administrador))).toEqual(['A1-AR1', 'AS1-AR1', 'AV1-AR1', 'AV3-AR2']);
    // Los almacenes siguen siendo un catálogo de todos (los nombres de un movimiento, un pedido).
    expect([...(await descargar(db, tecnico1)).docs.keys()]).toEqual(expect.arrayContaining(['almacen:AS1', 'almacen:AV3']));
  });

  it('la furgoneta del técnico sigue siendo suya: descargarla mueve sus existencias y las del central', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'almacen.descargarVehiculoSync', {
      idalmacen_origen: 'AV1', idalmacen_destino: 'A1', lineas: [{ idarticulo: 'AR1', unidades: 2, idmovimiento_salida: 'MVX1', idmovimiento_entrada: 'MVX2' }],
    });
    expect((await leerDoc(db, 'stock', 'AV1-AR1'))?.unidades).toBe(3);
    expect((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades).toBe(12);
    expect(stockDe(await descargar(db, tecnico1))).toEqual(['A1-AR1', 'AV1-AR1']);
    await comprobarInvariante(db);
  });
});

describe('reetiquetar a la versión 4', () => {
  it('un dispositivo con el stock de todas las delegaciones suelta el de las demás por el registro', async () => {
    const db = await abrirPglite(null);
    try {
      await aplicarMigraciones(db);
      await cargarPorTx(db, docs());
      // Como lo dejaba la versión 3: el stock, catálogo global.
      await db.query(`update ${tabla('stock')} set ambito = array['global']`);
      await db.query('update etiquetas_version set version = 3');
      const t1 = await descargar(db, tecnico1);
      expect(stockDe(t1)).toEqual(['A1-AR1', 'AS1-AR1', 'AV1-AR1', 'AV3-AR2']);

      expect((await reetiquetarSiHaceFalta(db))?.reescritas).toBeGreaterThanOrEqual(4);
      await comprobarInvariante(db);
      const despues = await pull(db, { checkpoint: t1.checkpoint }, tecnico1);
      expect(despues.eliminados).toEqual(expect.arrayContaining([{ coleccion: 'stock', id: 'AS1-AR1' }, { coleccion: 'stock', id: 'AV3-AR2' }]));
      expect(despues.eliminados).not.toEqual(expect.arrayContaining([{ coleccion: 'stock', id: 'A1-AR1' }]));
      expect(stockDe(await descargar(db, tecnico1))).toEqual(['A1-AR1', 'AV1-AR1']);
    } finally {
      await db.cerrar();
    }
  });
});
