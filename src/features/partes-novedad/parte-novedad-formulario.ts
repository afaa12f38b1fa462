/**
 * Formularios declarados del parte de novedad:
 * - Alta: puesto (los puestos de servicio del dispositivo), título, descripción, gravedad, a quién se ha
 *   avisado y, si se marca, la primera novedad (hora, de entrada la del dispositivo; tipo; descripción;
 *   actuación). Manda parteNovedad.crearSync con el id que ya tiene la pantalla (para abrir la ficha) y
 *   un id nuevo para la novedad; el número, la fecha y el vigilante los pone el mutador.
 * - Edición: título, descripción, gravedad y avisados → parteNovedad.updateSync con solo lo cambiado.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MAX_AVISADOS, MAX_TEXTO_NOVEDAD, MAX_TITULO_PARTE_NOVEDAD } from '../../../replication/mutadores/vigilancia';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import { esGravedad, esTipoNovedad, horaLocal, OPCIONES_GRAVEDAD, OPCIONES_TIPO_NOVEDAD, type ParteNovedad } from './partes-novedad';
import { etiquetasParteNovedad as E, etiquetasPrimeraNovedad as P, TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';
import { recortar, textoONulo } from '../../lib/texto';

type Mutador = Pick<MotorSync, 'mutate'>;

/** Longitudes máximas de los textos libres: las del mutador. */
export const MAXIMOS_PARTE = { titulo: MAX_TITULO_PARTE_NOVEDAD, descripcion: MAX_TEXTO_NOVEDAD, avisados: MAX_AVISADOS } as const;

export interface ValoresParteNovedad {
  titulo: string;
  descripcion: string;
  /** '' = sin elegir. */
  gravedad: string;
  avisados: string;
}

export interface ValoresAltaParteNovedad extends ValoresParteNovedad {
  /** '' = sin elegir. */
  idpuesto_servicio: string;
  conNovedad: boolean;
  hora: string;
  tipo: string;
  novedad: string;
  actuacion: string;
}

export const valoresAltaParte = (ahora: Date): ValoresAltaParteNovedad => ({
  idpuesto_servicio: '',
  titulo: '',
  descripcion: '',
  gravedad: '',
  avisados: '',
  conNovedad: false,
  hora: horaLocal(ahora),
  tipo: '',
  novedad: '',
  actuacion: '',
});

export const valoresDeParte = (p: ParteNovedad): ValoresParteNovedad => ({
  titulo: p.titulo,
  descripcion: p.descripcion ?? '',
  gravedad: p.gravedad,
  avisados: p.avisados ?? '',
});

const opcionesGravedad = [{ valor: '', etiqueta: T.eligeGravedad }, ...OPCIONES_GRAVEDAD];
const opcionesTipo = [{ valor: '', etiqueta: T.eligeTipo }, ...OPCIONES_TIPO_NOVEDAD];

/**
 * Los campos comunes al alta y a la edición (título, descripción, gravedad, avisados). Sin anotar su tipo:
 * no dependen de los valores del formulario, así que caben tanto en el alta como en la edición.
 */
const camposParte = [
  { campo: 'titulo', tipo: 'texto', etiqueta: E.titulo, requerido: true, maximo: MAXIMOS_PARTE.titulo, normalizar: recortar },
  { campo: 'descripcion', tipo: 'area', etiqueta: E.descripcion, maximo: MAXIMOS_PARTE.descripcion, filas: 4, normalizar: recortar },
  { campo: 'gravedad', tipo: 'seleccion', etiqueta: E.gravedad, requerido: true, mensajeRequerido: T.eligeGravedad, opciones: opcionesGravedad },
  { campo: 'avisados', tipo: 'texto', etiqueta: E.avisados, ayuda: T.ayudaAvisados, maximo: MAXIMOS_PARTE.avisados, normalizar: recortar },
] as const;

const puestos = opcionesDeColeccion('puestoservicio', { etiqueta: (p) => `${p.codigo} · ${p.nombre}`, valor: (p) => p.idpuesto_servicio, vacia: T.eligePuesto });

/** Los parámetros de parteNovedad.crearSync a partir de los valores ya validados. */
export const paramsCrearParte = (v: ValoresAltaParteNovedad, idparte_novedad: string, idnovedad: string) => {
  if (!esGravedad(v.gravedad)) throw new Error(T.eligeGravedad);
  const tipo = v.tipo;
  if (v.conNovedad && !esTipoNovedad(tipo)) throw new Error(T.eligeTipo);
  const novedades = v.conNovedad && esTipoNovedad(tipo) ? [{ idnovedad, hora: v.hora, tipo, descripcion: v.novedad.trim(), actuacion: textoONulo(v.actuacion) }] : [];
  return {
    idparte_novedad,
    idpuesto_servicio: v.idpuesto_servicio,
    titulo: v.titulo.trim(),
    descripcion: textoONulo(v.descripcion),
    gravedad: v.gravedad,
    avisados: textoONulo(v.avisados),
    novedades,
  };
};

export interface DependenciasAlta {
  motor: Mutador;
  /** El id del parte nuevo (la pantalla lo guarda para abrir la ficha después). */
  idparte_novedad: string;
  nuevoId?: () => string;
}

export const formularioAltaParte = ({ motor, idparte_novedad, nuevoId = () => crypto.randomUUID() }: DependenciasAlta) => {
  const conNovedad = (v: ValoresAltaParteNovedad): boolean => v.conNovedad;
  return declararFormulario<ValoresAltaParteNovedad>({
    entidad: 'partenovedad',
    campos: [
      { campo: 'idpuesto_servicio', tipo: 'coleccion', etiqueta: E.puesto, requerido: true, mensajeRequerido: T.eligePuesto, desde: puestos },
      ...camposParte,
      { campo: 'conNovedad', tipo: 'casilla', etiqueta: P.conNovedad },
      { campo: 'hora', tipo: 'hora', etiqueta: P.hora, requerido: true, visible: conNovedad },
      { campo: 'tipo', tipo: 'seleccion', etiqueta: P.tipo, requerido: true, mensajeRequerido: T.eligeTipo, opciones: opcionesTipo, visible: conNovedad },
      { campo: 'novedad', tipo: 'area', etiqueta: P.descripcion, requerido: true, maximo: MAX_TEXTO_NOVEDAD, filas: 3, normalizar: recortar, visible: conNovedad },
      { campo: 'actuacion', tipo: 'area', etiqueta: P.actuacion, maximo: MAX_TEXTO_NOVEDAD, filas: 3, normalizar: recortar, visible: conNovedad },
    ],
    boton: T.crear,
    mensaje: T.creado,
    enviar: ({ valores }) => motor.mutate('parteNovedad.crearSync', paramsCrearParte(valores, idparte_novedad, nuevoId())),
  });
};

/** Los cambios de parteNovedad.updateSync: textos recortados y vacíos a null. */
export const cambiosParte = (c: Partial<ValoresParteNovedad>): Partial<Pick<ParteNovedad, 'titulo' | 'descripcion' | 'gravedad' | 'avisados'>> => {
  const cambios: Partial<Pick<ParteNovedad, 'titulo' | 'descripcion' | 'gravedad' | 'avisados'>> = {};
  if (c.titulo !== undefined) cambios.titulo = c.titulo.trim();
  if (c.descripcion !== undefined) cambios.descripcion = textoONulo(c.descripcion);
  if (c.gravedad !== undefined && esGravedad(c.gravedad)) cambios.gravedad = c.gravedad;
  if (c.avisados !== undefined) cambios.avisados = textoONulo(c.avisados);
  return cambios;
};

export const formularioEditarParte = (motor: Mutador) =>
  declararFormulario<ValoresParteNovedad, ParteNovedad>({
    entidad: 'partenovedad',
    campos: camposParte,
    mensaje: T.guardado,
    enviar: ({ cambios, registro }) => motor.mutate('parteNovedad.updateSync', { id: registro.idparte_novedad, cambios: cambiosParte(cambios) }),
  });
