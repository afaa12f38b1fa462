import { describe, expect, it } from 'vitest';
import { abrirPglite } from '../db/pglite';
import { aplicarMigraciones } from '../db/migraciones';
import { pull } from './pull';
import { documentosPrueba, tecnico2 } from './prueba/datos';
import { cargarPorTx, comprobarInvariante, descargar } from './prueba/entorno';
import { reetiquetarSiHaceFalta, VERSION_ETIQUETAS } from './reetiquetar';
import { tabla } from './registro';

describe('reetiquetar al cambiar las reglas de etiquetas', () => {
  it('una base con las etiquetas de antes (sin mes) se recalcula una vez, con su cambio en el registro', async () => {
    const db = await abrirPglite(null);
    try {
      await aplicarMigraciones(db);
      const docs = documentosPrueba();
      const pt2 = docs.partetrabajo.find((p) => p.idparte_trabajo === 'PT2');
      if (!pt2) throw new Error('falta PT2');
      // PT2 (de T2) cerrado hace medio año: hoy es historia de ese mes y no baja a T2.
      const viejo = new Date(Date.now() - 180 * 86_400_000).toISOString();
      Object.assign(pt2, { estado: 2, fecha: viejo.slice(0, 10), actualizado: viejo });
      await cargarPorTx(db, docs);
      const t2 = await descargar(db, tecnico2);
      expect(t2.docs.has('partetrabajo:PT2')).toBe(false);
      // Como la dejaba la versión anterior: sin el mes en ninguna etiqueta, y T2 con PT2 en su dispositivo.
      for (const c of ['partetrabajo', 'lpartetrabajo', 'movimientostock'] as const) {
        await db.query(`update ${tabla(c)} set ambito = array(select regexp_replace(e, '@[0-9]{4}-[0-9]{2}$', '') from unnest(ambito) e)`);
      }
      await db.query('update etiquetas_version set version = 1');

      const r = await reetiquetarSiHaceFalta(db);
      expect(r?.reescritas).toBeGreaterThanOrEqual(3);
      await comprobarInvariante(db);
      const [v] = await db.query<{ version: number }>('select version from etiquetas_version');
      expect(v?.version).toBe(VERSION_ETIQUETAS);
      // El dispositivo de T2 suelta PT2 y su línea por el registro.
      const despues = await pull(db, { checkpoint: t2.checkpoint }, tecnico2);
      expect(despues.eliminados).toEqual(expect.arrayContaining([{ coleccion: 'partetrabajo', id: 'PT2' }, { coleccion: 'lpartetrabajo', id: 'LP2' }]));
      // Ya hecho: no vuelve a leer nada.
      expect(await reetiquetarSiHaceFalta(db)).toBeNull();
    } finally {
      await db.cerrar();
    }
  });
});
