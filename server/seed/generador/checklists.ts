/**
 * Checklists de la demo: los catálogos de grados y tipos de anomalía, y una checklist (a veces dos) en
 * cada parte pendiente del técnico 1 (usuario «tecnico»), con sus grupos y preguntas, entre ellas
 * acciones de revisión. Todas empiezan pendientes y sin contestar (resultado sinContestar). El tamaño no
 * crece con la escala: solo dependen de la carga fija del técnico 1.
 */
import type { DocDe } from '../../../schemas';
import { instanteDe } from './fechas';
import type { Aleatorio } from './prng';

interface PlantillaPregunta {
  texto: string;
  tipo: 'pregunta' | 'revision';
}

interface PlantillaChecklist {
  descripcion: string;
  grupos: readonly { descripcion: string; preguntas: readonly PlantillaPregunta[] }[];
}

const p = (texto: string): PlantillaPregunta => ({ texto, tipo: 'pregunta' });
const rev = (texto: string): PlantillaPregunta => ({ texto, tipo: 'revision' });

/** Grados de anomalía, de más leve a más grave (nivel). */
export const GRADOS_DEMO = ['Leve', 'Moderada', 'Grave', 'Crítica'] as const;

/** Tipos de anomalía con el índice (en GRADOS_DEMO) de su grado por defecto. */
export const TIPOS_ANOMALIA_DEMO: readonly (readonly [string, number])[] = [
  ['Batería baja', 0],
  ['Detector sin respuesta', 2],
  ['Tamper abierto', 2],
  ['Sirena sin sonido', 3],
  ['Fallo de comunicación con CRA', 3],
  ['Cableado deteriorado', 1],
  ['Cámara desenfocada', 0],
  ['Grabador sin espacio', 1],
];

export const PLANTILLAS_CHECKLIST: readonly PlantillaChecklist[] = [
  {
    descripcion: 'Revisión de sistema de intrusión',
    grupos: [
      { descripcion: 'Central y alimentación', preguntas: [p('¿La central arranca sin errores?'), p('¿La batería de respaldo está en carga?'), rev('Comprobar tensión de la fuente')] },
      { descripcion: 'Detección', preguntas: [p('¿Todos los detectores responden al paseo?'), rev('Limpiar las lentes de los detectores')] },
      { descripcion: 'Señalización y comunicaciones', preguntas: [p('¿La sirena exterior suena?'), p('¿La CRA recibe la señal de prueba?')] },
    ],
  },
  {
    descripcion: 'Revisión de videovigilancia',
    grupos: [
      { descripcion: 'Cámaras', preguntas: [p('¿Todas las cámaras dan imagen?'), p('¿El enfoque y el encuadre son correctos?'), rev('Limpiar las carcasas de las cámaras')] },
      { descripcion: 'Grabación', preguntas: [p('¿El grabador graba en todos los canales?'), rev('Comprobar la fecha y hora del grabador')] },
    ],
  },
  {
    descripcion: 'Prueba de incendios',
    grupos: [
      { descripcion: 'Central de incendios', preguntas: [p('¿La central está sin averías?'), rev('Probar los pulsadores de alarma')] },
      { descripcion: 'Detectores', preguntas: [p('¿Los detectores de humo responden a la prueba?'), rev('Sustituir los detectores caducados')] },
    ],
  },
];

export interface EntradaChecklists {
  r: Aleatorio;
  partes: readonly DocDe<'partetrabajo'>[];
  /** idtecnico del técnico 1 (usuario «tecnico»). */
  idtecnico: string;
  diaHoy: number;
}

export interface Checklists {
  grados: DocDe<'gradoanomalia'>[];
  tipos: DocDe<'tanomaliachecklistot'>[];
  checklists: DocDe<'checklistot'>[];
  grupos: DocDe<'grupochecklistot'>[];
  preguntas: DocDe<'preguntachecklistot'>[];
}

export const generarChecklists = ({ r, partes, idtecnico, diaHoy }: EntradaChecklists): Checklists => {
  const ahora = instanteDe(diaHoy - 1, 8 * 60);
  const grados = GRADOS_DEMO.map((descripcion, i): DocDe<'gradoanomalia'> => ({ idgrado_anomalia: String(i + 1), descripcion, nivel: i + 1, estado: 1 }));
  const tipos = TIPOS_ANOMALIA_DEMO.map(([descripcion, grado], i): DocDe<'tanomaliachecklistot'> => ({
    idtanomalia_checklist_ot: String(i + 1), descripcion, idgrado_anomalia: String(grado + 1), estado: 1,
  }));
  const checklists: DocDe<'checklistot'>[] = [];
  const grupos: DocDe<'grupochecklistot'>[] = [];
  const preguntas: DocDe<'preguntachecklistot'>[] = [];
  const suyos = partes.filter((x) => x.idtecnico === idtecnico && x.estado === 1);
  for (const [n, parte] of suyos.entries()) {
    // El primero siempre lleva la de intrusión; los demás, una o dos al azar.
    const cuantas = n === 0 ? 1 : r.probabilidad(0.25) ? 2 : 1;
    const primera = n === 0 ? 0 : r.entero(0, PLANTILLAS_CHECKLIST.length - 1);
    for (let k = 0; k < cuantas; k++) {
      const plantilla = PLANTILLAS_CHECKLIST[(primera + k) % PLANTILLAS_CHECKLIST.length];
      if (!plantilla) continue;
      const idchecklist = String(checklists.length + 1);
      checklists.push({
        idchecklist_ot: idchecklist, idparte_trabajo: parte.idparte_trabajo, descripcion: plantilla.descripcion, orden: k + 1, resultado: null,
        firma_imagen: null, firma_nombre: null, firma_dni: null, firma_fecha: null, observaciones: null, estado: 1, actualizado: ahora,
      });
      for (const [g, grupo] of plantilla.grupos.entries()) {
        const idgrupo = String(grupos.length + 1);
        grupos.push({ idgrupo_checklist_ot: idgrupo, idchecklist_ot: idchecklist, descripcion: grupo.descripcion, orden: g + 1, estado: 1 });
        for (const pregunta of grupo.preguntas) {
          preguntas.push({
            idpregunta_checklist_ot: String(preguntas.length + 1), idchecklist_ot: idchecklist, idgrupo_checklist_ot: idgrupo,
            descripcion: pregunta.texto, orden: preguntas.length + 1, tipo: pregunta.tipo, respuesta: 'sinContestar', realizada: false,
            idtanomalia_checklist_ot: null, idgrado_anomalia: null, observaciones: null, estado: 1,
          });
        }
      }
    }
  }
  return { grados, tipos, checklists, grupos, preguntas };
};
