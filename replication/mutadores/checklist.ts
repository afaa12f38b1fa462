/**
 * Mutadores de las checklists del parte (issue 6), los mismos en el dispositivo y en el servidor. Cada
 * uno cambia lo suyo y vuelve a calcular el resultado de la checklist con las reglas compartidas
 * (checklist-reglas.ts), así que el resultado guardado siempre sale de las preguntas:
 *  - checklistOt.responderSync: la respuesta de una pregunta (correcta / anomalía con su tipo y grado /
 *    sin contestar), sus observaciones y, en las acciones de revisión, si se ha realizado;
 *  - checklistOt.accionCorrectoraSync / estadoAccionCorrectoraSync: una acción correctora para una pregunta
 *    y su estado;
 *  - checklistOt.marcarTodoCorrectoSync: 'Marcar todo correcto';
 *  - checklistOt.firmarSync: la firma del cliente (nombre, DNI validado, imagen): la checklist queda finalizada;
 *  - checklistOt.reabrirSync: vuelve a pendiente y borra la firma.
 * Una checklist finalizada no admite cambios hasta que se reabre; el parte tiene que estar pendiente.
 */
import { z } from '../zod';
import type { DocDe } from '../../schemas';
import { calcularResultado, ESTADO_CHECKLIST, marcarTodoCorrecto, reabrir } from '../checklist-reglas';
import { comprobarDocumento, normalizarDocumento } from '../documento-identidad';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste, type ContextoMutacion } from '../mutador';
import { MAX_DESCRIPCION_ACCION } from './tecnico';
import type { Tx } from '../tx';
import { validarImagenesFirma } from '../validacion-campos';

const id = z.string().min(1).max(36);

/** Mensajes de estas reglas (también los muestran las pantallas antes de encolar). */
export const MENSAJES_CHECKLIST = {
  parteNoPendiente: 'El parte no está pendiente',
  finalizada: 'La checklist está finalizada: reábrela para cambiarla',
  noFinalizada: 'La checklist no está finalizada',
  anulada: 'La checklist está anulada',
  faltaTipoAnomalia: 'Elige el tipo de anomalía',
  tipoAnomaliaDesconocido: 'El tipo de anomalía no existe',
  realizadaSoloRevision: 'Solo las acciones de revisión se marcan como realizadas',
  firmaVacia: 'Falta la firma del cliente',
  firmaGrande: 'La firma ocupa demasiado: bórrala y firma de nuevo.',
  descripcionAccion: 'Campo requerido',
} as const;

/** Tamaño máximo de la imagen de la firma (data URL; esquema checklist_ot.firma_imagen). */
export const MAX_IMAGEN_FIRMA_CHECKLIST = 400_000;

type Checklist = DocDe<'checklistot'>;
type Pregunta = DocDe<'preguntachecklistot'>;

/** La checklist con su parte pendiente; `abierta` exige además que no esté finalizada. */
const checklistDe = async (tx: Tx, idchecklist: string, abierta: boolean): Promise<Checklist> => {
  const c = await tx.get('checklistot', idchecklist);
  if (!c) throw noExiste('checklist_ot', idchecklist);
  if (c.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_CHECKLIST.anulada);
  const parte = await tx.get('partetrabajo', c.idparte_trabajo);
  if (!parte) throw noExiste('parte_trabajo', c.idparte_trabajo);
  if (parte.estado !== 1) throw new ErrorNegocio('regla', MENSAJES_CHECKLIST.parteNoPendiente);
  if (abierta && c.estado === ESTADO_CHECKLIST.finalizada) throw new ErrorNegocio('regla', MENSAJES_CHECKLIST.finalizada);
  return c;
};

/** Preguntas de la checklist en orden estable (el mismo en los dos lados). */
export const preguntasDe = async (tx: Pick<Tx, 'find'>, idchecklist: string): Promise<Pregunta[]> =>
  (await tx.find('preguntachecklistot', { idchecklist_ot: idchecklist }))
    .sort((a, b) => a.orden - b.orden || a.idpregunta_checklist_ot.localeCompare(b.idpregunta_checklist_ot));

/** Grados del catálogo que usan las preguntas (los que no estén, o estén anulados, son desconocidos). */
const gradosConocidos = async (tx: Tx, preguntas: readonly Pregunta[]): Promise<Set<string>> => {
  const conocidos = new Set<string>();
  for (const idgrado of new Set(preguntas.map((p) => p.idgrado_anomalia).filter((g): g is string => typeof g === 'string'))) {
    const g = await tx.get('gradoanomalia', idgrado);
    if (g && g.estado > 0) conocidos.add(idgrado);
  }
  return conocidos;
};

/** Recalcula y guarda el resultado; `cambios` son los campos de la checklist que cambian a la vez. */
const guardarChecklist = async (tx: Tx, c: Checklist, preguntas: readonly Pregunta[], ctx: ContextoMutacion, cambios: Partial<Checklist> = {}): Promise<Checklist> => {
  // La firma, con la regla PNG de todas las firmas (replication/firma-png.ts), antes de escribir nada.
  await validarImagenesFirma('checklistot', cambios);
  const resultado = calcularResultado(preguntas, await gradosConocidos(tx, preguntas));
  const doc: Checklist = { ...c, ...cambios, resultado, actualizado: ctx.ahora };
  await tx.put('checklistot', doc);
  return doc;
};

const resultadoDe = (c: Checklist) => ({ idchecklist_ot: c.idchecklist_ot, resultado: c.resultado, estado: c.estado });

const responder = definirMutador({
  metodo: 'checklistOt.responderSync',
  descripcion: 'Pregunta de checklist respondida',
  sobre: { coleccion: 'preguntachecklistot', campo: 'idpregunta_checklist_ot' },
  params: z.object({
    idpregunta_checklist_ot: id,
    respuesta: z.enum(['sinContestar', 'ok', 'anomalia']),
    idtanomalia_checklist_ot: id.nullable().optional(),
    idgrado_anomalia: id.nullable().optional(),
    observaciones: z.string().max(2000).nullable().optional(),
    realizada: z.boolean().optional(),
  }),
  permiso: { objeto: 'pregunta_checklist_ot', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const pregunta = await tx.get('preguntachecklistot', p.idpregunta_checklist_ot);
    if (!pregunta) throw noExiste('pregunta_checklist_ot', p.idpregunta_checklist_ot);
    const c = await checklistDe(tx, pregunta.idchecklist_ot, true);
    let idtanomalia: string | null = null;
    let idgrado: string | null = null;
    if (p.respuesta === 'anomalia') {
      if (!p.idtanomalia_checklist_ot) throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.faltaTipoAnomalia);
      const tipo = await tx.get('tanomaliachecklistot', p.idtanomalia_checklist_ot);
      if (!tipo || tipo.estado <= 0) throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.tipoAnomaliaDesconocido);
      idtanomalia = tipo.idtanomalia_checklist_ot;
      // Sin grado elegido, el del tipo de anomalía; un grado que no está en el catálogo se guarda tal
      // cual y el resultado lo trata como anomalía (grado desconocido).
      idgrado = p.idgrado_anomalia === undefined ? (tipo.idgrado_anomalia ?? null) : p.idgrado_anomalia;
    }
    if (p.realizada !== undefined && pregunta.tipo !== 'revision') throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.realizadaSoloRevision);
    const observaciones = p.observaciones === undefined ? pregunta.observaciones : p.observaciones?.trim() ? p.observaciones.trim() : null;
    const nueva: Pregunta = {
      ...pregunta, respuesta: p.respuesta, idtanomalia_checklist_ot: idtanomalia, idgrado_anomalia: idgrado, observaciones,
      realizada: p.realizada ?? pregunta.realizada,
    };
    await tx.put('preguntachecklistot', nueva);
    const preguntas = (await preguntasDe(tx, c.idchecklist_ot)).map((x) => (x.idpregunta_checklist_ot === nueva.idpregunta_checklist_ot ? nueva : x));
    return resultadoDe(await guardarChecklist(tx, c, preguntas, ctx));
  },
});

const accionCorrectora = definirMutador({
  metodo: 'checklistOt.accionCorrectoraSync',
  descripcion: 'Acción correctora añadida a la checklist',
  sobre: { coleccion: 'preguntachecklistot', campo: 'idpregunta_checklist_ot' },
  datosDe: 'accioncorrectoraot',
  params: z.object({
    idaccion_correctora_ot: id,
    idpregunta_checklist_ot: id,
    descripcion: z.string().max(MAX_DESCRIPCION_ACCION),
    estado: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  permiso: { objeto: 'accion_correctora_ot', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const descripcion = p.descripcion.trim();
    if (descripcion === '') throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.descripcionAccion);
    const pregunta = await tx.get('preguntachecklistot', p.idpregunta_checklist_ot);
    if (!pregunta) throw noExiste('pregunta_checklist_ot', p.idpregunta_checklist_ot);
    const c = await checklistDe(tx, pregunta.idchecklist_ot, true);
    if (ctx.lado === 'servidor' && (await tx.get('accioncorrectoraot', p.idaccion_correctora_ot))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idaccion_correctora_ot} de acción correctora`);
    }
    await tx.put('accioncorrectoraot', {
      idaccion_correctora_ot: p.idaccion_correctora_ot, idchecklist_ot: c.idchecklist_ot, idpregunta_checklist_ot: pregunta.idpregunta_checklist_ot,
      descripcion, fecha: ctx.ahora, estado: p.estado,
    });
    return { idaccion_correctora_ot: p.idaccion_correctora_ot };
  },
});

/** El estado de una acción correctora (pendiente 1, realizada 2, no_realizada 3), con la checklist abierta. */
const estadoAccionCorrectora = definirMutador({
  metodo: 'checklistOt.estadoAccionCorrectoraSync',
  descripcion: 'Estado de una acción correctora cambiado',
  sobre: { coleccion: 'accioncorrectoraot', campo: 'idaccion_correctora_ot' },
  datosDe: 'accioncorrectoraot',
  params: z.object({ idaccion_correctora_ot: id, estado: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  permiso: { objeto: 'accion_correctora_ot', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p) {
    const accion = await tx.get('accioncorrectoraot', p.idaccion_correctora_ot);
    if (!accion) throw noExiste('accion_correctora_ot', p.idaccion_correctora_ot);
    await checklistDe(tx, accion.idchecklist_ot, true);
    await tx.put('accioncorrectoraot', { ...accion, estado: p.estado });
    return { idaccion_correctora_ot: p.idaccion_correctora_ot, estado: p.estado };
  },
});

const marcarTodo = definirMutador({
  metodo: 'checklistOt.marcarTodoCorrectoSync',
  descripcion: 'Checklist marcada toda correcta',
  sobre: { coleccion: 'checklistot', campo: 'idchecklist_ot' },
  params: z.object({ idchecklist_ot: id }),
  permiso: { objeto: 'pregunta_checklist_ot', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const c = await checklistDe(tx, p.idchecklist_ot, true);
    const preguntas = await preguntasDe(tx, c.idchecklist_ot);
    const cambiadas = new Map(marcarTodoCorrecto(preguntas).map((x) => [x.idpregunta_checklist_ot, x]));
    for (const x of cambiadas.values()) await tx.put('preguntachecklistot', x);
    const despues = preguntas.map((x) => cambiadas.get(x.idpregunta_checklist_ot) ?? x);
    return { ...resultadoDe(await guardarChecklist(tx, c, despues, ctx)), cambiadas: cambiadas.size };
  },
});

const firmar = definirMutador({
  metodo: 'checklistOt.firmarSync',
  descripcion: 'Checklist firmada por el cliente',
  sobre: { coleccion: 'checklistot', campo: 'idchecklist_ot' },
  params: z.object({
    idchecklist_ot: id,
    nombre: z.string().max(200),
    dni: z.string().max(20),
    imagen: z.string().max(MAX_IMAGEN_FIRMA_CHECKLIST + 1000),
  }),
  permiso: { objeto: 'checklist_ot', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const nombre = p.nombre.trim();
    if (nombre === '') throw new ErrorNegocio('validacion', 'Campo requerido');
    const errorDni = comprobarDocumento(p.dni);
    if (errorDni) throw new ErrorNegocio('validacion', errorDni);
    if (!p.imagen.startsWith('data:image/png;base64,')) throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.firmaVacia);
    if (p.imagen.length > MAX_IMAGEN_FIRMA_CHECKLIST) throw new ErrorNegocio('validacion', MENSAJES_CHECKLIST.firmaGrande);
    const c = await checklistDe(tx, p.idchecklist_ot, true);
    const preguntas = await preguntasDe(tx, c.idchecklist_ot);
    return resultadoDe(await guardarChecklist(tx, c, preguntas, ctx, {
      estado: ESTADO_CHECKLIST.finalizada, firma_imagen: p.imagen, firma_nombre: nombre, firma_dni: normalizarDocumento(p.dni), firma_fecha: ctx.ahora,
    }));
  },
});

const reabrirChecklist = definirMutador({
  metodo: 'checklistOt.reabrirSync',
  descripcion: 'Checklist reabierta',
  sobre: { coleccion: 'checklistot', campo: 'idchecklist_ot' },
  params: z.object({ idchecklist_ot: id }),
  permiso: { objeto: 'checklist_ot', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const c = await checklistDe(tx, p.idchecklist_ot, false);
    if (c.estado !== ESTADO_CHECKLIST.finalizada) throw new ErrorNegocio('regla', MENSAJES_CHECKLIST.noFinalizada);
    const preguntas = await preguntasDe(tx, c.idchecklist_ot);
    return resultadoDe(await guardarChecklist(tx, reabrir(c), preguntas, ctx));
  },
});

export const mutadoresChecklist = [responder, accionCorrectora, estadoAccionCorrectora, marcarTodo, firmar, reabrirChecklist] as const;
