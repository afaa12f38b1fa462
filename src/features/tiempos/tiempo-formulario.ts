/**
 * Formulario declarado de un tiempo añadido a mano (src/ui/formulario/declaracion.ts): parte (solo en
 * /tiempos/add; en la ruta del parte va fijo), fecha, hora de inicio y de fin (selector de 24 horas; el fin
 * posterior al inicio, con el error en cuanto se eligen las dos) y observaciones. Guardar manda
 * tiempoTrabajado.insertSync con los minutos calculados y avisa con la duración ('Tiempo guardado: 1:30').
 */
import type { DocDe } from '../../../schemas';
import { MAX_OBSERVACIONES_TIEMPO } from '../../../replication/validacion-campos';
import type { VigiaMetodos } from '../../../replication/cliente';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { fechaLocal, formatearDuracion, validarTiempo, type TiempoValidado } from './tiempos';
import { MENSAJES_TIEMPOS } from './tiempos.labels';

export interface ValoresTiempo {
  idparte: string;
  fecha: string | null;
  /** 'HH:mm'; '' sin elegir. */
  horaInicio: string;
  horaFin: string;
  observaciones: string;
}

export const SIN_TECNICO = 'Tu usuario no es un técnico';

/** De entrada: el parte de la ruta (si lo hay), hoy y sin horas. */
export const valoresTiempo = (idparteFijo: string | null, hoy: Date): ValoresTiempo => ({
  idparte: idparteFijo ?? '',
  fecha: fechaLocal(hoy),
  horaInicio: '',
  horaFin: '',
  observaciones: '',
});

/** Inicio, fin y minutos del tiempo, o el error. */
export const calcularTiempo = (v: Pick<ValoresTiempo, 'fecha' | 'horaInicio' | 'horaFin'>): TiempoValidado =>
  validarTiempo({ fecha: v.fecha, horaInicio: v.horaInicio, horaFin: v.horaFin });

/** Con las dos horas elegidas, el fin tiene que ser posterior al inicio. */
export const reglaFinDespuesDeInicio = (horaFin: string, v: ValoresTiempo): string | null => {
  if (v.horaInicio === '' || horaFin === '') return null;
  const calculo = calcularTiempo({ ...v, horaFin });
  return !calculo.ok && calculo.error === MENSAJES_TIEMPOS.finAntesDeInicio ? calculo.error : null;
};

/** El documento de tiempoTrabajado.insertSync (observaciones vacías → null). */
export const documentoTiempo = (
  v: ValoresTiempo,
  calculo: Extract<TiempoValidado, { ok: true }>,
  idtecnico: string,
  idtiempo_trabajado: string,
): DocDe<'tiempotrabajado'> => {
  const obs = v.observaciones.trim();
  return {
    idtiempo_trabajado,
    idparte_trabajo: v.idparte,
    idtecnico,
    inicio: calculo.inicio,
    fin: calculo.fin,
    minutos: calculo.minutos,
    observaciones: obs === '' ? null : obs,
    estado: 1,
  };
};

export interface DependenciasTiempo {
  db: Pick<VigiaMetodos, 'mutate'>;
  idtecnico: string | null;
  /** El parte de la ruta: sin él, se elige entre `opcionesParte`. */
  idparteFijo: string | null;
  opcionesParte: readonly OpcionSeleccion[];
  /** Aviso en el snackbar. */
  avisar: (mensaje: string) => void;
}

export const formularioTiempo = ({ db, idtecnico, idparteFijo, opcionesParte, avisar }: DependenciasTiempo) =>
  declararFormulario<ValoresTiempo>({
    campos: [
      { campo: 'idparte', tipo: 'seleccion', etiqueta: 'Parte', requerido: true, opciones: opcionesParte, visible: () => idparteFijo === null },
      { campo: 'fecha', tipo: 'fecha', etiqueta: 'Fecha', requerido: true },
      { campo: 'horaInicio', tipo: 'hora', etiqueta: 'Hora de inicio', requerido: true },
      { campo: 'horaFin', tipo: 'hora', etiqueta: 'Hora de fin', requerido: true, reglas: [reglaFinDespuesDeInicio] },
      { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', maximo: MAX_OBSERVACIONES_TIEMPO },
    ],
    enviar: async ({ valores }) => {
      const calculo = calcularTiempo(valores);
      if (!calculo.ok) throw new Error(calculo.error);
      if (!idtecnico) throw new Error(SIN_TECNICO);
      await db.mutate('tiempoTrabajado.insertSync', { doc: documentoTiempo(valores, calculo, idtecnico, crypto.randomUUID()) });
      avisar(`${MENSAJES_TIEMPOS.guardado}: ${formatearDuracion(calculo.minutos)}`);
    },
  });
