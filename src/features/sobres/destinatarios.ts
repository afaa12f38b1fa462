/**
 * La lista de destinatarios del formulario 'Enviar a firmar', pura: de 1 a 10 filas (nombre y correo),
 * cada una con su id (el iddestinatario_sobre que viaja a sobre.enviar, fijo desde que se añade la fila),
 * sus errores (obligatorios, longitud, correo con el validador de la app, correo repetido) y la primera
 * fila con el cliente del presupuesto si se sabe.
 */
import { MAX_DESTINATARIOS_SOBRE } from '../../../replication/sobres';
import { email, maximo, requerido } from '../../lib/validacion';
import { TEXTOS_ENVIAR as T } from './sobres.labels';

export const MIN_DESTINATARIOS = 1;
export const MAX_DESTINATARIOS = MAX_DESTINATARIOS_SOBRE;
/** Longitud máxima del nombre de un destinatario (la del firmante). */
export const MAX_NOMBRE_DESTINATARIO = 200;

export interface FilaDestinatario {
  iddestinatario_sobre: string;
  nombre: string;
  email: string;
}

export interface ErroresFila {
  nombre: string | null;
  email: string | null;
}

export interface ErroresDestinatarios {
  /** Lo que falla de la lista entera (ninguno, demasiados). */
  lista: string | null;
  /** Los de cada fila, en su orden. */
  filas: ErroresFila[];
}

/** Una fila vacía (o con el nombre y el correo dados) con un id nuevo. */
export const nuevaFila = (crearId: () => string, datos: { nombre?: string | null; email?: string | null } = {}): FilaDestinatario => ({
  iddestinatario_sobre: crearId(),
  nombre: datos.nombre ?? '',
  email: datos.email ?? '',
});

/** Las filas con que se abre el formulario: una, con el cliente del presupuesto si se sabe. */
export const filasIniciales = (crearId: () => string, cliente: { nombre: string; email: string | null } | null): FilaDestinatario[] => [
  nuevaFila(crearId, cliente ?? {}),
];

/** Clave con la que se comparan dos correos (sin espacios ni mayúsculas). */
const claveCorreo = (e: string): string => e.trim().toLowerCase();

/** Los errores de la lista y de cada fila. */
export const erroresDestinatarios = (filas: readonly FilaDestinatario[]): ErroresDestinatarios => {
  const lista = filas.length < MIN_DESTINATARIOS ? T.ningunDestinatario : filas.length > MAX_DESTINATARIOS ? T.demasiados(MAX_DESTINATARIOS) : null;
  const vistos = new Set<string>();
  const errores = filas.map((f): ErroresFila => {
    const nombre = requerido(f.nombre) ?? maximo(f.nombre.trim(), MAX_NOMBRE_DESTINATARIO);
    let correo = requerido(f.email) ?? email(f.email);
    if (correo === null) {
      const clave = claveCorreo(f.email);
      if (vistos.has(clave)) correo = T.correoRepetido;
      vistos.add(clave);
    }
    return { nombre, email: correo };
  });
  return { lista, filas: errores };
};

/** El primer error de la lista ('Destinatario 2: El correo electrónico no es correcto'), o null si vale. */
export const errorDestinatarios = (filas: readonly FilaDestinatario[]): string | null => {
  const { lista, filas: errores } = erroresDestinatarios(filas);
  if (lista !== null) return lista;
  for (const [i, e] of errores.entries()) {
    const primero = e.nombre ?? e.email;
    if (primero !== null) return `${T.destinatario(i + 1)}: ${primero}`;
  }
  return null;
};

/** Las filas con nombre y correo sin espacios de sobra. */
export const normalizarDestinatarios = (filas: readonly FilaDestinatario[]): FilaDestinatario[] =>
  filas.map((f) => ({ iddestinatario_sobre: f.iddestinatario_sobre, nombre: f.nombre.trim(), email: f.email.trim() }));

/** Añade una fila vacía al final (si cabe). */
export const anadirFila = (filas: readonly FilaDestinatario[], crearId: () => string): FilaDestinatario[] =>
  filas.length >= MAX_DESTINATARIOS ? [...filas] : [...filas, nuevaFila(crearId)];

/** Quita la fila de ese id (si no es la última que queda). */
export const quitarFila = (filas: readonly FilaDestinatario[], id: string): FilaDestinatario[] =>
  filas.length <= MIN_DESTINATARIOS ? [...filas] : filas.filter((f) => f.iddestinatario_sobre !== id);

/** Cambia el nombre o el correo de la fila de ese id. */
export const cambiarFila = (filas: readonly FilaDestinatario[], id: string, cambio: Partial<Pick<FilaDestinatario, 'nombre' | 'email'>>): FilaDestinatario[] =>
  filas.map((f) => (f.iddestinatario_sobre === id ? { ...f, ...cambio } : f));
