/**
 * Formulario de edición del parte, declarado (src/ui/formulario/declaracion.ts): descripción,
 * observaciones, estado, clasificación, fecha y fecha fijada, con los límites del servidor, y la
 * conversión de los cambios al `cambios` de `parteTrabajo.updateSync` (observaciones vacías → null).
 */
import type { DocDe } from '../../../schemas';
import type { MotorSync } from '../../../replication/cliente';
import { MAX_DESCRIPCION_PARTE, MAX_OBSERVACIONES_PARTE } from '../../../replication/validacion-campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import {
  esEstadoParte,
  etiquetaClasificacionParte,
  etiquetasClasificacionParte,
  etiquetasEstadoParte,
  opcionesEstadoParte,
  type EstadoParte,
} from './partes.labels';
import { vacioSiEnBlanco } from '../../lib/texto';

// Las mismas que exige el servidor (replication/validacion-campos.ts).
export const MAX_OBSERVACIONES = MAX_OBSERVACIONES_PARTE;
export const MAX_DESCRIPCION = MAX_DESCRIPCION_PARTE;

/** Campos editables en esta pantalla. */
export interface ValoresParte {
  descripcion: string;
  observaciones: string;
  /** El estado como texto del desplegable ('0', '1', '2'). */
  estado: string;
  clasificacion: string;
  /** 'YYYY-MM-DD', null si se vacía, o el texto escrito si no es una fecha. */
  fecha: string | null;
  ffijada: string | null;
}

export const valoresDeParte = (doc: DocDe<'partetrabajo'>): ValoresParte => ({
  descripcion: doc.descripcion,
  observaciones: doc.observaciones ?? '',
  estado: String(doc.estado),
  clasificacion: doc.clasificacion,
  fecha: doc.fecha,
  ffijada: doc.ffijada ?? null,
});

export interface CambiosParte {
  descripcion?: string;
  observaciones?: string | null;
  estado?: EstadoParte;
  clasificacion?: string;
  fecha?: string;
  ffijada?: string | null;
}

/** Los cambios del formulario (ya validados) como `cambios` de parteTrabajo.updateSync. */
export const aCambiosParte = (c: Partial<ValoresParte>): CambiosParte => {
  const cambios: CambiosParte = {};
  if (c.descripcion !== undefined) cambios.descripcion = c.descripcion;
  if (c.observaciones !== undefined) cambios.observaciones = c.observaciones === '' ? null : c.observaciones;
  const estado = c.estado === undefined ? null : leerEstado(c.estado);
  if (estado !== null) cambios.estado = estado;
  if (c.clasificacion !== undefined) cambios.clasificacion = c.clasificacion;
  if (typeof c.fecha === 'string') cambios.fecha = c.fecha;
  if (c.ffijada !== undefined) cambios.ffijada = c.ffijada;
  return cambios;
};

/** El valor del desplegable 'Estado' ('0', '1', '2') como estado de parte, o null si no vale. */
export const leerEstado = (valor: string): EstadoParte | null => {
  if (!/^\d$/.test(valor)) return null;
  const n = Number(valor);
  return esEstadoParte(n) ? n : null;
};

const opcionesClasificacion = Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta }));
const opcionesEstado = opcionesEstadoParte.map((e) => ({ valor: String(e), etiqueta: etiquetasEstadoParte[e] }));

export const formularioParte = (motor: Pick<MotorSync, 'mutate'>) =>
  declararFormulario<ValoresParte, DocDe<'partetrabajo'>>({
    entidad: 'partetrabajo',
    campos: [
      { campo: 'descripcion', tipo: 'area', etiqueta: 'Descripción', requerido: true, filas: 3, maximo: MAX_DESCRIPCION },
      { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', filas: 6, maximo: MAX_OBSERVACIONES, normalizar: vacioSiEnBlanco },
      { campo: 'estado', tipo: 'seleccion', etiqueta: 'Estado', requerido: false, opciones: opcionesEstado },
      {
        campo: 'clasificacion',
        tipo: 'seleccion',
        etiqueta: 'Clasificación',
        requerido: true,
        // Una clasificación que no está en la lista (de otra versión) se ve con su nombre.
        opciones: (v) =>
          opcionesClasificacion.some((o) => o.valor === v.clasificacion)
            ? opcionesClasificacion
            : [...opcionesClasificacion, { valor: v.clasificacion, etiqueta: etiquetaClasificacionParte(v.clasificacion) }],
      },
      { campo: 'fecha', tipo: 'fecha', etiqueta: 'Fecha', requerido: true },
      { campo: 'ffijada', tipo: 'fecha', etiqueta: 'Fecha fijada', requerido: false },
    ],
    mensaje: 'Cambios guardados',
    enviar: ({ cambios, registro }) => motor.mutate('parteTrabajo.updateSync', { id: registro.idparte_trabajo, cambios: aCambiosParte(cambios) }),
  });
