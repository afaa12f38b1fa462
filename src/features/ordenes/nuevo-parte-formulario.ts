/**
 * Formulario declarado de un parte nuevo para una orden (asignar la orden a un técnico): técnico (de los
 * del dispositivo), clasificación, fecha, fecha fijada y descripción. Crear manda `parteTrabajo.insertSync`
 * con el parte de construirParteNuevo (asignar-parte.ts) y el id del dispositivo que da la pantalla (para
 * ir después a la ficha del parte).
 */
import type { DocDe } from '../../../schemas';
import type { VigiaMetodos } from '../../../replication/cliente';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import { MAX_DESCRIPCION } from '../partes/parte-formulario';
import { etiquetaClasificacionParte, etiquetasClasificacionParte } from '../partes/partes.labels';
import { construirParteNuevo, type ValoresNuevoParte } from './asignar-parte';

export const BOTON_CREAR_PARTE = 'Crear parte';
export const PARTE_CREADO = 'Parte creado';

const CLASIFICACIONES: readonly OpcionSeleccion[] = Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta }));

/** Las clasificaciones conocidas y, si la elegida no es una de ellas (la de un parte antiguo), también esa. */
export const opcionesClasificacion = (actual: string): readonly OpcionSeleccion[] =>
  CLASIFICACIONES.some((o) => o.valor === actual) ? CLASIFICACIONES : [...CLASIFICACIONES, { valor: actual, etiqueta: etiquetaClasificacionParte(actual) }];

/** Los técnicos activos del dispositivo, por nombre. */
const TECNICOS = opcionesDeColeccion('tecnico', { etiqueta: (t) => t.nombre, valor: (t) => t.idtecnico, vacia: 'Elige un técnico' });

export const formularioNuevoParte = (db: Pick<VigiaMetodos, 'mutate'>, nuevoId: () => string) =>
  declararFormulario<ValoresNuevoParte, DocDe<'ordentrabajo'>>({
    campos: [
      { campo: 'idtecnico', tipo: 'coleccion', etiqueta: 'Técnico', requerido: true, desde: TECNICOS },
      { campo: 'clasificacion', tipo: 'seleccion', etiqueta: 'Clasificación', requerido: true, opciones: (v) => opcionesClasificacion(v.clasificacion) },
      { campo: 'fecha', tipo: 'fecha', etiqueta: 'Fecha', requerido: true },
      { campo: 'ffijada', tipo: 'fecha', etiqueta: 'Fecha fijada' },
      { campo: 'descripcion', tipo: 'area', etiqueta: 'Descripción', requerido: true, filas: 3, maximo: MAX_DESCRIPCION },
    ],
    boton: BOTON_CREAR_PARTE,
    mensaje: PARTE_CREADO,
    enviar: ({ valores, registro }) => db.mutate('parteTrabajo.insertSync', { doc: construirParteNuevo(registro, valores, nuevoId()) }),
  });
