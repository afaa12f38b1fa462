/**
 * Formulario declarado de una ubicación del presupuesto (alta y modificación): la zona (descripción),
 * la planta, el elemento (una de las líneas activas del presupuesto, o ninguno), las unidades (> 0) y las
 * observaciones, con los textos de error del servidor. Manda ubicacionPresupuesto.insertSync / updateSync.
 * Sus columnas sirven a la tabla editable y a la revisión congelada.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MAX_NOMBRE, MAX_OBSERVACIONES, MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { formatearNumero } from '../../lib/formato';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import type { LineaPresupuesto, UbicacionPresupuesto } from './presupuestos';
import { etiquetasUbicacion as E, TEXTOS_UBICACIONES as T } from './subpantallas.labels';
import { recortar } from '../../lib/texto';

/** Longitud máxima de la planta (la de la validación del servidor). */
export const MAX_PLANTA = 60;

export interface ValoresUbicacion {
  descripcion: string;
  planta: string;
  /** La línea que instala el elemento; '' si ninguna. */
  idlpresupuestocli: string;
  unidades: number | null;
  observaciones: string;
}

export const valoresUbicacion = (u: UbicacionPresupuesto | null): ValoresUbicacion =>
  u
    ? { descripcion: u.descripcion, planta: u.planta ?? '', idlpresupuestocli: u.idlpresupuestocli ?? '', unidades: u.unidades, observaciones: u.observaciones ?? '' }
    : { descripcion: '', planta: '', idlpresupuestocli: '', unidades: 1, observaciones: '' };

/** Los elementos que se pueden elegir: 'Sin elemento' y las líneas activas del presupuesto, por su descripción. */
export const opcionesElemento = (lineas: readonly Pick<LineaPresupuesto, 'idlpresupuestocli' | 'descripcion' | 'estado'>[]): OpcionSeleccion[] => [
  { valor: '', etiqueta: E.sinElemento },
  ...lineas.filter((l) => l.estado > 0).map((l) => ({ valor: l.idlpresupuestocli, etiqueta: l.descripcion })),
];

export const formularioUbicacion = (
  motor: Pick<MotorSync, 'mutate'>,
  idpresupuestocli: string,
  lineas: readonly LineaPresupuesto[],
  nuevoId: () => string = () => crypto.randomUUID(),
) => {
  const opciones = opcionesElemento(lineas);
  return declararFormulario<ValoresUbicacion, UbicacionPresupuesto | null>({
    entidad: 'ubicacionpresupuesto',
    campos: [
      { campo: 'descripcion', tipo: 'texto', etiqueta: E.descripcion, ayuda: E.ayudaDescripcion, requerido: true, maximo: MAX_NOMBRE, normalizar: recortar },
      { campo: 'planta', tipo: 'texto', etiqueta: E.planta, maximo: MAX_PLANTA, normalizar: recortar },
      { campo: 'idlpresupuestocli', tipo: 'seleccion', etiqueta: E.idlpresupuestocli, opciones },
      { campo: 'unidades', tipo: 'numero', etiqueta: E.unidades, requerido: true, decimales: 0, reglas: [(v) => (v !== null && v <= 0 ? MENSAJES_COMERCIAL.unidades : null)] },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: MAX_OBSERVACIONES, normalizar: recortar },
    ],
    boton: T.boton,
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) {
        const c: Partial<UbicacionPresupuesto> = {};
        if (cambios.descripcion !== undefined) c.descripcion = cambios.descripcion;
        if (cambios.planta !== undefined) c.planta = cambios.planta || null;
        if (cambios.idlpresupuestocli !== undefined) c.idlpresupuestocli = cambios.idlpresupuestocli || null;
        if (cambios.unidades !== undefined && cambios.unidades !== null) c.unidades = cambios.unidades;
        if (cambios.observaciones !== undefined) c.observaciones = cambios.observaciones || null;
        return motor.mutate('ubicacionPresupuesto.updateSync', { id: registro.idubicacion_presupuesto, cambios: c });
      }
      const doc = {
        idubicacion_presupuesto: nuevoId(),
        idpresupuestocli,
        idlpresupuestocli: valores.idlpresupuestocli || null,
        descripcion: valores.descripcion,
        planta: valores.planta || null,
        unidades: valores.unidades ?? 1,
        observaciones: valores.observaciones || null,
        estado: 1,
      } satisfies UbicacionPresupuesto;
      return motor.mutate('ubicacionPresupuesto.insertSync', { doc });
    },
  });
};

/** Las columnas de una tabla de ubicaciones; `elemento` da la descripción de la línea de cada una ('' si no tiene). */
export const columnasUbicacion = (elemento: (idlpresupuestocli: string | null | undefined) => string): ColumnaTablaHija<UbicacionPresupuesto>[] => [
  { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (u) => u.descripcion },
  { id: 'planta', cabecera: E.planta, tipo: 'texto', valor: (u) => u.planta ?? '' },
  { id: 'elemento', cabecera: E.idlpresupuestocli, tipo: 'texto', valor: (u) => elemento(u.idlpresupuestocli) },
  {
    id: 'unidades',
    cabecera: E.unidades,
    tipo: 'numero',
    valor: (u) => u.unidades,
    pie: (us) => formatearNumero(us.reduce((s, u) => s + u.unidades, 0)),
    testIdPie: 'total-unidades',
  },
  { id: 'observaciones', cabecera: E.observaciones, tipo: 'texto', valor: (u) => u.observaciones ?? '' },
];
