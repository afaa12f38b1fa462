/**
 * Formulario declarado 'Instalar plantilla' (/offline/partes/{id}/plantillas-articulos): la plantilla
 * (obligatoria y con artículos) y el almacén. Instalar lee las líneas en el orden del mutador
 * (lineasPlantilla) y manda `parteTrabajo.instalarPlantillaSync` con ids nuevos por línea; la pantalla
 * pone la 'Confirmación' si algún artículo no llega.
 */
import type { ReactNode } from 'react';
import type { ParamsMutacion } from '../../../replication/mutadores';
import type { VigiaMetodos } from '../../../replication/cliente';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { idsInstalacion, type ParteInstalar } from './instalar-formulario';
import { TITULO_PLANTILLAS_PARTE } from './offline.labels';

export const PLANTILLA_INSTALADA = 'Plantilla instalada';
export const PLANTILLA_VACIA = 'La plantilla no tiene artículos';

export interface ValoresPlantilla {
  idplantilla: string;
  idalmacen: string;
}

/** Los parámetros del mutador: unos ids por línea de la plantilla (en su orden), con material del sistema si el parte tiene sistema. */
export const paramsInstalarPlantilla = (
  parte: ParteInstalar,
  v: ValoresPlantilla,
  lineas: number,
  nuevoId: () => string,
): ParamsMutacion['parteTrabajo.instalarPlantillaSync'] => {
  const conSistema = parte.idsistema !== null && parte.idsistema !== undefined;
  return {
    idparte_trabajo: parte.idparte_trabajo,
    idplantilla_articulo: v.idplantilla,
    idalmacen: v.idalmacen,
    lineas: Array.from({ length: lineas }, () => idsInstalacion(conSistema, nuevoId)),
  };
};

/** Lo que pone la pantalla: las opciones, lo que sabe de las líneas y la pregunta. */
export interface PiezasPlantilla {
  db: Pick<VigiaMetodos, 'mutate'>;
  /** Con la primera vacía ('Elige una plantilla'). */
  opcionesPlantilla: readonly OpcionSeleccion[];
  opcionesAlmacen: readonly OpcionSeleccion[];
  /** La plantilla ya cargada y sin líneas activas. */
  plantillaVacia: (idplantilla: string) => boolean;
  /** Las líneas de la plantilla en el orden en que las recorre el mutador (leídas del dispositivo). */
  lineasOrdenadas: (idplantilla: string) => Promise<readonly unknown[]>;
  /** La 'Confirmación' antes de instalar (faltan existencias), o null. */
  confirmar: (v: ValoresPlantilla) => ReactNode;
  nuevoId?: () => string;
}

export const formularioPlantilla = ({ db, opcionesPlantilla, opcionesAlmacen, plantillaVacia, lineasOrdenadas, confirmar, nuevoId = () => crypto.randomUUID() }: PiezasPlantilla) =>
  declararFormulario<ValoresPlantilla, ParteInstalar>({
    campos: [
      { campo: 'idplantilla', tipo: 'seleccion', etiqueta: 'Plantilla', requerido: true, opciones: opcionesPlantilla, reglas: [(v) => (plantillaVacia(v) ? PLANTILLA_VACIA : null)] },
      { campo: 'idalmacen', tipo: 'seleccion', etiqueta: 'Almacén', requerido: true, opciones: opcionesAlmacen },
    ],
    boton: TITULO_PLANTILLAS_PARTE,
    mensaje: PLANTILLA_INSTALADA,
    confirmar: ({ valores }) => confirmar(valores),
    enviar: async ({ valores, registro }) => {
      const lineas = await lineasOrdenadas(valores.idplantilla);
      return db.mutate('parteTrabajo.instalarPlantillaSync', paramsInstalarPlantilla(registro, valores, lineas.length, nuevoId));
    },
  });
