/**
 * La entrada de entidad (issue 31, punto 1): cómo se nombra una entidad ante quien usa la aplicación, junto
 * a su esquema y declarada una sola vez en `definir` (schemas/index.ts). De ella salen las etiquetas
 * (src/lib/entidades.labels.ts), las referencias de los registros (src/lib/referencias.ts) y la frase de
 * los mutadores genéricos en la cola de subida ('Nota añadida'). Puro: lo usan el dispositivo y el servidor.
 */
import { fechaHoraJornada } from '../replication/presencia';

export type Genero = 'masculino' | 'femenino';
export type MutadorGenerico = 'insert' | 'update' | 'delete';

/** Cómo se nombra la entidad: 'parte de trabajo' (en una frase), 'Partes de trabajo' (título de lista). */
export interface NombreEntidad {
  singular: string;
  plural: string;
  genero: Genero;
}

/** Un documento leído de la base o de los parámetros de un cambio: sus campos, sin fiarse de su tipo. */
export type DocLeido = Readonly<Record<string, unknown>>;

/** El texto humano de un registro ('Parte PT-000200', 'Cliente Comunidad Sáenz'), o null si no lo trae. */
export type Referencia = (d: DocLeido) => string | null;

/** Un texto no vacío, sin espacios en los extremos (un número entero, como texto: 'Cuota 3'), o null. */
export const texto = (v: unknown): string | null =>
  typeof v === 'string' ? (v.trim() !== '' ? v.trim() : null) : Number.isInteger(v) ? String(v) : null;

/**
 * 'Parte' + 'PT-000200' → 'Parte PT-000200'. Si el valor ya empieza por la etiqueta no se repite:
 * 'Ronda' + 'Ronda interior' → 'Ronda interior' (no 'Ronda Ronda interior').
 */
export const con = (prefijo: string, v: unknown): string | null => {
  const t = texto(v);
  if (t === null) return null;
  return t.toLocaleLowerCase('es').startsWith(`${prefijo.toLocaleLowerCase('es')} `) ? t : `${prefijo} ${t}`;
};

/** Un valor entre comillas españolas: 'Revisión anual' → '«Revisión anual»'. */
export const citado = (v: unknown): string | null => {
  const t = texto(v);
  return t === null ? null : `«${t}»`;
};

/** Un valor entre paréntesis: 'DET-01' → '(DET-01)'. */
export const entreParentesis = (v: unknown): string | null => {
  const t = texto(v);
  return t === null ? null : `(${t})`;
};

/** Las partes presentes separadas por un espacio, o null si no hay ninguna. */
export const juntos = (...partes: (string | null)[]): string | null => {
  const presentes = partes.filter((p): p is string => p !== null);
  return presentes.length === 0 ? null : presentes.join(' ');
};

/** Un fichaje se nombra por su tipo y su hora en España: 'Entrada del 07/03/2025, 08:00'. */
export const referenciaFichaje: Referencia = (d) => {
  const hora = texto(d.hora);
  const tipo = texto(d.tipo);
  return hora && tipo ? `${tipo === 'entrada' ? 'Entrada' : 'Salida'} del ${fechaHoraJornada(hora)}` : null;
};

/** Primera letra en mayúscula: 'parte de trabajo' → 'Parte de trabajo'. */
export const mayuscula = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Lo que hizo un mutador genérico, concordado con el género de la entidad. */
export const participiosGenerico: Readonly<Record<MutadorGenerico, Readonly<Record<Genero, string>>>> = {
  insert: { masculino: 'añadido', femenino: 'añadida' },
  update: { masculino: 'modificado', femenino: 'modificada' },
  delete: { masculino: 'eliminado', femenino: 'eliminada' },
};

/** La frase de un mutador genérico en la cola de subida: 'Nota añadida', 'Teléfono eliminado'. */
export const descripcionGenerica = (nombre: NombreEntidad, m: MutadorGenerico): string =>
  `${mayuscula(nombre.singular)} ${participiosGenerico[m][nombre.genero]}`;
