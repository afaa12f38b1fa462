/**
 * Formulario declarado de una intervención sobre un material del sistema (material afectado): Sustituir
 * (número de serie nuevo, opcional), Desinstalar (motivo opcional, con 'Confirmación') y Acción o
 * Anomalía (texto obligatorio). Cada una manda su mutación (materialSistema.sustituirSync /
 * desinstalarSync / accionSync) con ids nuevos del dispositivo: la pieza nueva sale de la furgoneta y la
 * desinstalada vuelve a ella (movimientos de existencias).
 */
import type { ParamsMutacion } from '../../../replication/mutadores';
import type { VigiaMetodos } from '../../../replication/cliente';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { MAX_NUMSERIE } from './instalar-formulario';
import { avisosIntervencion, etiquetasIntervencion, type IntervencionMaterial } from './offline.labels';
import { recortar } from '../../lib/texto';

export const MAX_TEXTO_ACCION = 1000;
export const MAX_MOTIVO = 500;

export interface ValoresIntervencion {
  texto: string;
}

/** El material y el parte de la intervención. */
export interface RegistroIntervencion {
  idmaterial_sistema: string;
  idparte_trabajo: string;
  /** 'Detector (NS-1)': para la pregunta de desinstalar. */
  nombre: string;
  /** La furgoneta del técnico (de ella sale la pieza nueva y a ella vuelve la desinstalada), o null. */
  idfurgoneta: string | null;
}

export const nombreMaterial = (m: { descripcion: string; numserie?: string | null }): string => `${m.descripcion}${m.numserie ? ` (${m.numserie})` : ''}`;

export type MutacionIntervencion =
  | { metodo: 'materialSistema.sustituirSync'; params: ParamsMutacion['materialSistema.sustituirSync'] }
  | { metodo: 'materialSistema.desinstalarSync'; params: ParamsMutacion['materialSistema.desinstalarSync'] }
  | { metodo: 'materialSistema.accionSync'; params: ParamsMutacion['materialSistema.accionSync'] };

/** La mutación de la intervención con el texto ya recortado (vacío → null en sustituir y desinstalar). */
export const mutacionIntervencion = (tipo: IntervencionMaterial, r: RegistroIntervencion, texto: string, nuevoId: () => string): MutacionIntervencion => {
  const comun = { idmaterial_sistema: r.idmaterial_sistema, idparte_trabajo: r.idparte_trabajo, idaccion_ejec: nuevoId() };
  const furgoneta = r.idfurgoneta === null ? null : { idalmacen: r.idfurgoneta, idmovimiento_stock: nuevoId() };
  const oNulo = texto === '' ? null : texto;
  switch (tipo) {
    case 'sustituir':
      return { metodo: 'materialSistema.sustituirSync', params: { ...comun, idmaterial_nuevo: nuevoId(), numserie_nuevo: oNulo, salida: furgoneta } };
    case 'desinstalar':
      return { metodo: 'materialSistema.desinstalarSync', params: { ...comun, motivo: oNulo, devolucion: furgoneta } };
    default:
      return { metodo: 'materialSistema.accionSync', params: { ...comun, tipo, texto } };
  }
};

const campoDe = (tipo: IntervencionMaterial): CampoDeclarado<ValoresIntervencion> => {
  switch (tipo) {
    case 'sustituir':
      return { campo: 'texto', tipo: 'texto', etiqueta: 'Nuevo número de serie', maximo: MAX_NUMSERIE, autoComplete: 'off', normalizar: recortar };
    case 'desinstalar':
      return { campo: 'texto', tipo: 'area', etiqueta: 'Motivo', filas: 2, maximo: MAX_MOTIVO, normalizar: recortar };
    default:
      return { campo: 'texto', tipo: 'area', etiqueta: tipo === 'accion' ? 'Acción realizada' : 'Anomalía encontrada', requerido: true, filas: 3, maximo: MAX_TEXTO_ACCION, normalizar: recortar };
  }
};

export const formularioIntervencion = (tipo: IntervencionMaterial, db: Pick<VigiaMetodos, 'mutate'>, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresIntervencion, RegistroIntervencion>({
    campos: [campoDe(tipo)],
    boton: etiquetasIntervencion[tipo],
    mensaje: avisosIntervencion[tipo],
    confirmar: ({ registro }) => (tipo === 'desinstalar' ? `¿Desinstalar ${registro.nombre} del sistema? Quedará anotado como acción del parte.` : null),
    enviar: ({ valores, registro }) => {
      const m = mutacionIntervencion(tipo, registro, valores.texto, nuevoId);
      switch (m.metodo) {
        case 'materialSistema.sustituirSync':
          return db.mutate(m.metodo, m.params);
        case 'materialSistema.desinstalarSync':
          return db.mutate(m.metodo, m.params);
        case 'materialSistema.accionSync':
          return db.mutate(m.metodo, m.params);
      }
    },
  });

export const VALORES_INTERVENCION: ValoresIntervencion = { texto: '' };
