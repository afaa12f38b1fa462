/**
 * Las checklists en el servidor (PGlite y PostgreSQL): el resultado que guardan los mutadores sigue la
 * sección 4 (conAnomalias 0, ok 1, sinContestar null), firmar valida el DNI y finaliza, reabrir vuelve a
 * pendiente y borra la firma, marcar todo correcto no toca las anomalías, una entrega repetida se aplica
 * una vez y el ámbito: la checklist y sus preguntas solo llegan al técnico del parte.
 */
import { describe, expect, it } from 'vitest';
import { MENSAJES_CHECKLIST } from '../../replication/mutadores/checklist';
import { DNI_INCORRECTO } from '../../replication/documento-identidad';
import { PNG_1X1, tecnico1, tecnico2 } from './prueba/datos';
import { baseCargada, BASES, contar, descargar, errorDe, fotoEstado, haceMinutos, leerDoc, mutar } from './prueba/entorno';

const FIRMA = PNG_1X1;

describe.each(BASES)('checklists ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  const checklist = async (id = 'CK1') => leerDoc(base.db, 'checklistot', id);
  const pregunta = async (id: string) => leerDoc(base.db, 'preguntachecklistot', id);

  it('el resultado sale de las preguntas: sinContestar con alguna sin contestar, ok con todas correctas, conAnomalias con una anomalía', async () => {
    const { db } = base;
    let r = await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'ok' });
    expect(r.resultado).toEqual({ idchecklist_ot: 'CK1', resultado: null, estado: 1 });
    expect((await checklist())?.resultado).toBeNull();
    r = await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK2', respuesta: 'ok', realizada: true });
    expect(r.resultado).toEqual({ idchecklist_ot: 'CK1', resultado: 1, estado: 1 });
    expect((await checklist())?.resultado).toBe(1);
    expect(await pregunta('PCK2')).toMatchObject({ respuesta: 'ok', realizada: true });
    // Anomalía sin grado elegido: toma el del tipo de anomalía (TA1 → GA1).
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'anomalia', idtanomalia_checklist_ot: 'TA1', observaciones: '  Batería al 20 %  ' });
    expect(await pregunta('PCK1')).toMatchObject({ respuesta: 'anomalia', idtanomalia_checklist_ot: 'TA1', idgrado_anomalia: 'GA1', observaciones: 'Batería al 20 %' });
    expect((await checklist())?.resultado).toBe(0);
    // Con un grado elegido que no está en el catálogo sigue siendo conAnomalias.
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'anomalia', idtanomalia_checklist_ot: 'TA1', idgrado_anomalia: 'GA-NO' });
    expect(await pregunta('PCK1')).toMatchObject({ idgrado_anomalia: 'GA-NO' });
    expect((await checklist())?.resultado).toBe(0);
    // Volver a correcta borra tipo y grado: ok.
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'ok' });
    expect(await pregunta('PCK1')).toMatchObject({ respuesta: 'ok', idtanomalia_checklist_ot: null, idgrado_anomalia: null });
    expect((await checklist())?.resultado).toBe(1);
  });

  it('una anomalía sin tipo, un tipo que no existe o «realizada» en una pregunta normal se rechazan sin escribir nada', async () => {
    const { db } = base;
    const antes = await fotoEstado(db);
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'anomalia' }))).message).toBe(MENSAJES_CHECKLIST.faltaTipoAnomalia);
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'anomalia', idtanomalia_checklist_ot: 'TA9' })))
      .message).toBe(MENSAJES_CHECKLIST.tipoAnomaliaDesconocido);
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'ok', realizada: true })))
      .message).toBe(MENSAJES_CHECKLIST.realizadaSoloRevision);
    expect(await fotoEstado(db)).toBe(antes);
  });

  it('firmar valida el DNI, finaliza y guarda la firma; finalizada no admite cambios; reabrir la deja pendiente y sin firma', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'anomalia', idtanomalia_checklist_ot: 'TA1', idgrado_anomalia: 'GA2' });
    const malo = await errorDe(mutar(db, tecnico1, 'checklistOt.firmarSync', { idchecklist_ot: 'CK1', nombre: 'Ana', dni: '12345678A', imagen: FIRMA }));
    expect(malo.message).toBe(DNI_INCORRECTO);
    const creado = haceMinutos(5);
    await mutar(db, tecnico1, 'checklistOt.firmarSync', { idchecklist_ot: 'CK1', nombre: ' Ana Pérez ', dni: '12.345.678-z', imagen: FIRMA }, 'sync-ck-firma', creado);
    expect(await checklist()).toMatchObject({
      estado: 2, resultado: 0, firma_nombre: 'Ana Pérez', firma_dni: '12345678Z', firma_imagen: FIRMA, firma_fecha: creado,
    });
    const cerrada = await errorDe(mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'ok' }));
    expect(cerrada.message).toBe(MENSAJES_CHECKLIST.finalizada);
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.marcarTodoCorrectoSync', { idchecklist_ot: 'CK1' }))).message).toBe(MENSAJES_CHECKLIST.finalizada);

    await mutar(db, tecnico1, 'checklistOt.reabrirSync', { idchecklist_ot: 'CK1' }, 'sync-ck-reabrir');
    // Una segunda entrega de la misma entrada no vuelve a aplicarse (no falla por «no está finalizada»).
    await mutar(db, tecnico1, 'checklistOt.reabrirSync', { idchecklist_ot: 'CK1' }, 'sync-ck-reabrir');
    expect(await contar(db, `select entregas as n from sync_aplicado where idsync_upload = 'sync-ck-reabrir'`)).toBe(2);
    expect(await checklist()).toMatchObject({ estado: 1, resultado: 0, firma_nombre: null, firma_dni: null, firma_imagen: null, firma_fecha: null });
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.reabrirSync', { idchecklist_ot: 'CK1' }))).message).toBe(MENSAJES_CHECKLIST.noFinalizada);
  });

  it('marcar todo correcto: las sin contestar a correctas y las revisiones a realizadas; la anomalía se queda', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK2', respuesta: 'sinContestar', realizada: false });
    expect((await checklist())?.resultado).toBe(0);
    const r = await mutar(db, tecnico1, 'checklistOt.marcarTodoCorrectoSync', { idchecklist_ot: 'CK1' });
    expect(r.resultado).toEqual({ idchecklist_ot: 'CK1', resultado: 0, estado: 1, cambiadas: 1 });
    expect(await pregunta('PCK2')).toMatchObject({ respuesta: 'ok', realizada: true });
    expect(await pregunta('PCK1')).toMatchObject({ respuesta: 'anomalia', idgrado_anomalia: 'GA2' });
    await mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK1', respuesta: 'ok' });
    expect((await checklist())?.resultado).toBe(1);
  });

  it('acción correctora: se guarda con su checklist y cambia de estado mientras está abierta; descripción vacía → Campo requerido', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'checklistOt.accionCorrectoraSync', { idaccion_correctora_ot: 'ACO1', idpregunta_checklist_ot: 'PCK1', descripcion: ' Cambiar batería ', estado: 1 });
    expect(await leerDoc(db, 'accioncorrectoraot', 'ACO1')).toMatchObject({ idchecklist_ot: 'CK1', idpregunta_checklist_ot: 'PCK1', descripcion: 'Cambiar batería', estado: 1 });
    await mutar(db, tecnico1, 'checklistOt.estadoAccionCorrectoraSync', { idaccion_correctora_ot: 'ACO1', estado: 2 });
    expect((await leerDoc(db, 'accioncorrectoraot', 'ACO1'))?.estado).toBe(2);
    // Con la checklist firmada, ni acciones nuevas ni cambios de estado; reabierta, sí.
    await mutar(db, tecnico1, 'checklistOt.firmarSync', { idchecklist_ot: 'CK1', nombre: 'Ana', dni: '00000000T', imagen: FIRMA });
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.estadoAccionCorrectoraSync', { idaccion_correctora_ot: 'ACO1', estado: 3 })))
      .message).toBe(MENSAJES_CHECKLIST.finalizada);
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.accionCorrectoraSync', { idaccion_correctora_ot: 'ACO8', idpregunta_checklist_ot: 'PCK1', descripcion: 'Otra', estado: 1 })))
      .message).toBe(MENSAJES_CHECKLIST.finalizada);
    await mutar(db, tecnico1, 'checklistOt.reabrirSync', { idchecklist_ot: 'CK1' });
    expect((await errorDe(mutar(db, tecnico1, 'checklistOt.accionCorrectoraSync', { idaccion_correctora_ot: 'ACO9', idpregunta_checklist_ot: 'PCK1', descripcion: '  ', estado: 1 })))
      .message).toBe('Campo requerido');
  });

  it('ámbito: T1 recibe su checklist con grupos, preguntas y acciones, y los catálogos; no la del parte de T2, ni puede contestarla', async () => {
    const { db } = base;
    const d = await descargar(db, tecnico1);
    for (const ref of ['checklistot:CK1', 'grupochecklistot:GCK1', 'preguntachecklistot:PCK1', 'preguntachecklistot:PCK2', 'accioncorrectoraot:ACO1', 'gradoanomalia:GA1', 'tanomaliachecklistot:TA1']) {
      expect(d.docs.has(ref), ref).toBe(true);
    }
    for (const ref of ['checklistot:CK2', 'preguntachecklistot:PCK3', 'accioncorrectoraot:ACO2']) expect(d.docs.has(ref), ref).toBe(false);
    const antes = await fotoEstado(db);
    await errorDe(mutar(db, tecnico1, 'checklistOt.responderSync', { idpregunta_checklist_ot: 'PCK3', respuesta: 'ok' }));
    expect(await fotoEstado(db)).toBe(antes);
    const d2 = await descargar(db, tecnico2);
    expect(d2.docs.has('preguntachecklistot:PCK3')).toBe(true);
    expect(d2.docs.has('checklistot:CK1')).toBe(false);
  });
});
