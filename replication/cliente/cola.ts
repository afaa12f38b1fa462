/**
 * La cola de subida (colección local `syncupload`) y la única vía de escritura, `mutar`:
 *
 * 1. valida los parámetros con el esquema zod del mutador (ErrorNegocio 'validacion' en español);
 * 2. con el cerrojo de escritura del usuario (entre pestañas) anota la entrada en estado 'nuevo' con un
 *    número de orden estrictamente creciente: max(Date.now()·1000, último + 1);
 * 3. aplica el mutador en local (`lado: 'cliente'`, `ahora: creado`) sobre una TxEnMemoria envuelta en
 *    conRegistro y vuelca sus cambios en bloque;
 * 4. pasa la entrada a 'pendiente' con los documentos que tocó.
 *
 * Si el mutador lanza, la entrada se borra y el error sube (nada queda a medias en la cola). Una entrada
 * que se quedó en 'nuevo' (pestaña cerrada a mitad) se vuelve a aplicar al arrancar: `reaplicarNuevas`.
 */
import { z } from 'zod';
import type { DocDe } from '../../schemas';
import type { VigiaDatabase } from '../../src/db/tipos';
import { ErrorNegocio } from '../errores';
import { getMutador, type Mutador } from '../mutadores';
import type { UsuarioSesion } from '../sesion';
import { conRegistro } from '../tx';
import type { Cerrojos } from './cerrojos';
import type { ResultadoMutate } from './contrato';
import { TxEnMemoria } from './tx-memoria';
import { escribirCambios, lectorRxdb } from './tx-rxdb';

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
  return docs.map((d) => d.toMutableJSON());
};

const ultimosOrdenes = new WeakMap<VigiaDatabase, number>();

/** Siguiente número de orden; llamar con el cerrojo de escritura tomado. */
const siguienteOrden = async (db: VigiaDatabase): Promise<number> => {
  const ultima = await db.syncupload.findOne({ selector: {}, sort: [{ orden: 'desc' }] }).exec();
  const ultimo = Math.max(ultima?.orden ?? 0, ultimosOrdenes.get(db) ?? 0);
  const orden = Math.max(Date.now() * 1000, ultimo + 1);
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
export const validarMutacion = (metodo: string, params: unknown): { mutador: Mutador<unknown>; params: Record<string, unknown> } => {
  const mutador = getMutador(metodo);
  if (!mutador) throw new ErrorNegocio('validacion', `Operación desconocida: ${metodo}`);
  const r = mutador.params.safeParse(params, { error: errorZodEs, reportInput: true });
  if (!r.success) throw new ErrorNegocio('validacion', mensajeValidacion(r.error));
  const limpios = r.data;
  if (typeof limpios !== 'object' || limpios === null || Array.isArray(limpios)) {
    throw new ErrorNegocio('validacion', 'Datos no válidos: se esperaba un objeto');
  }
  return { mutador, params: { ...limpios } };
};

/** Ejecuta el mutador de una entrada sobre la base local y vuelca sus cambios. */
const aplicarEntrada = async (ctx: ContextoLocal, mutador: Mutador<unknown>, entrada: EntradaCola): Promise<{ resultado: unknown; documentos: string[] }> => {
  const tx = new TxEnMemoria(lectorRxdb(ctx.db));
  const { tx: registrada, tocados } = conRegistro(tx);
  const resultado = await mutador.aplicar(registrada, entrada.params, { lado: 'cliente', usuario: ctx.usuario, ahora: entrada.creado });
  await escribirCambios(ctx.db, tx.cambios);
  return { resultado, documentos: [...tocados] };
};

export const mutar = async (ctx: ContextoLocal, metodo: string, params: unknown): Promise<ResultadoMutate> => {
  const { mutador, params: limpios } = validarMutacion(metodo, params);
  return ctx.cerrojos.exclusivo(cerrojoEscritura(ctx.usuario.idusuario), async () => {
    const entrada: EntradaCola = {
      idsync_upload: crypto.randomUUID(),
      orden: await siguienteOrden(ctx.db),
      metodo,
      params: limpios,
      creado: new Date().toISOString(),
      estado: 'nuevo',
      error: null,
      intentos: 0,
      documentos: [],
    };
    const doc = await ctx.db.syncupload.insert(entrada);
    let aplicado: { resultado: unknown; documentos: string[] };
    try {
      aplicado = await aplicarEntrada(ctx, mutador, entrada);
    } catch (e) {
      await doc.remove();
      throw e;
    }
    await doc.incrementalPatch({ estado: 'pendiente', documentos: aplicado.documentos });
    return { idsync_upload: entrada.idsync_upload, resultado: aplicado.resultado };
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
        const { mutador } = validarMutacion(entrada.metodo, entrada.params);
        const { documentos } = await aplicarEntrada(ctx, mutador, entrada);
        await doc.incrementalPatch({ estado: 'pendiente', documentos });
      } catch (e) {
        await doc.incrementalPatch({ estado: 'fallido', error: e instanceof Error ? e.message : String(e) });
      }
    }
    return nuevas.length;
  });
