/**
 * Cada entrada de la cola de subida dicha para quien la hizo, sin nombres de método ni ids:
 * - `describirCambio`: qué se hizo ('Nota añadida', 'Parte de trabajo modificado: observaciones') y sobre
 *   qué registro (un PedidoReferencia que la pantalla nombra con la base local: 'Parte PT-000200'). Los
 *   mutadores con reglas declaran ese registro y la colección de sus datos junto a su descripción
 *   (`sobre`, `datosDe`: replication/mutador.ts); aquí no se repiten por método.
 * - `parametrosLegibles`: los parámetros como lista 'Campo: valor' con etiquetas en español y valores con
 *   formato (fechas, importes, Sí/No, estados); los binarios resumidos ('(imagen PNG, 120 KB)'); los ids
 *   internos fuera y los que apuntan a un registro, como referencia a nombrar ('Artículo: Detector PIR').
 * El nombre del método queda solo en los datos técnicos de la entrada (para soporte).
 */
import { claveDe, entidades, esColeccion, type Coleccion, type MutadorGenerico } from '../../../schemas';
import { mutadores, type OpcionCierre } from '../../../replication/mutadores';
import { etiquetasCampo, mayuscula, minuscula } from '../../lib/entidades.labels';
import { formatearBytes, formatearEntero, formatearFecha, formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { claveRef, esPrincipal, refDeIdtabla, padreDe, type PedidoReferencia, type Ref } from '../../lib/referencias';
import { describirTipoMime, normalizarTipo, tipoDeBase64 } from '../../lib/tipos-mime';
import { etiquetasFormaPago, etiquetasOpcionCierre } from '../cierre/cierre.labels';
import { etiquetaEstadoChecklist, etiquetasRespuesta } from '../checklists/checklists.labels';
import { etiquetaEstadoAccion, etiquetasIntervencion, etiquetasTipoAlmacen } from '../offline/offline.labels';
import { etiquetaEstadoOrden, etiquetaPrioridadOrden } from '../ordenes/ordenes.labels';
import { etiquetaClasificacionParte, etiquetaEstadoParte } from '../partes/partes.labels';
import { etiquetaEstadoRevision, etiquetasPeriodicidad, etiquetasTipoAviso, etiquetasTipoSistema, etiquetasTipoVia } from '../sistemas/sistemas.labels';
import { nombreEstado } from '../../../replication/presupuestos';
import { ETIQUETAS_TIPO_FICHAJE } from '../presencia/presencia.labels';
import { CAMBIO_DESCONOCIDO, type AccionGenerica } from './sincronizacion.labels';

type Objeto = Readonly<Record<string, unknown>>;

const esObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const propia = (tabla: Objeto, clave: string): boolean => Object.prototype.hasOwnProperty.call(tabla, clave);
/** La etiqueta de un valor en una tabla de etiquetas, o el valor tal cual si no está. */
const etiquetaDe = (tabla: Readonly<Record<string, string>>, v: string): string => (propia(tabla, v) ? (tabla[v] ?? v) : v);

const listaY = new Intl.ListFormat('es', { type: 'conjunction' });

const ACCIONES_GENERICAS: Readonly<Record<MutadorGenerico, AccionGenerica>> = {
  insert: 'insertSync',
  update: 'updateSync',
  delete: 'deleteSync',
};

/**
 * Qué hace cada mutador (los genéricos de cada entidad y los que tienen reglas), dicho para quien lo hizo:
 * la `descripcion` que lleva cada uno (replication/mutador.ts). Completo por construcción: un mutador sin
 * descripción no compila.
 */
export const descripcionesMetodo: Readonly<Record<string, string>> = Object.fromEntries([...mutadores.values()].map((m) => [m.metodo, m.descripcion]));

export interface MetodoGenerico {
  coleccion: Coleccion;
  accion: AccionGenerica;
}

/** 'nota.insertSync' → { nota, insertSync } si es un mutador genérico de la entidad (cobro.insertSync no: es con reglas). */
export const metodoGenerico = (metodo: string): MetodoGenerico | null => {
  const generico = mutadores.get(metodo)?.generico;
  return generico ? { coleccion: generico.coleccion, accion: ACCIONES_GENERICAS[generico.accion] } : null;
};

/** Lo que dice un cambio: qué se hizo y sobre qué registro (null si no hay uno que nombrar). */
export interface DescripcionCambio {
  accion: string;
  registro: PedidoReferencia | null;
}

const subirDesde = (coleccion: Coleccion, id: unknown): PedidoReferencia | null => {
  const t = texto(id);
  return t ? { coleccion, id: t, subir: true } : null;
};
const doc = (p: Objeto): Objeto => (esObjeto(p.doc) ? p.doc : {});

/**
 * Sobre qué registro es un mutador con reglas, sacado de sus parámetros como dice su declaración
 * (`sobre`, replication/mutador.ts): el id en un campo, o `idtabla` + `id`; de los parámetros o de su `doc`.
 */
const registroMetodo = (metodo: string, p: Objeto): PedidoReferencia | null => {
  const sobre = mutadores.get(metodo)?.sobre;
  if (!sobre) return null;
  const datos = sobre.enDoc ? doc(p) : p;
  if ('porIdtabla' in sobre) {
    const ref = refDeIdtabla(datos.idtabla, datos.id);
    return ref ? { ...ref, subir: true } : null;
  }
  return subirDesde(sobre.coleccion, datos[sobre.campo]);
};

const esOpcionCierre = (v: unknown): v is OpcionCierre => v === 1 || v === 2 || v === 3 || v === 4;
const esRespuesta = (v: unknown): v is keyof typeof etiquetasRespuesta => typeof v === 'string' && propia(etiquetasRespuesta, v);

/** La frase de los mutadores cuyo sentido depende de sus parámetros (null: la general). */
const FRASE_METODO: Readonly<Record<string, (p: Objeto) => string | null>> = {
  'ordenTrabajo.finalizarOt': (p) => (esOpcionCierre(p.opcion) ? `Parte cerrado: ${minuscula(etiquetasOpcionCierre[p.opcion])}` : null),
  'materialSistema.accionSync': (p) =>
    p.tipo === 'anomalia' ? 'Anomalía anotada en un material del sistema' : p.tipo === 'accion' ? 'Acción anotada en un material del sistema' : null,
  'checklistOt.responderSync': (p) =>
    p.respuesta === 'sinContestar'
      ? 'Respuesta de una pregunta de checklist borrada'
      : esRespuesta(p.respuesta)
        ? `Pregunta de checklist respondida: ${minuscula(etiquetasRespuesta[p.respuesta])}`
        : null,
  'checklistOt.estadoAccionCorrectoraSync': (p) =>
    typeof p.estado === 'number' ? `Acción correctora marcada como ${minuscula(etiquetaEstadoAccion(p.estado))}` : null,
  'presupuestoCli.cambiarEstadoSync': (p) => (typeof p.estado === 'number' ? `Presupuesto pasado a ${minuscula(nombreEstado(p.estado))}` : null),
};

const registroGenerico = ({ coleccion, accion }: MetodoGenerico, p: Objeto): PedidoReferencia | null => {
  if (accion === 'insertSync') {
    const d = doc(p);
    const id = texto(d[claveDe(coleccion)]);
    return id ? { coleccion, id, doc: d, subir: true } : null;
  }
  return subirDesde(coleccion, p.id);
};

const fraseGenerica = (metodo: string, { accion }: MetodoGenerico, p: Objeto): string => {
  const base = descripcionesMetodo[metodo] ?? CAMBIO_DESCONOCIDO;
  if (accion !== 'updateSync' || !esObjeto(p.cambios)) return base;
  const campos = Object.keys(p.cambios).flatMap((k) => (propia(etiquetasCampo, k) && etiquetasCampo[k] ? [minuscula(etiquetasCampo[k])] : []));
  return campos.length > 0 ? `${base}: ${listaY.format(campos)}` : base;
};

/** Qué se hizo y sobre qué registro, para la lista y el detalle de la cola de subida. */
export const describirCambio = (metodo: string, params: unknown): DescripcionCambio => {
  const p = esObjeto(params) ? params : {};
  const generico = metodoGenerico(metodo);
  if (generico) return { accion: fraseGenerica(metodo, generico, p), registro: registroGenerico(generico, p) };
  const frase = propia(descripcionesMetodo, metodo) ? descripcionesMetodo[metodo] : undefined;
  if (frase === undefined) return { accion: CAMBIO_DESCONOCIDO, registro: null };
  return { accion: FRASE_METODO[metodo]?.(p) ?? frase, registro: registroMetodo(metodo, p) };
};

/** Solo la frase de un método, sin sus parámetros ('Nota añadida'). */
export const describirMetodo = (metodo: string): string => describirCambio(metodo, {}).accion;

/** Un dato del cambio: un valor ya con formato, o un registro que la pantalla nombra con la base local. */
export type CampoLegible = { etiqueta: string; valor: string } | { etiqueta: string; registro: PedidoReferencia };

/** Campo id → colección a la que apunta (su clave: 'idparte_trabajo' → partetrabajo), más los de otro nombre. */
const COLECCION_POR_CAMPO: ReadonlyMap<string, Coleccion> = new Map<string, Coleccion>([
  ...Object.keys(entidades).filter(esColeccion).map((c): [string, Coleccion] => [claveDe(c), c]),
  ['idalmacen_origen', 'almacen'],
  ['idalmacen_destino', 'almacen'],
  ['idtecnico_destino', 'tecnico'],
]);

/**
 * Registros que vale la pena nombrar entre los datos de un cambio. Los demás ids son de lo que el
 * cambio crea (líneas, movimientos, acciones) o internos: no se enseñan.
 */
const SE_NOMBRAN: ReadonlySet<Coleccion> = new Set<Coleccion>([
  'partetrabajo', 'ordentrabajo', 'sistema', 'cliente', 'almacen', 'articulo', 'tecnico', 'empleado', 'delegacion', 'plantillaarticulo',
  'materialsistema', 'checklistot', 'preguntachecklistot', 'tanomaliachecklistot', 'gradoanomalia', 'accioncorrectoraot', 'fichero',
]);

/** Campos que nunca se enseñan: calculados o internos. */
const OCULTOS: ReadonlySet<string> = new Set(['fecha_desc', 'actualizado']);

/** Campos que un mutador con reglas crea (su id ya se dice con otros datos). */
const OMITIDOS_METODO: Readonly<Record<string, readonly string[]>> = {
  'checklistOt.accionCorrectoraSync': ['idaccion_correctora_ot'],
};

/** Etiqueta de un campo dentro de un objeto anidado ('salida.idalmacen'). */
const ETIQUETAS_ANIDADAS: Readonly<Record<string, string>> = {
  'salida.idalmacen': 'Sale del almacén',
  'devolucion.idalmacen': 'Vuelve al almacén',
};

/** Nombre del estado de cada entidad que lo tiene propio (las demás: activo o de baja). */
const ESTADOS: Partial<Record<Coleccion, (n: number) => string>> = {
  partetrabajo: etiquetaEstadoParte,
  ordentrabajo: etiquetaEstadoOrden,
  accionejec: etiquetaEstadoAccion,
  accioncorrectoraot: etiquetaEstadoAccion,
  revisionsistema: etiquetaEstadoRevision,
  checklistot: etiquetaEstadoChecklist,
  presupuestocli: nombreEstado,
};

/** Nombre del 'tipo' de cada entidad que lo tiene. */
const TIPOS: Partial<Record<Coleccion, (v: string) => string>> = {
  sistema: (v) => etiquetaDe(etiquetasTipoSistema, v),
  viacomunicacion: (v) => etiquetaDe(etiquetasTipoVia, v),
  clienteaviso: (v) => etiquetaDe(etiquetasTipoAviso, v),
  almacen: (v) => etiquetaDe(etiquetasTipoAlmacen, v),
  fichero: describirTipoMime,
  presencia: (v) => etiquetaDe(ETIQUETAS_TIPO_FICHAJE, v),
};

/** Valores de texto con nombre propio, por campo. */
const VALORES_TEXTO: Readonly<Record<string, (v: string) => string>> = {
  forma_pago: (v) => etiquetaDe(etiquetasFormaPago, v),
  periodicidad: (v) => etiquetaDe(etiquetasPeriodicidad, v),
  clasificacion: etiquetaClasificacionParte,
  respuesta: (v) => etiquetaDe(etiquetasRespuesta, v),
};

interface Contexto {
  metodo: string;
  coleccion: Coleccion | null;
  /** Los datos son un alta (el estado inicial no dice nada salvo en las entidades con estados propios). */
  alta: boolean;
  /** Tipo del contenido binario que acompaña a los datos (fichero.subirSync). */
  tipoContenido: string | null;
  /** Registro que ya nombra el cambio: no se repite entre sus datos. */
  yaNombrado: string | null;
}

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });
const coordenada = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6 });

const ES_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATA_URL = /^data:([^;,]*)(;[^,]*)?,/;
/** Largo a partir del cual un texto en base64 sin espacios se toma por un binario. */
const LARGO_BINARIO = 200;
const LARGO_MAXIMO_TEXTO = 500;

/** Bytes de un contenido en base64 sin decodificarlo. */
const bytesDeBase64 = (b64: string): number => {
  const relleno = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64.length * 3) / 4) - relleno);
};

/** '(imagen PNG, 120 KB)': el tipo (por sus primeros bytes, o el que se sabe) y el tamaño de un binario. */
export const resumirBinario = (b64: string, tipoConocido: string | null = null): string => {
  const tipo = tipoDeBase64(b64) ?? tipoConocido;
  const t = tipo === null ? '' : normalizarTipo(tipo);
  const clase = t === '' || t === 'application/octet-stream' ? 'fichero' : minuscula(describirTipoMime(t));
  return `(${clase}, ${formatearBytes(bytesDeBase64(b64))})`;
};

const formatearNumero = (clave: string, n: number, ctx: Contexto): string => {
  switch (clave) {
    case 'importe':
    case 'precio':
      return formatearMoneda(n);
    case 'dto':
      return `${decimal.format(n)} %`;
    case 'x':
    case 'y':
      return `${decimal.format(Math.round(n * 1000) / 10)} %`;
    case 'tamano':
      return formatearBytes(n);
    case 'minutos':
      return `${formatearEntero(n)} min`;
    case 'lat':
    case 'lng':
      return coordenada.format(n);
    case 'precision':
      return `${formatearEntero(Math.round(n))} m`;
    case 'opcion':
      return esOpcionCierre(n) ? etiquetasOpcionCierre[n] : decimal.format(n);
    case 'prioridad':
      return etiquetaPrioridadOrden(n);
    case 'estado': {
      const estados = ctx.coleccion ? ESTADOS[ctx.coleccion] : undefined;
      return estados ? estados(n) : n > 0 ? 'Activo' : 'De baja';
    }
    default:
      return decimal.format(n);
  }
};

const formatearTexto = (clave: string, v: string, ctx: Contexto): string => {
  if (v.trim() === '') return '—';
  const dataUrl = DATA_URL.exec(v);
  if (dataUrl) return resumirBinario(v.slice(dataUrl[0].length), dataUrl[1] ?? null);
  if (clave === 'contenido' || (v.length >= LARGO_BINARIO && ES_BASE64.test(v))) return resumirBinario(v, ctx.tipoContenido);
  if (clave === 'tipo') {
    if (ctx.metodo === 'materialSistema.accionSync') return etiquetaDe(etiquetasIntervencion, v);
    const tipos = ctx.coleccion ? TIPOS[ctx.coleccion] : undefined;
    return tipos ? tipos(v) : v;
  }
  const conNombre = propia(VALORES_TEXTO, clave) ? VALORES_TEXTO[clave] : undefined;
  if (conNombre) return conNombre(v);
  if (FECHA.test(v)) return formatearFecha(v);
  if (INSTANTE.test(v)) return formatearFechaHora(v);
  return v.length > LARGO_MAXIMO_TEXTO ? `${v.slice(0, LARGO_MAXIMO_TEXTO)}…` : v;
};

/** Un valor con formato para leerlo: fechas dd/mm/aaaa, importes en euros, Sí/No, estados por su nombre. */
const formatearValor = (clave: string, v: unknown, ctx: Contexto): string => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'number') return formatearNumero(clave, v, ctx);
  if (typeof v === 'string') return formatearTexto(clave, v, ctx);
  if (Array.isArray(v)) return formatearEntero(v.length);
  return '—';
};

const etiquetaCampo = (clave: string): string =>
  (propia(etiquetasCampo, clave) ? etiquetasCampo[clave] : undefined) ?? mayuscula(clave.replace(/_/g, ' '));

const leer = (datos: Objeto, ctx: Contexto, padre: string | null): CampoLegible[] => {
  const campos: CampoLegible[] = [];
  const omitidos = OMITIDOS_METODO[ctx.metodo] ?? [];
  const clavePropia = padre === null && ctx.coleccion ? claveDe(ctx.coleccion) : null;
  for (const [clave, v] of Object.entries(datos)) {
    if (OCULTOS.has(clave) || clave === clavePropia || omitidos.includes(clave)) continue;
    if (clave === 'idtabla' || (clave === 'id' && 'idtabla' in datos)) {
      // idtabla + id: el registro del que es (una nota, un fichero, unos datos).
      const ref = clave === 'idtabla' ? refDeIdtabla(datos.idtabla, datos.id) : null;
      if (ref && claveRef(ref) !== ctx.yaNombrado) campos.push({ etiqueta: 'De', registro: ref });
      continue;
    }
    if (clave === 'estado' && ctx.alta && !(ctx.coleccion && ESTADOS[ctx.coleccion])) continue;
    const destino = COLECCION_POR_CAMPO.get(clave);
    if (destino !== undefined || clave.startsWith('id')) {
      if (destino === undefined || !SE_NOMBRAN.has(destino)) continue;
      const etiqueta = ETIQUETAS_ANIDADAS[`${padre ?? ''}.${clave}`] ?? etiquetaCampo(clave);
      const id = texto(v);
      if (id !== null) {
        if (claveRef({ coleccion: destino, id }) !== ctx.yaNombrado) campos.push({ etiqueta, registro: { coleccion: destino, id } });
      } else if (v === null) {
        campos.push({ etiqueta, valor: clave === 'idtecnico' ? 'Sin asignar' : '—' });
      }
      continue;
    }
    if (esObjeto(v)) {
      if (clave === 'valores') campos.push({ etiqueta: etiquetaCampo(clave), valor: formatearEntero(Object.keys(v).length) });
      else campos.push(...leer(v, ctx, clave));
      continue;
    }
    // Un objeto opcional sin dato (sin salida de existencias) no dice nada.
    if (v === null && (clave === 'salida' || clave === 'devolucion')) continue;
    campos.push({ etiqueta: etiquetaCampo(clave), valor: formatearValor(clave, v, ctx) });
  }
  return campos;
};

/** El registro que ya nombra el cambio, si es principal (no se repite entre sus datos). */
const nombrado = (ref: Ref | null): string | null => (ref && esPrincipal(ref.coleccion) ? claveRef(ref) : null);

/** Los parámetros de una entrada de la cola como lista 'Campo: valor' legible. */
export const parametrosLegibles = (metodo: string, params: unknown): CampoLegible[] => {
  const p = esObjeto(params) ? params : {};
  const generico = metodoGenerico(metodo);
  if (generico) {
    const { coleccion, accion } = generico;
    if (accion === 'deleteSync') return [];
    const alta = accion === 'insertSync';
    const datos = alta ? doc(p) : esObjeto(p.cambios) ? p.cambios : {};
    const yaNombrado = alta ? nombrado(padreDe(coleccion, datos)) : null;
    return leer(datos, { metodo, coleccion, alta, tipoContenido: null, yaNombrado }, null);
  }
  if (!propia(descripcionesMetodo, metodo)) return [];
  const { doc: d, ...resto } = p;
  const datos: Objeto = esObjeto(d) ? { ...d, ...resto } : p;
  // La colección de sus datos (para dar nombre a su estado o su tipo), como la declara el mutador.
  const coleccion = mutadores.get(metodo)?.datosDe ?? null;
  const registro = registroMetodo(metodo, p);
  const tipoContenido = esObjeto(d) ? texto(d.tipo) : null;
  return leer(datos, { metodo, coleccion, alta: coleccion !== null, tipoContenido, yaNombrado: nombrado(registro) }, null);
};

/**
 * El valor de un dato que es un registro, sin repetir su etiqueta: 'Parte' + 'Parte PT-000200' →
 * 'PT-000200'; 'Material' + 'Detector PIR' → 'Detector PIR'. Sin texto (aún leyendo o nada que decir): '—'.
 */
export const valorDeReferencia = (etiqueta: string, referencia: string | null | undefined): string => {
  if (!referencia) return '—';
  const prefijo = `${etiqueta} `;
  return referencia.startsWith(prefijo) && referencia.length > prefijo.length ? referencia.slice(prefijo.length) : referencia;
};
