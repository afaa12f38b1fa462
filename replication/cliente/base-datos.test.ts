import { NON_PREMIUM_COLLECTION_LIMIT } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMBIOS_V64 } from '../../migrations/v64';
import { CAMBIOS_V65 } from '../../migrations/v65';
import { CAMBIOS_V66 } from '../../migrations/v66';
import { CAMBIOS_V67 } from '../../migrations/v67';
import { CAMBIOS_V68 } from '../../migrations/v68';
import { CAMBIOS_V69 } from '../../migrations/v69';
import { CAMBIOS_V70 } from '../../migrations/v70';
import { colecciones, coleccionesLocales, esquemas, VERSION_ESQUEMA } from '../../schemas';
import { crearDbPrueba, nombreUnico, parte, storagePrueba } from './pruebas/entorno';
import { crearBaseDatos, esDesarrollo, nombreBaseDatos } from './base-datos';
import type { VigiaDatabase } from './tipos';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

describe('crearBaseDatos', () => {
  it('una base de datos por usuario', () => {
    expect(nombreBaseDatos('17')).toBe('vigia_u17');
  });

  it('abre una colección por entidad (más de 13: el parche de RxDB está aplicado) con mutate', async () => {
    expect(NON_PREMIUM_COLLECTION_LIMIT).toBeGreaterThan(Object.keys(esquemas).length);
    const db = await crearDbPrueba();
    abiertas.push(db);
    expect(Object.keys(db.collections).sort()).toEqual([...colecciones, ...coleccionesLocales].sort());
    expect(Object.keys(db.collections).length).toBeGreaterThan(13);
    expect(typeof db.mutate).toBe('function');
    // La versión es de cada colección: la base (63), cliente y movimientostock en la 64, los de la hora en la
    // 65, el estado de la sincronización en la 66 (y en la 68 y la 69) y la caja y sus movimientos en la 67 (migrations/registro.ts).
    for (const c of Object.keys(esquemas) as (keyof typeof esquemas)[]) {
      expect(db[c].schema.version, c).toBe(c in CAMBIOS_V70 ? 70 : c in CAMBIOS_V69 ? 69 : c in CAMBIOS_V68 ? 68 : c in CAMBIOS_V67 ? 67 : c in CAMBIOS_V66 ? 66 : c in CAMBIOS_V65 ? 65 : c in CAMBIOS_V64 ? 64 : VERSION_ESQUEMA);
    }
  });

  it('en desarrollo y pruebas valida cada escritura contra el esquema (ajv)', async () => {
    expect(esDesarrollo()).toBe(true);
    const db = await crearDbPrueba();
    abiertas.push(db);
    await expect(db.partetrabajo.insert({ ...parte('p1', { fecha_desc: 'x' }), estado: 42 })).rejects.toThrow(/VD2|schema/i);
    await expect(db.partetrabajo.insert(parte('p2', { fecha_desc: 'x', fecha: '2026-11-20T08:00' }))).rejects.toThrow();
    expect(await db.partetrabajo.count().exec()).toBe(0);
  });

  it('los datos siguen ahí al volver a abrir', async () => {
    const nombre = nombreUnico();
    const storage = storagePrueba();
    const db = await crearBaseDatos({ nombre, storage, multiInstance: false });
    await db.partetrabajo.insert(parte('p1', { fecha_desc: 'x' }));
    await db.close();
    const otra = await crearBaseDatos({ nombre, storage, multiInstance: false });
    abiertas.push(otra);
    expect((await otra.partetrabajo.findOne('p1').exec())?.numero).toBe('PT-p1');
  });
});
