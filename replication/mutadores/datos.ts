/**
 * Datos personalizados: campos que la empresa define para cualquier tabla (campodato, por idtabla) y sus
 * valores por registro (dato). Un solo mutador, `dato.guardarSync { idtabla, id, valores }`, guarda los
 * valores cambiados de un registro validándolos contra las definiciones, igual en el dispositivo (antes
 * de encolar, con el mismo texto que muestra el formulario) que en el servidor, que no se fía del
 * dispositivo: tipo, 'Campo requerido', 'No puede ser mayor a {n} caracteres.', opción de la lista y
 * fecha que existe. Nada aquí es de una tabla concreta: sirve a sistemas, presupuestos, contratos…
 */
import { z } from '../zod';
import { entidades, esColeccion, type Coleccion, type DocDe } from '../../schemas';
import { idDato } from '../../schemas/dato';
import { ErrorNegocio } from '../errores';
import { esFecha } from '../fechas-validas';
import { definirMutador, noExiste } from '../mutador';
import type { Tx } from '../tx';

export type CampoDato = DocDe<'campodato'>;
export type TipoCampoDato = CampoDato['tipo'];
/** Valor guardado de un campo: texto, número, sí/no, fecha 'YYYY-MM-DD', opción; null = sin dato. */
export type ValorDato = string | number | boolean | null;

export const MENSAJES_DATOS = {
  requerido: 'Campo requerido',
  maximo: (n: number) => `No puede ser mayor a ${n} caracteres.`,
  numero: 'No es un número válido',
  fecha: 'La fecha no es correcta (dd/mm/aaaa)',
  booleano: 'El valor debe ser sí o no',
  texto: 'El valor debe ser un texto',
  opcion: (opciones: readonly string[]) => `El valor debe ser una de estas opciones: ${opciones.join(', ')}`,
  campoDesconocido: (idcampo: string) => `El campo ${idcampo} no existe para este registro`,
  tablaSinDatos: (idtabla: number) => `La tabla ${idtabla} no admite datos personalizados`,
  sinCambios: 'No hay valores que guardar',
} as const;

/** ¿Es 'YYYY-MM-DD' una fecha que existe? (31/02 no). La regla de fechas-validas.ts. */
export const esFechaIso = esFecha;

/** Sin dato: null, undefined o texto vacío (solo espacios). */
export const sinDato = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * El error de un valor para su definición, o null si vale. Lo usan el formulario (en cada campo) y el
 * mutador (en los dos lados), así que el usuario ve antes de guardar lo mismo que diría el servidor.
 */
export const errorValorDato = (campo: Pick<CampoDato, 'tipo' | 'requerido' | 'opciones' | 'max'>, valor: unknown): string | null => {
  if (sinDato(valor)) return campo.requerido ? MENSAJES_DATOS.requerido : null;
  switch (campo.tipo) {
    case 'texto':
      if (typeof valor !== 'string') return MENSAJES_DATOS.texto;
      return campo.max !== null && [...valor].length > campo.max ? MENSAJES_DATOS.maximo(campo.max) : null;
    case 'numero':
      return typeof valor === 'number' && Number.isFinite(valor) ? null : MENSAJES_DATOS.numero;
    case 'fecha':
      return typeof valor === 'string' && esFechaIso(valor) ? null : MENSAJES_DATOS.fecha;
    case 'booleano':
      return typeof valor === 'boolean' ? null : MENSAJES_DATOS.booleano;
    case 'opcion':
      return typeof valor === 'string' && campo.opciones.includes(valor) ? null : MENSAJES_DATOS.opcion(campo.opciones);
  }
};

/** Forma guardada de un valor ya validado: sin dato → null; los textos sin espacios en los extremos. */
export const valorGuardado = (valor: ValorDato): ValorDato => (sinDato(valor) ? null : typeof valor === 'string' ? valor.trim() : valor);

/** Definiciones activas de una tabla, en su orden (y por id si empatan): el mismo en los dos lados. */
export const camposDeTabla = async (tx: Pick<Tx, 'find'>, idtabla: number): Promise<CampoDato[]> =>
  ordenarCampos((await tx.find('campodato', { idtabla })).filter((c) => c.estado > 0));

export const ordenarCampos = <C extends Pick<CampoDato, 'orden' | 'idcampo_dato'>>(campos: readonly C[]): C[] =>
  [...campos].sort((a, b) => a.orden - b.orden || a.idcampo_dato.localeCompare(b.idcampo_dato, 'es', { numeric: true }));

/** Colección de un idtabla de schemas/index.ts (sistema 96, parte 269…), o null. */
export const coleccionPorIdtabla = (idtabla: number): Coleccion | null =>
  (Object.keys(entidades).filter(esColeccion)).find((c) => entidades[c].idtabla === idtabla) ?? null;

const valorDato = z.union([z.string().max(10000), z.number(), z.boolean(), z.null()]);

export const paramsGuardarDatos = z.object({
  idtabla: z.number().int().min(0).max(100000),
  id: z.string().min(1).max(36),
  /** idcampo_dato → valor nuevo (solo los cambiados). */
  valores: z.record(z.string().min(1).max(36), valorDato),
});
export type ParamsGuardarDatos = z.infer<typeof paramsGuardarDatos>;

/**
 * dato.guardarSync: guarda los valores cambiados de un registro. Comprueba que el registro existe (en el
 * dispositivo, si está), que cada campo es de su tabla y que su valor vale; y que ningún campo requerido
 * queda sin dato (también los que no cambian). Todo o nada: con un error no se escribe ningún valor.
 */
const guardarDatos = definirMutador({
  metodo: 'dato.guardarSync',
  descripcion: 'Datos personalizados guardados',
  sobre: { porIdtabla: true },
  params: paramsGuardarDatos,
  permiso: { objeto: 'dato', accion: 'editar' },
  apps: ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'],
  async aplicar(tx, p, ctx) {
    const coleccion = coleccionPorIdtabla(p.idtabla);
    if (!coleccion) throw new ErrorNegocio('validacion', MENSAJES_DATOS.tablaSinDatos(p.idtabla));
    const registro = await tx.get(coleccion, p.id);
    if (!registro) throw noExiste(entidades[coleccion].objeto, p.id);
    const campos = await camposDeTabla(tx, p.idtabla);
    const porId = new Map(campos.map((c) => [c.idcampo_dato, c]));
    const cambiados = Object.keys(p.valores);
    if (cambiados.length === 0) throw new ErrorNegocio('validacion', MENSAJES_DATOS.sinCambios);
    for (const idcampo of cambiados) if (!porId.has(idcampo)) throw new ErrorNegocio('validacion', MENSAJES_DATOS.campoDesconocido(idcampo));

    const actuales = new Map((await tx.find('dato', { idtabla: p.idtabla, id: p.id })).map((d) => [d.idcampo_dato, d]));
    for (const campo of campos) {
      const nuevo = Object.prototype.hasOwnProperty.call(p.valores, campo.idcampo_dato) ? p.valores[campo.idcampo_dato] : actuales.get(campo.idcampo_dato)?.valor ?? null;
      const error = errorValorDato(campo, nuevo);
      if (error !== null) throw new ErrorNegocio('validacion', `${campo.etiqueta}: ${error}`);
    }
    for (const idcampo of cambiados) {
      const valor = valorGuardado(p.valores[idcampo] ?? null);
      await tx.put('dato', {
        iddato: idDato(p.idtabla, p.id, idcampo), idtabla: p.idtabla, id: p.id, idcampo_dato: idcampo, valor, actualizado: ctx.ahora, estado: 1,
      });
    }
    return { idtabla: p.idtabla, id: p.id, campos: cambiados.length };
  },
});

export const mutadoresDatos = [guardarDatos] as const;
