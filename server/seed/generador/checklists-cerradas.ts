/**
 * Checklists cerradas de la demo: las de los partes finalizados más recientes del técnico 1 (usuario
 * «tecnico»), contestadas y firmadas por el cliente, con alguna anomalía y su acción correctora
 * (accioncorrectoraot). Las de los partes pendientes (checklists.ts) siguen sin contestar: una acción
 * correctora solo tiene sentido en una pregunta contestada con anomalía, así que van aquí, en partes ya
 * cerrados. Los ids siguen a los de checklists.ts. No crece con la escala. Usa su propia sección de azar.
 */
import type { DocDe } from '../../../schemas';
import type { Checklists } from './checklists';
import { PLANTILLAS_CHECKLIST, TIPOS_ANOMALIA_DEMO } from './checklists';
import { dni } from './documentos';
import { diaDe, instanteDe } from './fechas';
import { firmaPng } from './firma-png';
import { persona } from './nombres';
import type { Aleatorio } from './prng';

export interface ChecklistsCerradas {
  checklists: DocDe<'checklistot'>[];
  grupos: DocDe<'grupochecklistot'>[];
  preguntas: DocDe<'preguntachecklistot'>[];
  acciones: DocDe<'accioncorrectoraot'>[];
}

export interface EntradaChecklistsCerradas {
  r: Aleatorio;
  partes: readonly DocDe<'partetrabajo'>[];
  /** idtecnico del técnico 1 (usuario «tecnico»). */
  idtecnico: string;
  /** Las de los partes pendientes: los ids siguen a los suyos. */
  previas: Checklists;
}

/** Cuántos partes finalizados del técnico 1 llevan checklist cerrada. */
export const PARTES_CON_CHECKLIST_CERRADA = 4;

/** Anomalía posible de una pregunta (por su texto): tipo (en TIPOS_ANOMALIA_DEMO), observación y acción. */
const ANOMALIAS: Readonly<Record<string, readonly [string, string, string]>> = {
  '¿La batería de respaldo está en carga?': ['Batería baja', 'La batería no pasa de 11,2 V con la red cortada.', 'Sustituir la batería de 12 V 7 Ah'],
  '¿Todos los detectores responden al paseo?': ['Detector sin respuesta', 'El volumétrico del almacén no da señal.', 'Cambiar el detector volumétrico del almacén'],
  '¿La sirena exterior suena?': ['Sirena sin sonido', 'La sirena exterior no suena; el flash sí funciona.', 'Sustituir la sirena exterior'],
  '¿La CRA recibe la señal de prueba?': ['Fallo de comunicación con CRA', 'La CRA no recibe la prueba por la línea IP.', 'Revisar el módulo de comunicación con la operadora'],
  '¿El enfoque y el encuadre son correctos?': ['Cámara desenfocada', 'La cámara de la entrada está desenfocada.', 'Reenfocar la cámara de la entrada'],
  '¿El grabador graba en todos los canales?': ['Grabador sin espacio', 'El disco está lleno y sobrescribe a los 3 días.', 'Ampliar el disco del grabador a 4 TB'],
  '¿Los detectores de humo responden a la prueba?': ['Detector sin respuesta', 'Dos detectores de la planta primera no responden.', 'Sustituir los detectores de humo sin respuesta'],
  '¿La central está sin averías?': ['Cableado deteriorado', 'Avería de lazo por cableado deteriorado en el falso techo.', 'Tender de nuevo el tramo del lazo dañado'],
};

export const generarChecklistsCerradas = ({ r, partes, idtecnico, previas }: EntradaChecklistsCerradas): ChecklistsCerradas => {
  const d: ChecklistsCerradas = { checklists: [], grupos: [], preguntas: [], acciones: [] };
  const tipoPorNombre = new Map(TIPOS_ANOMALIA_DEMO.map(([descripcion, grado], i) => [descripcion, { id: String(i + 1), grado: String(grado + 1) }]));
  const recientes = partes
    .filter((p) => p.idtecnico === idtecnico && p.estado === 2)
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || a.numero.localeCompare(b.numero))
    .slice(0, PARTES_CON_CHECKLIST_CERRADA);
  for (const [n, parte] of recientes.entries()) {
    const plantilla = PLANTILLAS_CHECKLIST[n % PLANTILLAS_CHECKLIST.length];
    if (!plantilla) continue;
    const dia = diaDe(parte.fecha);
    const firmada = instanteDe(dia, r.entero(10 * 60, 17 * 60));
    const idchecklist = String(previas.checklists.length + d.checklists.length + 1);
    // Una de cada cuatro, todo correcto; las demás, una o dos anomalías.
    const anomalas = new Set(
      n % 4 === 3 ? [] : r.barajar(plantilla.grupos.flatMap((g) => g.preguntas).filter((q) => q.tipo === 'pregunta' && ANOMALIAS[q.texto]).map((q) => q.texto)).slice(0, r.entero(1, 2)),
    );
    const cliente = persona(r);
    d.checklists.push({
      idchecklist_ot: idchecklist, idparte_trabajo: parte.idparte_trabajo, descripcion: plantilla.descripcion, orden: 1, resultado: anomalas.size > 0 ? 0 : 1,
      firma_imagen: firmaPng(r), firma_nombre: cliente.completo, firma_dni: dni(r), firma_fecha: firmada,
      observaciones: anomalas.size > 0 ? 'Se informa al cliente de las anomalías encontradas.' : null, estado: 2, actualizado: firmada,
    });
    for (const [g, grupo] of plantilla.grupos.entries()) {
      const idgrupo = String(previas.grupos.length + d.grupos.length + 1);
      d.grupos.push({ idgrupo_checklist_ot: idgrupo, idchecklist_ot: idchecklist, descripcion: grupo.descripcion, orden: g + 1, estado: 1 });
      for (const pregunta of grupo.preguntas) {
        const idpregunta = String(previas.preguntas.length + d.preguntas.length + 1);
        const anomalia = anomalas.has(pregunta.texto) ? ANOMALIAS[pregunta.texto] : undefined;
        const tipo = anomalia ? tipoPorNombre.get(anomalia[0]) : undefined;
        d.preguntas.push({
          idpregunta_checklist_ot: idpregunta, idchecklist_ot: idchecklist, idgrupo_checklist_ot: idgrupo, descripcion: pregunta.texto,
          orden: d.preguntas.filter((q) => q.idchecklist_ot === idchecklist).length + 1, tipo: pregunta.tipo, respuesta: tipo ? 'anomalia' : 'ok',
          realizada: pregunta.tipo === 'revision', idtanomalia_checklist_ot: tipo?.id ?? null, idgrado_anomalia: tipo?.grado ?? null,
          observaciones: anomalia?.[1] ?? null, estado: 1,
        });
        if (!anomalia) continue;
        // Lo que se pudo hacer en la visita, realizada; lo que necesita material o permiso, pendiente o no realizada.
        const estado = r.ponderado([[2, 55], [1, 30], [3, 15]] as const);
        d.acciones.push({
          idaccion_correctora_ot: String(d.acciones.length + 1), idchecklist_ot: idchecklist, idpregunta_checklist_ot: idpregunta,
          descripcion: anomalia[2], fecha: instanteDe(dia, r.entero(9 * 60, 17 * 60)), estado,
        });
      }
    }
  }
  return d;
};
