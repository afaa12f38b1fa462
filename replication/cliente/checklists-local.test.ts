/**
 * Las checklists en el dispositivo (RxDB sobre fake-indexeddb), sin servidor: cada mutación se encola y
 * se aplica en local con el mismo mutador que el servidor, así que el resultado, la firma, reabrir y
 * marcar todo correcto se ven al instante sin conexión.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import type { VigiaDatabase } from './tipos';
import { MENSAJES_CHECKLIST } from '../mutadores/checklist';
import { cerrojosEnMemoria } from './cerrojos';
import { entradasEnOrden, mutar, type ContextoLocal } from './cola';
import { crearDbPrueba, parte, usuarioPrueba } from './pruebas/entorno';

/** PNG de 1×1 píxel: la firma pasa la regla de replication/firma-png.ts. */
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});

const pregunta = (id: string, tipo: 'pregunta' | 'revision'): DocDe<'preguntachecklistot'> => ({
  idpregunta_checklist_ot: id, idchecklist_ot: 'ck1', idgrupo_checklist_ot: 'g1', descripcion: `Pregunta ${id}`, orden: Number(id.slice(1)), tipo,
  respuesta: 'sinContestar', realizada: false, idtanomalia_checklist_ot: null, idgrado_anomalia: null, observaciones: null, estado: 1,
});

const preparar = async (): Promise<ContextoLocal> => {
  const db = await crearDbPrueba();
  abiertas.push(db);
  await db.partetrabajo.insert(parte('p1', { fecha_desc: '79738880|p1' }));
  await db.gradoanomalia.insert({ idgrado_anomalia: 'gr1', descripcion: 'Grave', nivel: 3, estado: 1 });
  await db.tanomaliachecklistot.insert({ idtanomalia_checklist_ot: 'ta1', descripcion: 'Batería baja', idgrado_anomalia: 'gr1', estado: 1 });
  await db.checklistot.insert({
    idchecklist_ot: 'ck1', idparte_trabajo: 'p1', descripcion: 'Revisión', orden: 1, resultado: null, firma_imagen: null, firma_nombre: null,
    firma_dni: null, firma_fecha: null, observaciones: null, estado: 1, actualizado: '2026-11-20T08:00:00.000Z',
  });
  await db.grupochecklistot.insert({ idgrupo_checklist_ot: 'g1', idchecklist_ot: 'ck1', descripcion: 'Central', orden: 1, estado: 1 });
  await db.preguntachecklistot.bulkInsert([pregunta('q1', 'pregunta'), pregunta('q2', 'pregunta'), pregunta('q3', 'revision')]);
  return { db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() };
};

const checklist = async (ctx: ContextoLocal) => (await ctx.db.checklistot.findOne('ck1').exec())?.toMutableJSON();

describe('checklists sin conexión (mutadores en RxDB)', () => {
  it('contestar, firmar, reabrir, marcar todo correcto y corregir la anomalía: el resultado y la firma cambian al instante y todo queda en la cola', async () => {
    const ctx = await preparar();
    await mutar(ctx, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'q1', respuesta: 'ok' });
    expect((await checklist(ctx))?.resultado).toBeNull();
    await mutar(ctx, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'q2', respuesta: 'anomalia', idtanomalia_checklist_ot: 'ta1' });
    expect(await checklist(ctx)).toMatchObject({ resultado: 0, estado: 1 });
    expect((await ctx.db.preguntachecklistot.findOne('q2').exec())?.idgrado_anomalia).toBe('gr1');

    await mutar(ctx, 'checklistOt.firmarSync', { idchecklist_ot: 'ck1', nombre: 'Ana', dni: '12345678Z', imagen: FIRMA });
    expect(await checklist(ctx)).toMatchObject({ estado: 2, firma_nombre: 'Ana', firma_dni: '12345678Z' });
    await expect(mutar(ctx, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'q1', respuesta: 'sinContestar' })).rejects.toThrow(MENSAJES_CHECKLIST.finalizada);

    await mutar(ctx, 'checklistOt.reabrirSync', { idchecklist_ot: 'ck1' });
    expect(await checklist(ctx)).toMatchObject({ estado: 1, resultado: 0, firma_nombre: null, firma_dni: null, firma_imagen: null, firma_fecha: null });

    await mutar(ctx, 'checklistOt.marcarTodoCorrectoSync', { idchecklist_ot: 'ck1' });
    const preguntas = (await ctx.db.preguntachecklistot.find().exec()).map((p) => p.toMutableJSON());
    expect(preguntas.map((p) => [p.idpregunta_checklist_ot, p.respuesta, p.realizada]).sort()).toEqual([
      ['q1', 'ok', false],
      ['q2', 'anomalia', false],
      ['q3', 'ok', true],
    ]);
    await mutar(ctx, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'q2', respuesta: 'ok' });
    expect((await checklist(ctx))?.resultado).toBe(1);

    const metodos = (await entradasEnOrden(ctx.db)).map((e) => e.metodo);
    expect(metodos).toEqual([
      'checklistOt.responderSync', 'checklistOt.responderSync', 'checklistOt.firmarSync', 'checklistOt.reabrirSync',
      'checklistOt.marcarTodoCorrectoSync', 'checklistOt.responderSync',
    ]);
  });

  it('un DNI incorrecto no firma ni encola nada', async () => {
    const ctx = await preparar();
    await expect(mutar(ctx, 'checklistOt.firmarSync', { idchecklist_ot: 'ck1', nombre: 'Ana', dni: '12345678A', imagen: FIRMA }))
      .rejects.toThrow('El DNI no es correcto');
    expect(await checklist(ctx)).toMatchObject({ estado: 1, firma_nombre: null });
    expect(await entradasEnOrden(ctx.db)).toEqual([]);
  });
});
