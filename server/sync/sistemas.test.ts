/**
 * Sistemas en el servidor (PGlite y PostgreSQL): revisiones, vías, cuotas, zonas y avisos al cliente
 * van con su sistema (el técnico recibe los de sus sistemas y no los de otros); la posición del material
 * en el plano (plano_material) se guarda con planoMaterial.colocarSync y el servidor rechaza una
 * posición fuera del plano o un fichero que no es plano del sistema; la edición del sistema comprueba en el servidor lo mismo que el formulario.
 */
import { describe, expect, it } from 'vitest';
import { MENSAJES_PLANO } from '../../replication/mutadores/sistemas';
import { BAJO_DEMANDA_POR_PADRE } from './ambito';
import { administrador, supervisorD1, tecnico1, tecnico3 } from './prueba/datos';
import { baseCargada, BASES, descargar, errorDe, fotoEstado, leerDoc, mutar } from './prueba/entorno';

const DE_SISTEMA = ['revisionsistema', 'viacomunicacion', 'cuotasistema', 'subsis', 'clienteaviso'] as const;
const ids = { revisionsistema: 'RV', viacomunicacion: 'VC', cuotasistema: 'CU', subsis: 'SB', clienteaviso: 'AV' } as const;

describe.each(BASES)('sistemas ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('lo que cuelga de un sistema llega a quien ve el sistema (técnico, delegación, supervisor) y a nadie más', async () => {
    const t1 = await descargar(base.db, tecnico1);
    const t3 = await descargar(base.db, tecnico3);
    // Para la oficina y la delegación, lo de cada sistema baja con el sistema suscrito (decisión 91): se suscriben los dos.
    const padres = BAJO_DEMANDA_POR_PADRE.todo.map((coleccion) => ({ coleccion, ids: ['S1', 'S3'] }));
    const adm = await descargar(base.db, administrador, 0, undefined, undefined, padres);
    const d1 = await descargar(base.db, supervisorD1, 0, undefined, undefined, padres);
    for (const c of DE_SISTEMA) {
      expect(d1.docs.has(`${c}:${ids[c]}1`) && !d1.docs.has(`${c}:${ids[c]}3`), `${c}: la delegación D1 ve el de S1 (orden de D1) y no el de S3 (D2)`).toBe(true);
      expect(t1.docs.has(`${c}:${ids[c]}1`), `${c} de S1 para T1`).toBe(true);
      expect(t1.docs.has(`${c}:${ids[c]}3`), `${c} de S3 no para T1`).toBe(false);
      expect(t3.docs.has(`${c}:${ids[c]}3`), `${c} de S3 para T3`).toBe(true);
      expect(adm.docs.has(`${c}:${ids[c]}1`) && adm.docs.has(`${c}:${ids[c]}3`), `${c}: el supervisor ve todo`).toBe(true);
    }
  });

  it('colocar un material en el plano, moverlo y quitarlo; fuera del plano o en un fichero ajeno no se guarda nada', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'planoMaterial.colocarSync', { idmaterial_sistema: 'MS1', idfichero: 'F3', x: 0.25, y: 0.75 });
    expect(await leerDoc(db, 'planomaterial', 'MS1')).toMatchObject({ idmaterial_sistema: 'MS1', idsistema: 'S1', idfichero: 'F3', x: 0.25, y: 0.75, estado: 1 });
    await mutar(db, tecnico1, 'planoMaterial.colocarSync', { idmaterial_sistema: 'MS1', idfichero: 'F3', x: 0.5, y: 0.1 });
    expect(await leerDoc(db, 'planomaterial', 'MS1')).toMatchObject({ x: 0.5, y: 0.1 });
    expect((await descargar(db, tecnico1)).docs.get('planomaterial:MS1')).toMatchObject({ x: 0.5, y: 0.1 });
    expect((await descargar(db, tecnico3)).docs.has('planomaterial:MS1')).toBe(false);
    const antes = await fotoEstado(db);
    const fuera = await errorDe(mutar(db, tecnico1, 'planoMaterial.colocarSync', { idmaterial_sistema: 'MS1', idfichero: 'F3', x: 1.5, y: 0.1 }));
    expect(fuera.message).toContain('La posición debe estar entre 0 y 100');
    const ajeno = await errorDe(mutar(db, tecnico1, 'planoMaterial.colocarSync', { idmaterial_sistema: 'MS1', idfichero: 'F1', x: 0.5, y: 0.5 }));
    expect(ajeno.message).toBe(MENSAJES_PLANO.noEsPlano);
    expect(await fotoEstado(db)).toBe(antes);
    await mutar(db, tecnico1, 'planoMaterial.quitarSync', { idmaterial_sistema: 'MS1' });
    expect(await leerDoc(db, 'planomaterial', 'MS1')).toBeNull();
  });

  it('modificar el sistema: descripción obligatoria y tipo del catálogo, comprobados en el servidor', async () => {
    const { db } = base;
    const vacia = await errorDe(mutar(db, administrador, 'sistema.updateSync', { id: 'S1', cambios: { descripcion: '   ' } }));
    expect(vacia.message).toBe('Campo requerido');
    const larga = await errorDe(mutar(db, administrador, 'sistema.updateSync', { id: 'S1', cambios: { descripcion: 'x'.repeat(201) } }));
    expect(larga.message).toBe('No puede ser mayor a 200 caracteres.');
    const tipo = await errorDe(mutar(db, administrador, 'sistema.updateSync', { id: 'S1', cambios: { tipo: 'piscina' } }));
    expect(tipo.message).toContain('tipo');
    await mutar(db, administrador, 'sistema.updateSync', { id: 'S1', cambios: { descripcion: 'Alarma almacén', tipo: 'cctv', observaciones: null } });
    expect(await leerDoc(db, 'sistema', 'S1')).toMatchObject({ descripcion: 'Alarma almacén', tipo: 'cctv', observaciones: null });
  });

  it('un aviso al cliente solo se marca leído; su texto no se cambia', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'clienteAviso.updateSync', { id: 'AV1', cambios: { leido: true } });
    expect((await leerDoc(db, 'clienteaviso', 'AV1'))?.leido).toBe(true);
    const e = await errorDe(mutar(db, tecnico1, 'clienteAviso.updateSync', { id: 'AV1', cambios: { texto: 'otro' } }));
    expect(e.message).toBe('No se puede modificar: texto');
  });

  it('marcar realizada una revisión con su parte', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'revisionSistema.updateSync', { id: 'RV1', cambios: { estado: 2, fecha_realizada: '2026-11-20', idparte_trabajo: 'PT1' } });
    expect(await leerDoc(db, 'revisionsistema', 'RV1')).toMatchObject({ estado: 2, fecha_realizada: '2026-11-20', idparte_trabajo: 'PT1' });
  });
});
