/**
 * Ámbito de los compañeros y de los sistemas del cliente (issue 13, punto 6), en PGlite y PostgreSQL:
 *  - un técnico añadido como compañero a un parte (partetrabajotecnico) lo recibe en su descarga, con su
 *    orden, su sistema y su cliente, y lo pierde al quitarlo (va en `eliminados`);
 *  - un usuario de delegación (el comercial) ve todos los sistemas de los clientes de su delegación,
 *    también los que no tienen ninguna orden ni parte, y lo que cuelga de ellos; los de otra delegación no.
 * La carga en memoria (ambito-datos.ts) da las mismas etiquetas que la Tx.
 */
import { describe, expect, it } from 'vitest';
import { etiquetarDocumentos } from './ambito-datos';
import { administrador, documentosPrueba, supervisorD1, tecnico2, tecnico3 } from './prueba/datos';
import { baseCargada, BASES, descargar, leerAmbitos, mutar } from './prueba/entorno';
import { crearTxSql } from './tx-sql';

describe.each(BASES)('compañeros y sistemas del cliente ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('la carga en memoria y la Tx dan las mismas etiquetas (compañero de PT1: T4)', async () => {
    const calculadas = etiquetarDocumentos(documentosPrueba());
    const guardadas = await leerAmbitos(base.db);
    for (const [c, porId] of calculadas) for (const [id, e] of porId) expect(guardadas.get(`${c}:${id}`), `${c}:${id}`).toEqual(e);
    expect(guardadas.get('partetrabajo:PT1')).toContain('tecnico:T4');
    expect(guardadas.get('sistema:S1')).toContain('delegacion:D1');
  });

  it('el compañero añadido recibe el parte con su orden, sistema y cliente, y lo pierde al quitarlo', async () => {
    const { db } = base;
    const inicial = await descargar(db, tecnico3);
    expect(inicial.docs.has('partetrabajo:PT2')).toBe(false);
    // T3 (de otra delegación) como compañero en PT2: quien lo añade es el técnico del parte.
    await mutar(db, administrador, 'parteTrabajoTecnico.insertSync', { doc: { idparte_trabajo_tecnico: 'PTT-T3', idparte_trabajo: 'PT2', idtecnico: 'T3', estado: 1 } });
    const conParte = await descargar(db, tecnico3, inicial.checkpoint);
    for (const ref of ['partetrabajo:PT2', 'ordentrabajo:O2', 'sistema:S2', 'cliente:C2', 'partetrabajotecnico:PTT-T3']) expect(conParte.docs.has(ref), ref).toBe(true);

    await mutar(db, administrador, 'parteTrabajoTecnico.deleteSync', { id: 'PTT-T3' });
    const sinParte = await descargar(db, tecnico3, conParte.checkpoint);
    for (const ref of ['partetrabajo:PT2', 'ordentrabajo:O2', 'sistema:S2', 'cliente:C2']) expect(sinParte.eliminados.has(ref), ref).toBe(true);
    const todo = await descargar(db, tecnico3);
    expect(todo.docs.has('partetrabajo:PT2')).toBe(false);
    // El técnico del parte no lo pierde.
    expect((await descargar(db, tecnico2)).docs.has('partetrabajo:PT2')).toBe(true);
  });

  it('el comercial ve todos los sistemas de los clientes de su delegación, con o sin órdenes', async () => {
    const { db } = base;
    // Un sistema sin ninguna orden ni parte, y una zona suya (alta por la Tx del servidor, como ámbito 'todo').
    await db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      await tx.put('sistema', { idsistema: 'S-SIN-ORDEN', idcliente: 'C1', iddireccion: null, numero: 'SIS-9', descripcion: 'Sin órdenes', tipo: 'cctv', observaciones: null, estado: 1 });
      await tx.put('subsis', { idsubsis: 'SUB-SIN-ORDEN', idsistema: 'S-SIN-ORDEN', numero: '1', descripcion: 'Zona 1', ubicacion: null, estado: 1 });
    });
    const d1 = await descargar(db, supervisorD1);
    expect(d1.docs.has('sistema:S-SIN-ORDEN')).toBe(true);
    // Sus zonas, al suscribir el sistema (decisión 91).
    expect(d1.docs.has('subsis:SUB-SIN-ORDEN')).toBe(false);
    expect((await descargar(db, supervisorD1, 0, undefined, undefined, [{ coleccion: 'subsis', ids: ['S-SIN-ORDEN'] }])).docs.has('subsis:SUB-SIN-ORDEN')).toBe(true);
    expect(d1.docs.has('sistema:S3')).toBe(false);
    // Sin etiquetas de técnico: no le llega a ningún técnico que no trabaje en él.
    expect((await descargar(db, tecnico2)).docs.has('sistema:S-SIN-ORDEN')).toBe(false);
  });
});
