/**
 * La cola de subida (colección local `syncupload`) y la única vía de escritura, `mutar`:
 *
 * 1. valida los parámetros con el esquema zod del mutador (ErrorNegocio 'validacion' en español);
 * 2. con el cerrojo de escritura del usuario (entre pestañas) calcula el cambio: el mutador en local
 *    (`lado: 'cliente'`, `ahora: creado`) sobre una TxEnMemoria envuelta en conRegistro, sin escribir nada;
 * 3. anota la entrada ya 'pendiente', con los documentos que toca y un número de orden estrictamente
 *    creciente: max(Date.now()·1000, último + 1);
 * 4. vuelca los cambios en bloque.
 *
 * Si el mutador lanza, no se ha escrito nada y el error sube. Si la pestaña se cierra entre 3 y 4, la
 * entrada está completa: sube, el servidor la aplica y la descarga trae el resultado (antes, el rebase
 * la vuelve a ejecutar en local). Las entradas 'nuevo' de versiones anteriores se terminan al arrancar:
 * `reaplicarNuevas`.
 *
 * Sin espacio: si queda menos de MARGEN_ESPACIO libre (navigator.storage.estimate) o el navegador no deja
 * escribir (QuotaExceededError, venga como venga envuelto por Dexie o RxDB), `mutar` lanza ErrorEspacio
 * con el mensaje del catálogo y avisa a quien escuche con `alQuedarSinEspacio` (la app lo enseña en el
 * snackbar). La estimación no basta: Chromium decide con su propia cuenta del uso, que va por detrás, y
 * con la cuota llena no admite ninguna escritura del tamaño de las que ya fallan (en RxDB, borrar también
 * es escribir el documento entero). Por eso solo hay dos escrituras, la entrada y el cambio; si falla la
 * segunda, la entrada se borra y, si tampoco cabe borrarla, se apunta como retirada (retiradas.ts: la cola
 * la ignora y se borra cuando haya sitio). Nada queda a medias: o la entrada está 'pendiente' con su
 * cambio aplicado, o no hay ni entrada ni cambio.
 */
import { z } from '../zod';
import { esColeccion, type DocDe } from '../../schemas';
import type { VigiaDatabase } from './tipos';
import { ErrorNegocio, MENSAJES } from '../errores';
import type { Mutador } from '../mutadores';
import { obtenerMutador } from './registro-mutadores';
import type { UsuarioSesion } from '../sesion';
import { conRegistro, parseRef, type Doc } from '../tx';
import { buscarTextoNoValido, MENSAJE_TEXTO_NO_VALIDO } from '../texto-seguro';
import type { Cerrojos } from './cerrojos';
import type { ResultadoMutate } from './contrato';
import { TxEnMemoria, type Cambios } from './tx-memoria';
import { colaViva } from './cola-viva';
import { apuntarRetirada, sinRetiradas } from './retiradas';
import { escribirCambios, lectorRxdb } from './tx-rxdb';
import { relojParaCambio } from './reloj';
import { anotarPadresEscritos } from './padres-suscritos';

export type EntradaCola = DocDe<'syncupload'>;
export type EstadoEntrada = EntradaCola['estado'];

/** Entradas que siguen en la cola y protegen sus documentos: aún no confirmadas por el servidor. */
export const ESTADOS_VIVOS: readonly EstadoEntrada[] = ['nuevo', 'pendiente', 'fallido'];

/** Lo que necesita quien escribe en la base de datos local del usuario. */
export interface ContextoLocal {
  db: VigiaDatabase;
  usuario: UsuarioSesion;
  cerrojos: Cerrojos;
}

/** Cerrojo de escritura: mutaciones, páginas del pull y descartes no se mezclan, tampoco entre pestañas. */
export const cerrojoEscritura = (idusuario: string): string => `vigia-escritura-${idusuario}`;

/** Las entradas de la cola en orden de subida. */
export const entradasEnOrden = async (db: VigiaDatabase, estados: readonly EstadoEntrada[] = ESTADOS_VIVOS): Promise<EntradaCola[]> => {
  const docs = await db.syncupload.find({ selector: { estado: { $in: [...estados] } }, sort: [{ orden: 'asc' }] }).exec();
  return sinRetiradas(
    db,
    docs.map((d) => d.toMutableJSON()),
  );
};

const ultimosOrdenes = new WeakMap<VigiaDatabase, number>();

/** Siguiente número de orden; llamar con el cerrojo de escritura tomado. */
const siguienteOrden = async (db: VigiaDatabase): Promise<number> => {
  // Candidato: el reloj en µs o el último de esta pestaña + 1. Casi siempre basta comprobar, por el índice
  // `orden` en ascendente, que nadie (otra pestaña, un reloj que fue hacia atrás) escribió uno mayor; solo
  // entonces se busca el máximo con la consulta descendente, que recorre toda la cola (O(n): con miles de
  // entradas, hacerlo en cada mutate volvía cuadrático el encolado).
  let orden = Math.max(Date.now() * 1000, (ultimosOrdenes.get(db) ?? 0) + 1);
  const alcanzado = await db.syncupload.findOne({ selector: { orden: { $gte: orden } }, sort: [{ orden: 'asc' }] }).exec();
  if (alcanzado) {
    const ultima = await db.syncupload.findOne({ selector: {}, sort: [{ orden: 'desc' }] }).exec();
    orden = Math.max(orden, (ultima?.orden ?? 0) + 1);
  }
  ultimosOrdenes.set(db, orden);
  return orden;
};

/** Mensaje en español de unos parámetros que no valen. */
const mensajeValidacion = (error: z.ZodError): string => {
  const texto = (i: z.core.$ZodIssue): string => (i.code === 'invalid_type' && i.input === undefined ? 'Campo requerido' : i.message);
  const detalles = error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${texto(i)}` : texto(i)));
  return `Datos no válidos: ${detalles.join('; ')}`;
};

const errorZodEs = z.locales.es().localeError;

/** Comprueba método y parámetros; devuelve el mutador y los parámetros ya limpios. */
export const validarMutacion = async (metodo: string, params: unknown): Promise<{ mutador: Mutador<unknown>; params: Record<string, unknown> }> => {
  const mutador = await obtenerMutador(metodo);
  if (!mutador) throw new ErrorNegocio('validacion', `Operación desconocida: ${metodo}`);
  const r = mutador.params.safeParse(params, { error: errorZodEs, reportInput: true });
  if (!r.success) throw new ErrorNegocio('validacion', mensajeValidacion(r.error));
  const limpios = r.data;
  if (typeof limpios !== 'object' || limpios === null || Array.isArray(limpios)) {
    throw new ErrorNegocio('validacion', 'Datos no válidos: se esperaba un objeto');
  }
  // El servidor rechaza este texto (-32602): no se encola lo que quedaría fallido.
  const ruta = buscarTextoNoValido(limpios);
  if (ruta !== null) throw new ErrorNegocio('validacion', MENSAJE_TEXTO_NO_VALIDO);
  return { mutador, params: { ...limpios } };
};

interface Calculo {
  resultado: unknown;
  documentos: string[];
  cambios: Cambios;
}

/** Ejecuta el mutador de una entrada sobre la base local, en memoria: nada se escribe todavía. */
const calcularEntrada = async (ctx: ContextoLocal, mutador: Mutador<unknown>, entrada: EntradaCola): Promise<Calculo> => {
  const tx = new TxEnMemoria(lectorRxdb(ctx.db));
  const { tx: registrada, tocados } = conRegistro(tx);
  const resultado = await mutador.aplicar(registrada, entrada.params, { lado: 'cliente', usuario: ctx.usuario, ahora: entrada.creado });
  return { resultado, documentos: [...tocados], cambios: tx.cambios };
};

/** Ejecuta el mutador de una entrada sobre la base local y vuelca sus cambios. */
const aplicarEntrada = async (ctx: ContextoLocal, mutador: Mutador<unknown>, entrada: EntradaCola): Promise<Omit<Calculo, 'cambios'>> => {
  const { resultado, documentos, cambios } = await calcularEntrada(ctx, mutador, entrada);
  await escribirCambios(ctx.db, cambios);
  return { resultado, documentos };
};

/** Cómo están ahora en la base local los documentos que unos cambios van a tocar (null: no existe). */
const leerActuales = async (ctx: ContextoLocal, cambios: Cambios): Promise<Cambios> => {
  const lector = lectorRxdb(ctx.db);
  const actuales: Cambios = new Map();
  for (const ref of cambios.keys()) {
    const { coleccion, id } = parseRef(ref);
    if (esColeccion(coleccion)) actuales.set(ref, await lector.get(coleccion, id));
  }
  return actuales;
};

/** Los campos de datos de un documento (sin los de RxDB: _rev, _meta, _attachments, _deleted). */
const datos = (d: Doc | null | undefined): string | null =>
  d ? JSON.stringify(Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith('_')).sort(([a], [b]) => a.localeCompare(b)))) : null;

/**
 * Deja los documentos como estaban antes (solo los que han cambiado) y retira la entrada de la cola;
 * devuelve qué pasó. Si los documentos no se pueden dejar como estaban, lanza y la entrada se queda:
 * subirá y el servidor manda. Si lo que no cabe es borrar la entrada, se apunta como retirada
 * (retiradas.ts) y se borra cuando haya sitio.
 */
const deshacer = async (ctx: ContextoLocal, idsync_upload: string, antes: Cambios): Promise<string> => {
  const ahora = await leerActuales(ctx, antes);
  const restaurar: Cambios = new Map([...antes].filter(([ref, d]) => datos(d) !== datos(ahora.get(ref))));
  await conReintentoEspacio(() => escribirCambios(ctx.db, restaurar));
  const entrada = await ctx.db.syncupload.findOne(idsync_upload).exec();
  try {
    if (entrada) await conReintentoEspacio(() => entrada.remove());
    return 'entrada retirada';
  } catch (e) {
    if (!esErrorDeEspacio(e)) throw e;
    apuntarRetirada(ctx.db, idsync_upload);
    colaViva(ctx.db).avisar();
    return 'entrada apuntada como retirada; se borrará cuando haya sitio';
  }
};

/** El dispositivo no tiene espacio para guardar el cambio: no se ha guardado nada. */
export class ErrorEspacio extends Error {
  constructor(causa: unknown) {
    super(MENSAJES.sinEspacio, { cause: causa });
    this.name = 'ErrorEspacio';
  }
}

/** ¿Es (o envuelve) un QuotaExceededError? Busca en name, message, cause, inner y parameters.error. */
export const esErrorDeEspacio = (e: unknown, profundidad = 0): boolean => {
  if (typeof e !== 'object' || e === null || profundidad > 6) return false;
  const nombre: unknown = Reflect.get(e, 'name');
  const mensaje: unknown = Reflect.get(e, 'message');
  if (nombre === 'QuotaExceededError' || (typeof mensaje === 'string' && /QuotaExceeded|quota/i.test(mensaje))) return true;
  const parametros: unknown = Reflect.get(e, 'parameters');
  const dentro = [Reflect.get(e, 'cause'), Reflect.get(e, 'inner'), typeof parametros === 'object' && parametros !== null ? Reflect.get(parametros, 'error') : undefined];
  return dentro.some((x) => esErrorDeEspacio(x, profundidad + 1));
};

const oyentesEspacio = new Set<() => void>();

/** Avisa cada vez que una escritura falla por falta de espacio; devuelve la función para dejar de escuchar. */
export const alQuedarSinEspacio = (oyente: () => void): (() => void) => {
  oyentesEspacio.add(oyente);
  return () => {
    oyentesEspacio.delete(oyente);
  };
};

/**
 * Espacio que `mutar` deja libre: por debajo no escribe nada (ErrorEspacio) en vez de arriesgarse a que
 * la cuota se agote entre anotar la entrada y aplicarla. Con mucho espacio libre la estimación se
 * reutiliza 2 s.
 */
export const MARGEN_ESPACIO = 512 * 1024;
const HOLGADO = 16 * 1024 * 1024;
let ultimaEstimacion: { instante: number; libre: number } | null = null;

/**
 * Esperas entre reintentos de una escritura que no cupo (la cuenta de uso del navegador puede ponerse al
 * día entre tanto; casi siempre sigue sin caber).
 */
export const ESPERAS_ESPACIO_MS: readonly number[] = [150, 600];

const dormir = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Repite una escritura que falló por falta de espacio; cualquier otro error sube a la primera. */
const conReintentoEspacio = async <T>(escribir: () => Promise<T>): Promise<T> => {
  for (const espera of ESPERAS_ESPACIO_MS) {
    try {
      return await escribir();
    } catch (e) {
      if (!esErrorDeEspacio(e)) throw e;
      await dormir(espera);
    }
  }
  return escribir();
};

const hayEstimacion = (): boolean => typeof globalThis.navigator?.storage?.estimate === 'function';

/** Bytes libres según el navegador (cuota − uso), o null si no lo dice. */
const estimarLibre = async (): Promise<number | null> => {
  try {
    const e = await globalThis.navigator.storage.estimate();
    return e.quota === undefined || e.usage === undefined ? null : e.quota - e.usage;
  } catch {
    return null;
  }
};

const comprobarEspacio = async (necesario: number): Promise<void> => {
  const ahora = Date.now();
  if (ultimaEstimacion && ahora - ultimaEstimacion.instante < 2000 && ultimaEstimacion.libre > HOLGADO) return;
  const libre = await estimarLibre();
  if (libre === null) return;
  ultimaEstimacion = { instante: ahora, libre };
  if (libre < necesario + MARGEN_ESPACIO) throw new DOMException(`Quedan ${libre} bytes libres`, 'QuotaExceededError');
};

const sinEspacio = (e: unknown): ErrorEspacio => {
  for (const oyente of oyentesEspacio) oyente();
  return new ErrorEspacio(e);
};

/** Traduce un fallo de cuota a ErrorEspacio (y avisa); cualquier otro error pasa tal cual. */
const traducirEspacio = (e: unknown): unknown => (e instanceof ErrorEspacio || !esErrorDeEspacio(e) ? e : sinEspacio(e));

export const mutar = async (ctx: ContextoLocal, metodo: string, params: unknown): Promise<ResultadoMutate> => {
  const { mutador, params: limpios } = await validarMutacion(metodo, params);
  // Entrada, cambio local y lápidas: unas cuantas veces el tamaño de los parámetros.
  if (hayEstimacion()) await comprobarEspacio(4 * JSON.stringify(limpios).length + 4096).catch((e: unknown) => Promise.reject(traducirEspacio(e)));
  return ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
    const entrada: EntradaCola = {
      idsync_upload: crypto.randomUUID(),
      orden: await siguienteOrden(ctx.db),
      metodo,
      params: limpios,
      creado: new Date().toISOString(),
      estado: 'pendiente',
      error: null,
      intentos: 0,
      documentos: [],
      // El reloj del dispositivo frente al del servidor al hacer el cambio (reloj.ts): sube en la envoltura.
      reloj: await relojParaCambio(ctx.db),
    };
    // Si el mutador lanza aquí, no se ha escrito nada.
    const calculo = await calcularEntrada(ctx, mutador, entrada);
    const antes = await leerActuales(ctx, calculo.cambios);
    await ctx.db.syncupload.insert({ ...entrada, documentos: calculo.documentos }).catch((e: unknown) => Promise.reject(traducirEspacio(e)));
    try {
      await conReintentoEspacio(() => escribirCambios(ctx.db, calculo.cambios));
      // Lo que escribe bajo un registro padre bajo demanda lo suscribe (decisión 91): al subir no vuelve como eliminado.
      await anotarPadresEscritos(ctx.db, calculo.cambios);
    } catch (e) {
      const deshecho = await deshacer(ctx, entrada.idsync_upload, antes).catch(
        (r: unknown) => `la entrada se queda y subirá: no se pudo deshacer el cambio (${r instanceof Error ? r.message : String(r)})`,
      );
      console.warn(`[cola] el cambio no se pudo aplicar tras anotarlo: ${deshecho}`);
      throw traducirEspacio(e);
    }
    return { idsync_upload: entrada.idsync_upload, resultado: calculo.resultado };
  });
};

/**
 * Vuelve a aplicar las entradas que se quedaron en 'nuevo' (aplicación interrumpida). Con el cerrojo
 * tomado, una entrada 'nuevo' no puede estar a medio aplicar en otra pestaña. Si ya no se puede
 * aplicar, pasa a 'fallido' con el motivo: nunca desaparece sin que el usuario lo vea.
 */
export const reaplicarNuevas = async (ctx: ContextoLocal): Promise<number> =>
  ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
    const nuevas = await entradasEnOrden(ctx.db, ['nuevo']);
    for (const entrada of nuevas) {
      const doc = await ctx.db.syncupload.findOne(entrada.idsync_upload).exec();
      if (!doc) continue;
      try {
        const { mutador } = await validarMutacion(entrada.metodo, entrada.params);
        const { documentos } = await aplicarEntrada(ctx, mutador, entrada);
        await doc.incrementalPatch({ estado: 'pendiente', documentos });
      } catch (e) {
        await doc.incrementalPatch({ estado: 'fallido', error: e instanceof Error ? e.message : String(e) });
      }
    }
    return nuevas.length;
  });
