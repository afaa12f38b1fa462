/**
 * Formulario del cliente potencial (alta y edición con la misma declaración): nombre obligatorio, NIF
 * (DNI, NIE o CIF), correo, actividad, origen, interés y observaciones. El alta genera el código en el
 * dispositivo ('PR-' + 8 cifras hexadecimales del id), con la delegación y el comercial del usuario, la
 * fecha de hoy y estado 1; la edición manda solo lo cambiado (vacío → null).
 */
import type { DocDe } from '../../../schemas';
import type { MotorSync } from '../../../replication/cliente';
import { MAX_NOMBRE, MAX_OBSERVACIONES } from '../../../replication/validacion-comercial';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { normalizarNif } from '../clientes/cliente-formulario';
import { etiquetasOrigen, etiquetasPotencial, MENSAJE_ANADIDO, MENSAJE_GUARDADO } from './clientes-potenciales.labels';
import { recortar, vacioANulo } from '../../lib/texto';

export type ClientePotencial = DocDe<'clientepotencial'>;
export type Origen = ClientePotencial['origen'];
export const ORIGENES = Object.keys(etiquetasOrigen) as Origen[];
export const esOrigen = (v: string): v is Origen => ORIGENES.some((o) => o === v);
export const etiquetaOrigen = (v: string): string => (esOrigen(v) ? etiquetasOrigen[v] : v);

export interface ValoresPotencial {
  nombre: string;
  nif: string;
  email: string;
  actividad: string;
  origen: string;
  interes: string;
  observaciones: string;
}

export const VALORES_ALTA: ValoresPotencial = { nombre: '', nif: '', email: '', actividad: '', origen: '', interes: '', observaciones: '' };

export const valoresDePotencial = (d: ClientePotencial): ValoresPotencial => ({
  nombre: d.nombre,
  nif: d.nif ?? '',
  email: d.email ?? '',
  actividad: d.actividad ?? '',
  origen: d.origen,
  interes: d.interes ?? '',
  observaciones: d.observaciones ?? '',
});

/** 'PR-' + las 8 primeras cifras hexadecimales del id, en mayúsculas. */
export const codigoPotencial = (id: string): string => `PR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Los campos del documento a partir de los valores (ya normalizados). */
export const camposDoc = (v: ValoresPotencial) => ({
  nombre: v.nombre,
  nif: vacioANulo(v.nif),
  email: vacioANulo(v.email),
  actividad: vacioANulo(v.actividad),
  origen: esOrigen(v.origen) ? v.origen : 'otro',
  interes: vacioANulo(v.interes),
  observaciones: vacioANulo(v.observaciones),
});

/** Solo lo cambiado, como `cambios` de clientePotencial.updateSync. */
export const aCambiosPotencial = (v: ValoresPotencial, cambios: Partial<ValoresPotencial>): Partial<ReturnType<typeof camposDoc>> => {
  const todo = camposDoc(v);
  const salida: Partial<ReturnType<typeof camposDoc>> = {};
  for (const k of Object.keys(todo) as (keyof typeof todo)[]) if (k in cambios) Object.assign(salida, { [k]: todo[k] });
  return salida;
};

export interface ContextoAlta {
  id: string;
  iddelegacion: string;
  idcomercial: string | null;
  hoy: string;
}

/** El documento del alta. */
export const docAlta = (v: ValoresPotencial, c: ContextoAlta) => ({
  idcliente_potencial: c.id,
  codigo: codigoPotencial(c.id),
  ...camposDoc(v),
  iddelegacion: c.iddelegacion,
  idcomercial: c.idcomercial,
  idcliente: null,
  fconversion: null,
  fecha_alta: c.hoy,
  estado: 1,
});

const campos = [
  { campo: 'nombre', tipo: 'texto', etiqueta: etiquetasPotencial.nombre, requerido: true, maximo: MAX_NOMBRE, normalizar: recortar },
  { campo: 'nif', tipo: 'nif', etiqueta: etiquetasPotencial.nif, normalizar: normalizarNif },
  { campo: 'email', tipo: 'email', etiqueta: etiquetasPotencial.email, normalizar: recortar },
  { campo: 'actividad', tipo: 'texto', etiqueta: etiquetasPotencial.actividad, maximo: 100, normalizar: recortar },
  {
    campo: 'origen',
    tipo: 'seleccion',
    etiqueta: etiquetasPotencial.origen,
    requerido: true,
    opciones: [{ valor: '', etiqueta: 'Elige el origen' }, ...ORIGENES.map((o) => ({ valor: o, etiqueta: etiquetasOrigen[o] }))],
  },
  { campo: 'interes', tipo: 'texto', etiqueta: etiquetasPotencial.interes, maximo: MAX_NOMBRE, normalizar: recortar },
  { campo: 'observaciones', tipo: 'area', etiqueta: etiquetasPotencial.observaciones, maximo: MAX_OBSERVACIONES, filas: 5, normalizar: recortar },
] as const;

/** Alta: registro null y el contexto del usuario; guardar manda clientePotencial.insertSync. */
export const formularioAltaPotencial = (motor: Pick<MotorSync, 'mutate'>, contexto: () => ContextoAlta) =>
  declararFormulario<ValoresPotencial, null>({
    entidad: 'clientepotencial',
    campos,
    mensaje: MENSAJE_ANADIDO,
    boton: 'Añadir',
    enviar: ({ valores }) => motor.mutate('clientePotencial.insertSync', { doc: docAlta(valores, contexto()) }),
  });

/** Edición: solo lo cambiado con clientePotencial.updateSync. */
export const formularioEdicionPotencial = (motor: Pick<MotorSync, 'mutate'>) =>
  declararFormulario<ValoresPotencial, ClientePotencial>({
    entidad: 'clientepotencial',
    campos,
    mensaje: MENSAJE_GUARDADO,
    enviar: ({ valores, cambios, registro }) =>
      motor.mutate('clientePotencial.updateSync', { id: registro.idcliente_potencial, cambios: aCambiosPotencial(valores, cambios) }),
  });
