import { describe, expect, it } from 'vitest';
import { claveDe, colecciones, entidades, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { abrirPglite } from '../db/pglite';
import { aplicarMigraciones } from '../db/migraciones';
import { generarDemo } from '../seed/generador';
import { sembrar } from '../seed/cargar';
import { reglasAmbito, type Regla } from './ambito';
import { etiquetarDocumentos } from './ambito-datos';
import { pull } from './pull';
import { documentosPrueba, tecnico2 } from './prueba/datos';
import { cargarPorTx, comprobarInvariante, contar, descargar, leerAmbitos } from './prueba/entorno';
import { avisarReetiquetar, reetiquetarSiHaceFalta, VERSION_ETIQUETAS } from './reetiquetar';
import { planReetiquetar } from './reetiquetar-plan';
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

      // Tandas de 1: cada documento en la suya, y el padre siempre en otra anterior.
      const r = await reetiquetarSiHaceFalta(db, 1);
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

  it('por tandas, la demo con tres meses de historia queda como con todo en memoria (ambito-datos.ts)', async () => {
    const db = await abrirPglite(null);
    try {
      await aplicarMigraciones(db);
      const datos = await generarDemo({ escala: 1, semilla: 7, anios: 0.25 });
      await sembrar(db, datos);
      const esperadas = etiquetarDocumentos(datos.documentos);
      // Como si las reglas hubieran cambiado: una fila de cada ocho sin etiquetas y otra con una ajena; el
      // resto, con las buenas (si el cálculo por tandas se equivocara, las reescribiría mal).
      for (const c of colecciones) {
        await db.query(`update ${tabla(c)} set ambito = case when md5(id) < '2' then '{}'::text[] else array['delegacion:ajena'] end where md5(id) < '4'`);
      }
      await db.query('update etiquetas_version set version = 1');
      const cambiosAntes = await contar(db, 'select count(*) as n from cambio');
      const filas = colecciones.reduce((n, c) => n + datos.documentos[c].length, 0);

      // Tandas pequeñas (no divisoras de nada): muchas colecciones ocupan varias, con padres e hijos en tandas distintas.
      const tocadas = await leerAmbitos(db);
      const r = await reetiquetarSiHaceFalta(db, 97);
      const guardadas = await leerAmbitos(db);
      let distintas = 0;
      for (const c of colecciones) {
        for (const d of datos.documentos[c] as readonly Doc[]) {
          const id = String(d[claveDe(c)]);
          const esperada = esperadas.get(c)?.get(id);
          expect(guardadas.get(`${c}:${id}`), `${c}:${id}`).toEqual(esperada);
          if (JSON.stringify(tocadas.get(`${c}:${id}`)) !== JSON.stringify(esperada)) distintas += 1;
        }
      }
      // Se reescriben justo las que estaban mal, cada una con su cambio en el registro.
      expect(distintas).toBeGreaterThan(filas / 16);
      expect(r?.reescritas).toBe(distintas);
      expect(await contar(db, 'select count(*) as n from cambio')).toBe(cambiosAntes + (r?.reescritas ?? 0));
      await comprobarInvariante(db);
    } finally {
      await db.cerrar();
    }
  });

  it('el plan recorre cada colección una vez, después de su padre y de los hijos cuyas etiquetas reúne', () => {
    const plan = planReetiquetar();
    expect([...plan.orden].sort()).toEqual([...colecciones].sort());
    const posicion = new Map(plan.orden.map((c, i) => [c, i]));
    const antes = (a: Coleccion, b: Coleccion): boolean => (posicion.get(a) ?? -1) < (posicion.get(b) ?? -1);
    expect(antes('partetrabajo', 'lpartetrabajo')).toBe(true);
    expect(antes('partedescargado', 'partetrabajo')).toBe(true);
    expect(antes('partetrabajo', 'ordentrabajo')).toBe(true);
    expect(antes('sistema', 'cliente')).toBe(true);
    expect(antes('rondacheck', 'fichero')).toBe(true);
    // De los padres por idtabla (una lectura de ronda) solo se guarda lo de los que algún fichero, nota o firma referencia.
    expect(plan.conHerederos.get('rondacheck')).toBe('referenciados');
    expect(plan.conHerederos.get('partetrabajo')).toBe('todos');
    // Lo que da cada padre se suelta una vez, tras el último de sus herederos (ninguno lo pide después).
    const soltados = [...plan.soltarTras].flatMap(([tras, padres]) => padres.map((p) => ({ p, tras })));
    expect(soltados.map((x) => x.p).sort()).toEqual([...plan.conHerederos.keys()].sort());
    for (const { p, tras } of soltados) {
      for (const c of colecciones) {
        const regla: Regla = reglasAmbito[c];
        const h = regla.hereda;
        const hereda = h === 'entidadPorIdtabla' ? entidades[p].idtabla !== null : h?.coleccion === p;
        if (hereda) expect(antes(tras, c), `${p} se suelta tras ${tras}, antes que su heredero ${c}`).toBe(false);
      }
    }
  });

  it('el aviso de progreso al arrancar: la primera colección, como mucho uno cada 5 s y el último, con lo reescrito', () => {
    const lineas: string[] = [];
    let t = 1_000;
    const avisar = avisarReetiquetar((l) => lineas.push(l), 5_000, () => t);
    const total = 4;
    for (const [i, c] of (['cliente', 'sistema', 'partetrabajo', 'fichero'] as const).entries()) {
      t += 2_000;
      avisar({ coleccion: c, hechas: i + 1, total, reescritas: (i + 1) * 1500 });
    }
    // 3 s: la primera; 5 s: callada (2 s después); 7 s: 4 s después, callada; 9 s: la última, siempre.
    expect(lineas).toEqual([
      'Las reglas de ámbito han cambiado: recalculando etiquetas, 1 de 4 colecciones (cliente), 1500 filas reescritas, 2 s…',
      'Las reglas de ámbito han cambiado: recalculando etiquetas, 4 de 4 colecciones (fichero), 6000 filas reescritas, 8 s. Hecho.',
    ]);
  });
});
