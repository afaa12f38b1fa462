/**
 * Formulario declarado de la supervisión: corregir un fichaje (desde su ficha) o añadir uno olvidado (desde
 * la lista, eligiendo el empleado). Tipo, fecha y hora de pared en España y motivo (obligatorio). Antes de
 * encolar comprueba lo mismo que presencia.corregirSync con las reglas compartidas: la hora no puede ser
 * posterior a ahora, el fichaje no puede tener ya una corrección y la secuencia resultante tiene que
 * alternar entrada y salida (`errorSecuencia`): sin conexión se ve el mismo mensaje que daría el servidor.
 * Pregunta en la 'Confirmación' antes de guardar; el fichaje corregido no se toca.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MAX_MOTIVO_CORRECCION } from '../../../replication/mutadores/presencia';
import { errorSecuencia, MENSAJES_PRESENCIA, type Fichaje as FichajeRegla } from '../../../replication/presencia';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import { descripcionFichaje, diaJornada, esTipoFichaje, fechaHora, horaJornada, instanteDeJornada, nombreEmpleado, nombreTipo, type Fichaje } from './presencia';
import { etiquetasCorreccion as E, ETIQUETAS_TIPO_FICHAJE, TEXTOS_PRESENCIA as T } from './presencia.labels';
import { recortar } from '../../lib/texto';

export interface ValoresCorreccion {
  /** Solo en el fichaje olvidado (en la corrección, el del fichaje corregido). */
  idempleado: string;
  tipo: string;
  /** 'AAAA-MM-DD' en España, o null. */
  fecha: string | null;
  /** 'hh:mm' en España, o ''. */
  hora: string;
  motivo: string;
}

/** Margen para el reloj del dispositivo (el mismo del mutador). */
const MARGEN_RELOJ_MS = 5 * 60_000;

export interface ContextoCorreccion {
  /** El fichaje que se corrige; null al añadir uno olvidado. */
  corrige: Fichaje | null;
  /** Los fichajes del empleado elegido, tal como están ahora en el dispositivo. */
  fichajes: () => readonly FichajeRegla[];
  /** El nombre de un empleado por su id (para la confirmación). */
  nombre: (idempleado: string) => string;
  ahora?: () => Date;
  nuevoId?: () => string;
}

/** Los valores de partida: los del fichaje corregido, o vacíos. */
export const valoresCorreccion = (corrige: Fichaje | null): ValoresCorreccion =>
  corrige
    ? { idempleado: corrige.idempleado, tipo: corrige.tipo, fecha: diaJornada(corrige.hora), hora: horaJornada(corrige.hora), motivo: '' }
    : { idempleado: '', tipo: '', fecha: null, hora: '', motivo: '' };

/** El instante de la fecha y la hora elegidas, o null si falta alguna. */
export const instanteCorreccion = (v: Pick<ValoresCorreccion, 'fecha' | 'hora'>): string | null =>
  v.fecha !== null && v.hora !== '' ? instanteDeJornada(v.fecha, v.hora) : null;

const idEmpleadoDe = (v: ValoresCorreccion, ctx: ContextoCorreccion): string => ctx.corrige?.idempleado ?? v.idempleado;

/** El error de las reglas del mutador con estos valores (null si se puede guardar). */
export const errorCorreccion = (v: ValoresCorreccion, ctx: ContextoCorreccion): string | null => {
  const hora = instanteCorreccion(v);
  const idempleado = idEmpleadoDe(v, ctx);
  if (hora === null || !esTipoFichaje(v.tipo) || idempleado === '') return null;
  if (Date.parse(hora) > (ctx.ahora?.() ?? new Date()).getTime() + MARGEN_RELOJ_MS) return MENSAJES_PRESENCIA.horaFutura;
  const fichajes = ctx.fichajes().filter((f) => f.idempleado === idempleado);
  const { corrige } = ctx;
  if (corrige && fichajes.some((f) => f.estado > 0 && f.idpresencia_corrige === corrige.idpresencia)) return MENSAJES_PRESENCIA.yaCorregido;
  const nuevo: FichajeRegla = { idpresencia: '\uffff', idempleado, tipo: v.tipo, hora, idpresencia_corrige: corrige?.idpresencia ?? null, estado: 1 };
  return errorSecuencia([...fichajes, nuevo]);
};

export const camposCorreccion = (ctx: ContextoCorreccion): CampoDeclarado<ValoresCorreccion>[] => [
  {
    campo: 'idempleado',
    tipo: 'coleccion',
    etiqueta: E.idempleado,
    requerido: true,
    mensajeRequerido: T.faltaEmpleado,
    visible: () => ctx.corrige === null,
    desde: opcionesDeColeccion('empleado', { etiqueta: nombreEmpleado, valor: (e) => e.idempleado, vacia: T.eligeEmpleado }),
  },
  {
    campo: 'tipo',
    tipo: 'seleccion',
    etiqueta: E.tipo,
    requerido: true,
    mensajeRequerido: T.eligeTipo,
    opciones: [
      { valor: '', etiqueta: T.eligeTipo },
      { valor: 'entrada', etiqueta: ETIQUETAS_TIPO_FICHAJE.entrada },
      { valor: 'salida', etiqueta: ETIQUETAS_TIPO_FICHAJE.salida },
    ],
  },
  { campo: 'fecha', tipo: 'fecha', etiqueta: E.fecha, requerido: true, mensajeRequerido: T.faltaFecha },
  // Las reglas del mutador, bajo la hora: es lo que casi siempre hay que cambiar.
  { campo: 'hora', tipo: 'hora', etiqueta: E.hora, requerido: true, mensajeRequerido: T.faltaHora, reglas: [(_h, v) => errorCorreccion(v, ctx)] },
  { campo: 'motivo', tipo: 'area', etiqueta: E.motivo, requerido: true, mensajeRequerido: MENSAJES_PRESENCIA.motivo, maximo: MAX_MOTIVO_CORRECCION, filas: 3, normalizar: recortar },
];

/** Los parámetros de presencia.corregirSync con los valores ya validados. */
export const paramsCorreccion = (v: ValoresCorreccion, ctx: ContextoCorreccion, idpresencia: string) => {
  const hora = instanteCorreccion(v);
  if (hora === null || !esTipoFichaje(v.tipo)) throw new Error(hora === null ? T.faltaHora : T.eligeTipo);
  return { idpresencia, idempleado: idEmpleadoDe(v, ctx), tipo: v.tipo, hora, idpresencia_corrige: ctx.corrige?.idpresencia ?? null, motivo: v.motivo.trim() };
};

/** El texto de la 'Confirmación'. */
export const confirmacionCorreccion = (v: ValoresCorreccion, ctx: ContextoCorreccion): string => {
  const hora = instanteCorreccion(v);
  const nuevo = hora !== null && esTipoFichaje(v.tipo) ? T.nuevoTexto(nombreTipo(v.tipo), fechaHora(hora)) : '';
  return ctx.corrige
    ? T.confirmarCorreccion(descripcionFichaje(ctx.corrige).toLowerCase(), nuevo, v.motivo.trim())
    : T.confirmarOlvidado(ctx.nombre(v.idempleado), nuevo, v.motivo.trim());
};

export const formularioCorreccion = (motor: Pick<MotorSync, 'mutate'>, ctx: ContextoCorreccion) =>
  declararFormulario<ValoresCorreccion, Fichaje | null>({
    entidad: 'presencia',
    campos: camposCorreccion(ctx),
    boton: ctx.corrige ? T.registrarCorreccion : T.anadirFichaje,
    mensaje: ctx.corrige ? T.correccionRegistrada : T.fichajeAnadido,
    confirmar: ({ valores }) => confirmacionCorreccion(valores, ctx),
    enviar: ({ valores }) => motor.mutate('presencia.corregirSync', paramsCorreccion(valores, ctx, (ctx.nuevoId ?? (() => crypto.randomUUID()))())),
  });
