/**
 * Hook de formulario de edición sobre un documento vivo. Cada campo muestra lo que el usuario ha tocado
 * (borrador) o, si no lo ha tocado, el valor actual del documento: un cambio que llega por debajo (otra
 * pestaña, una descarga) se ve al instante sin pisar lo que se está escribiendo. Guardar manda solo los
 * campos que difieren del documento. Cada campo declara sus validadores (src/lib/validacion.ts) y el
 * error se muestra en cuanto el campo se ha tocado o tras intentar guardar.
 */
import { useCallback, useMemo, useState } from 'react';
import { primerError, textoValido, type Validador } from '../../lib/validacion';
import { useFormularioSucio } from '../../app/formularios-sucios';

export type Validadores<V> = { readonly [K in keyof V]?: readonly Validador<V[K]>[] };
/** Forma canónica de un valor para comparar y guardar (p. ej. '' → null). */
export type Normalizadores<V> = { readonly [K in keyof V]?: (valor: V[K]) => V[K] };
export type Errores<V> = { readonly [K in keyof V]?: string };

export interface OpcionesFormulario<V> {
  /** Valores actuales del documento. */
  valores: V;
  validadores: Validadores<V>;
  normalizadores?: Normalizadores<V>;
}

export interface Formulario<V> {
  visibles: V;
  cambios: Partial<V>;
  modificado: boolean;
  errores: Errores<V>;
  valido: boolean;
  /** El error que toca enseñar del campo (solo si se ha tocado o se intentó guardar). */
  error: <K extends keyof V>(campo: K) => string | null;
  cambiar: <K extends keyof V>(campo: K, valor: V[K]) => void;
  /** Marca el intento de guardar; devuelve true si el formulario es válido. */
  intentar: () => boolean;
  /** Tras guardar: suelta el borrador de los campos guardados cuando el documento ya los refleja. */
  guardado: (cambios: Partial<V>) => void;
  deshacer: () => void;
  /** El primer campo con error (para llevarle el foco). */
  primerCampoConError: keyof V | null;
}

const claves = <V extends object>(o: V): (keyof V)[] => Object.keys(o) as (keyof V)[];

/** Función pura: los campos del borrador que difieren del documento, normalizados. */
export const calcularCambios = <V extends object>(doc: V, borrador: Partial<V>, normalizadores: Normalizadores<V> = {}): Partial<V> => {
  const cambios: Partial<V> = {};
  for (const k of claves(borrador)) {
    const v = borrador[k];
    if (v === undefined) continue;
    const norm = normalizadores[k] ?? ((x: V[typeof k]) => x);
    const nuevo = norm(v as V[typeof k]);
    if (!Object.is(nuevo, norm(doc[k]))) cambios[k] = nuevo;
  }
  return cambios;
};

/** Función pura: suelta del borrador lo guardado que el documento ya refleja. */
export const soltarGuardados = <V extends object>(
  doc: V,
  borrador: Partial<V>,
  guardados: Partial<V>,
  normalizadores: Normalizadores<V> = {},
): Partial<V> => {
  const siguiente: Partial<V> = { ...borrador };
  for (const k of claves(guardados)) {
    const norm = normalizadores[k] ?? ((x: V[typeof k]) => x);
    const b = borrador[k];
    if (b !== undefined && Object.is(norm(b as V[typeof k]), guardados[k]) && Object.is(norm(doc[k]), guardados[k])) delete siguiente[k];
  }
  return siguiente;
};

/**
 * Función pura: el primer error de cada campo. Todo campo de texto, tenga o no validadores, rechaza el
 * carácter nulo y los sustitutos sueltos (el servidor no los admite: la entrada quedaría fallida).
 */
export const validar = <V extends object>(valores: V, validadores: Validadores<V>): Errores<V> => {
  const errores: { [K in keyof V]?: string } = {};
  for (const k of claves(valores)) {
    const lista = validadores[k] ?? [];
    const e = textoValido(valores[k]) ?? primerError(valores[k], lista);
    if (e !== null) errores[k] = e;
  }
  return errores;
};

export function useFormulario<V extends object>({ valores, validadores, normalizadores = {} }: OpcionesFormulario<V>): Formulario<V> {
  const [borrador, setBorrador] = useState<Partial<V>>({});
  const [intentado, setIntentado] = useState(false);
  const [pendientes, setPendientes] = useState<Partial<V> | null>(null);

  // Lo guardado deja de ser borrador en cuanto el documento lo refleja (ajuste de estado en el render).
  const [docVisto, setDocVisto] = useState(valores);
  if (pendientes && docVisto !== valores) {
    setDocVisto(valores);
    setBorrador((b) => soltarGuardados(valores, b, pendientes, normalizadores));
    setPendientes(null);
  }

  const visibles = useMemo(() => ({ ...valores, ...borrador }), [valores, borrador]);
  const cambios = useMemo(() => calcularCambios(valores, borrador, normalizadores), [valores, borrador, normalizadores]);
  const errores = useMemo(() => validar(visibles, validadores), [visibles, validadores]);
  // En el orden de los validadores (el del formulario); después, los demás campos de texto.
  const primerCampoConError = [...claves(validadores), ...claves(visibles)].find((k) => errores[k] !== undefined) ?? null;

  const cambiar = useCallback(<K extends keyof V>(campo: K, valor: V[K]) => setBorrador((b) => ({ ...b, [campo]: valor })), []);
  const error = <K extends keyof V>(campo: K): string | null => (intentado || campo in borrador ? (errores[campo] ?? null) : null);
  const modificado = Object.keys(cambios).length > 0;
  // Un formulario con cambios sin guardar frena la actualización de la app (pide Confirmación antes).
  useFormularioSucio(modificado);

  return {
    visibles,
    cambios,
    modificado,
    errores,
    valido: primerCampoConError === null,
    error,
    cambiar,
    intentar: () => {
      setIntentado(true);
      return primerCampoConError === null;
    },
    guardado: (guardados) => {
      setIntentado(false);
      setDocVisto(valores);
      setPendientes(guardados);
    },
    deshacer: () => {
      setBorrador({});
      setIntentado(false);
    },
    primerCampoConError,
  };
}
