/**
 * Formularios declarados: un formulario es una lista de campos (nombre, tipo, etiqueta, reglas) más la
 * mutación que llama; FormularioDeclarado lo pinta sobre TanStack Form con los campos de campos.tsx.
 * Aquí está la parte pura: los tipos de la declaración (el tipo de cada campo casa con el tipo de su
 * valor: un 'importe' sobre un texto no compila), las reglas que salen del esquema de la entidad
 * (obligatorio, longitud máxima) y de cada tipo (DNI, correo, IBAN, número, fecha) y la comparación con
 * el documento para mandar solo lo cambiado. La misma declaración sirve para el alta y para la edición.
 */
import { esquemas, type Coleccion } from '../../../schemas';
import { comprobarDinero } from '../../../schemas/dinero';
import { descriptorDe, type DescriptorCampo } from '../../lib/esquema-campos';
import {
  CAMPO_REQUERIDO,
  dni,
  email,
  fechaValida,
  horaValida,
  iban,
  maximoDe,
  numeroValido,
  primerError,
  requeridoValor,
  telefono,
  textoValido,
  type Validador,
} from '../../lib/validacion';
import type { ReactNode } from 'react';
import type { OpcionSeleccion } from './campos';

/** El valor de cada tipo de campo en el formulario. */
export interface ValorDeTipo {
  texto: string;
  area: string;
  email: string;
  telefono: string;
  nif: string;
  iban: string;
  contrasena: string;
  numero: number | null;
  importe: number | null;
  fecha: string | null;
  hora: string;
  seleccion: string;
  /** Selección de un registro de una colección (su id). */
  coleccion: string;
  casilla: boolean;
  firma: string | null;
}
export type TipoCampo = keyof ValorDeTipo;
export type ValorCampo = ValorDeTipo[TipoCampo];

/** Opciones de una selección: fijas o calculadas de los valores del formulario (p. ej. de una colección). */
export type Opciones<V> = readonly OpcionSeleccion[] | ((valores: V) => readonly OpcionSeleccion[]);

/** Una regla propia de un campo: el mensaje de error o null (recibe también todos los valores). */
// Tipo de método (parámetros bivariantes): un campo concreto cabe en la lista de campos de cualquier clave.
export type Regla<V, K extends keyof V> = { regla(valor: V[K], valores: V): string | null }['regla'];

interface CampoComun<V, K extends keyof V> {
  campo: K;
  etiqueta: string;
  /** Obligatorio ('Campo requerido'); si no se dice, lo decide el esquema de la entidad. */
  requerido?: boolean;
  /** Mensaje cuando falta, si no es 'Campo requerido' ('Elige el tipo de anomalía'). */
  mensajeRequerido?: string;
  /** Reglas propias, tras las del tipo y el esquema. Reciben también todos los valores. */
  reglas?: readonly Regla<V, K>[];
  /** Forma canónica para comparar y guardar ('12.345.678-z' → '12345678Z'). */
  normalizar?(valor: V[K]): V[K];
  ayuda?: string;
  autoComplete?: string;
  /** Solo se pinta (y se valida) si devuelve true. */
  visible?: (valores: V) => boolean;
  /** Al cambiar el campo, los valores que rellena en otros (una plantilla rellena asunto y mensaje). */
  rellena?(valor: V[K], valores: V): Partial<V>;
  desactivado?: boolean;
}

interface ExtraDeTipo<V> {
  texto: { maximo?: number };
  area: { maximo?: number; filas?: number };
  email: { maximo?: number };
  telefono: { maximo?: number };
  nif: { maximo?: number };
  iban: { maximo?: number };
  contrasena: { autoComplete?: 'current-password' | 'new-password' };
  numero: { decimales?: number; minimo?: number; maximoValor?: number };
  importe: { minimo?: number };
  fecha: object;
  hora: { pasoMinutos?: number };
  seleccion: { opciones: Opciones<V> };
  coleccion: { desde: FuenteOpciones };
  casilla: object;
  firma: object;
}

/** Un campo de tipo T sobre la clave K (cuyo valor debe ser el del tipo). */
export type CampoDeTipo<V, K extends keyof V, T extends TipoCampo> = CampoComun<V, K> & { tipo: T } & ExtraDeTipo<V>[T];

/**
 * Opciones de un campo 'coleccion': un hook que lee los registros de la colección en el dispositivo
 * (opcionesDeColeccion, src/ui/formulario/opciones-coleccion.ts); undefined mientras llegan.
 */
export interface FuenteOpciones {
  useOpciones: () => readonly OpcionSeleccion[] | undefined;
}

/** Lo que recibe el control de un campo 'propio' (un selector de fichero, la cámara…). */
export interface PropsCampoPropio<T, V = unknown> {
  valor: T;
  alCambiar: (valor: T) => void;
  error: string | null;
  etiqueta: string;
  requerido: boolean;
  desactivado: boolean;
  /** Cambia otro campo del formulario (elegir un artículo pone también su precio). */
  cambiarCampo: <C extends keyof V>(campo: C, valor: V[C]) => void;
}

/** Un campo con su propio control, para lo que no es un tipo de campo común. */
export type CampoPropio<V, K extends keyof V> = CampoComun<V, K> & {
  tipo: 'propio';
  pintar: (props: PropsCampoPropio<V[K], V>) => ReactNode;
  /** Si el valor cuenta como vacío para 'Campo requerido' (por defecto: null, undefined o texto vacío). */
  vacio?(valor: V[K]): boolean;
};

/** Cualquier campo válido de V: para cada clave, los tipos cuyo valor cabe en el de la clave (o uno propio). */
export type CampoDeclarado<V> = {
  [K in keyof V]: { [T in TipoCampo]: [ValorDeTipo[T]] extends [V[K]] ? CampoDeTipo<V, K, T> : never }[TipoCampo] | CampoPropio<V, K>;
}[keyof V];

/** Lo que recibe la mutación al guardar. */
export interface DatosEnvio<V, R> {
  /** Todos los valores, normalizados. */
  valores: V;
  /** Solo lo que difiere del documento (en el alta, todo lo que difiere de los valores iniciales). */
  cambios: Partial<V>;
  /** El registro que se edita o del que cuelga el alta (el parte al que se añade una nota…). */
  registro: R;
}

export interface DeclaracionFormulario<V, R> {
  /** Entidad de la que salen las reglas del esquema (obligatorio, longitud máxima). */
  entidad?: Coleccion;
  campos: readonly CampoDeclarado<V>[];
  /** Llama a la mutación (`motor.mutate(...)`); un error se enseña en el formulario y no se pierde nada. */
  enviar: (datos: DatosEnvio<V, R>) => Promise<unknown>;
  /** Aviso tras guardar ('Cambios guardados', 'Nota añadida'); sin él, no se avisa (entrar, filtrar). */
  mensaje?: string;
  /** Texto del botón de guardar ('Guardar' si no se dice). */
  boton?: string;
  /**
   * Pregunta antes de guardar (el formulario ya es válido): con un texto se abre la 'Confirmación' y
   * Cancelar no guarda ni pierde nada; null, guarda sin preguntar (faltan existencias → se pregunta).
   */
  confirmar?: (datos: DatosEnvio<V, R>) => ReactNode;
}

/** Declara un formulario con los tipos comprobados (identidad en ejecución). */
export const declararFormulario = <V, R = undefined>(d: DeclaracionFormulario<V, R>): DeclaracionFormulario<V, R> => d;

/** Vista sin tipos finos de un campo, para el renderizador y la validación. */
export interface CampoSuelto {
  campo: string;
  tipo: TipoCampo | 'propio';
  etiqueta: string;
  requerido: boolean;
  maximo: number | undefined;
  ayuda?: string;
  autoComplete?: string;
  desactivado?: boolean;
  filas?: number;
  decimales?: number;
  pasoMinutos?: number;
}

const numeroDe = (o: object, clave: string): number | undefined => {
  const v: unknown = Reflect.get(o, clave);
  return typeof v === 'number' ? v : undefined;
};
const textoDe = (o: object, clave: string): string | undefined => {
  const v: unknown = Reflect.get(o, clave);
  return typeof v === 'string' ? v : undefined;
};

/** El descriptor del esquema de la entidad para el campo, si la entidad lo tiene. */
const descriptor = (entidad: Coleccion | undefined, campo: string): DescriptorCampo | null =>
  entidad === undefined ? null : descriptorDe(esquemas[entidad], campo);

/** El campo con lo que dicen su declaración y el esquema de la entidad (obligatorio, máximo). */
export const campoSuelto = <V>(c: CampoDeclarado<V>, entidad?: Coleccion): CampoSuelto => {
  const d = descriptor(entidad, String(c.campo));
  const maximoDeclarado = numeroDe(c, 'maximo');
  const esTexto = c.tipo === 'texto' || c.tipo === 'area' || c.tipo === 'email' || c.tipo === 'telefono' || c.tipo === 'nif' || c.tipo === 'iban';
  return {
    campo: String(c.campo),
    tipo: c.tipo,
    etiqueta: c.etiqueta,
    requerido: c.requerido ?? (d !== null && d.requerido && c.tipo !== 'casilla'),
    maximo: maximoDeclarado ?? (esTexto && d !== null ? d.maximo : undefined),
    ayuda: c.ayuda,
    autoComplete: c.autoComplete ?? textoDe(c, 'autoComplete'),
    desactivado: c.desactivado,
    filas: numeroDe(c, 'filas'),
    decimales: numeroDe(c, 'decimales'),
    pasoMinutos: numeroDe(c, 'pasoMinutos'),
  };
};

/** Las reglas de cada tipo (el valor vacío lo decide solo 'requerido'). */
const reglasDeTipo = (tipo: TipoCampo | 'propio'): readonly Validador<unknown>[] => {
  const comoTexto =
    (v: Validador<string>): Validador<unknown> =>
    (x) =>
      typeof x === 'string' ? v(x) : null;
  switch (tipo) {
    case 'email':
      return [comoTexto(email)];
    case 'nif':
      return [comoTexto(dni)];
    case 'iban':
      return [comoTexto(iban)];
    case 'telefono':
      return [comoTexto(telefono)];
    case 'hora':
      return [comoTexto(horaValida)];
    case 'numero':
      return [(x) => (typeof x === 'number' || x === null ? numeroValido(x) : null)];
    case 'importe':
      // El límite de todo importe, el mismo que exigen los mutadores (schemas/dinero.ts).
      return [(x) => (typeof x === 'number' || x === null ? numeroValido(x) : null), (x) => (typeof x === 'number' && Number.isFinite(x) ? comprobarDinero('precio')(x) : null)];
    case 'fecha':
      return [(x) => (typeof x === 'string' || x === null ? fechaValida(x) : null)];
    default:
      return [];
  }
};

/** Casilla obligatoria: marcada. Firma obligatoria: hecha. Lo demás: no vacío. El mensaje, el del campo o 'Campo requerido'. */
const requeridoDe = <V>(c: CampoDeclarado<V>, valor: V[keyof V]): Validador<unknown> => {
  const mensaje = c.mensajeRequerido ?? CAMPO_REQUERIDO;
  if (c.tipo === 'casilla') return (x) => (x === true ? null : mensaje);
  if (c.tipo === 'propio' && c.vacio !== undefined) {
    const vacio = c.vacio(valor);
    return () => (vacio ? mensaje : null);
  }
  return (x) => (requeridoValor(x) === null ? null : mensaje);
};

/**
 * El primer error del campo con estos valores, o null: texto no válido (nulos, sustitutos sueltos),
 * obligatorio, longitud máxima, las reglas del tipo, los límites numéricos y las reglas propias.
 */
export const errorDeCampo = <V>(c: CampoDeclarado<V>, valores: V, entidad?: Coleccion): string | null => {
  const s = campoSuelto(c, entidad);
  const valor: unknown = valores[c.campo];
  const base: Validador<unknown>[] = [textoValido];
  if (s.requerido) base.push(requeridoDe(c, valores[c.campo]));
  if (s.maximo !== undefined) {
    const max = maximoDe(s.maximo);
    base.push((x) => (typeof x === 'string' ? max(x) : null));
  }
  base.push(...reglasDeTipo(c.tipo));
  const minimo = numeroDe(c, 'minimo');
  const maximoValor = numeroDe(c, 'maximoValor');
  if (minimo !== undefined) base.push((x) => (typeof x === 'number' && x < minimo ? `Debe ser al menos ${String(minimo).replace('.', ',')}` : null));
  if (maximoValor !== undefined) base.push((x) => (typeof x === 'number' && x > maximoValor ? `No puede ser mayor que ${String(maximoValor).replace('.', ',')}` : null));
  const primero = primerError(valor, base);
  if (primero !== null) return primero;
  for (const regla of c.reglas ?? []) {
    const e = regla(valores[c.campo], valores);
    if (e !== null) return e;
  }
  return null;
};

/** Los campos que se ven con estos valores. */
export const camposVisibles = <V>(campos: readonly CampoDeclarado<V>[], valores: V): CampoDeclarado<V>[] =>
  campos.filter((c) => c.visible === undefined || c.visible(valores));

/** Los errores de los campos visibles, en el orden de la declaración. */
export const erroresDe = <V>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, valores: V): { campo: keyof V; error: string }[] =>
  camposVisibles(d.campos, valores).flatMap((c) => {
    const error = errorDeCampo(c, valores, d.entidad);
    return error === null ? [] : [{ campo: c.campo, error }];
  });

const normalizado = <V>(c: CampoDeclarado<V>, v: V[keyof V]): V[keyof V] => (c.normalizar === undefined ? v : c.normalizar(v));

/** Los valores con la forma canónica de cada campo. */
export const normalizar = <V>(campos: readonly CampoDeclarado<V>[], valores: V): V => {
  const salida: V = { ...valores };
  for (const c of campos) salida[c.campo] = normalizado(c, valores[c.campo]);
  return salida;
};

/** Los campos visibles cuyo valor normalizado difiere del de referencia (el documento o el alta vacía). */
export const cambiosDe = <V>(campos: readonly CampoDeclarado<V>[], referencia: V, valores: V): Partial<V> => {
  const cambios: Partial<V> = {};
  for (const c of camposVisibles(campos, valores)) {
    const nuevo = normalizado(c, valores[c.campo]);
    if (!Object.is(nuevo, normalizado(c, referencia[c.campo]))) cambios[c.campo] = nuevo;
  }
  return cambios;
};
