/**
 * La sesión guardada en el dispositivo y la respuesta de POST /token/, comprobadas sin zod: la pantalla
 * de entrada y las guardas del router las leen antes de que se cargue nada de la base de datos ni del
 * motor (que llevan zod), y así el inicio de sesión no los descarga (decisión del login ligero). Aceptan
 * y devuelven exactamente lo mismo que los esquemas de replication/cliente/sesion-cliente.ts: solo las
 * claves conocidas, sin lo que sobre (sesion-guardada.test.ts lo compara con ellos).
 */
import type { SesionGuardada } from '../../replication/cliente';
import type { Permisos, UsuarioSesion } from '../../replication/sesion';
import type { AppId } from '../../schemas';

type Objeto = Record<string, unknown>;

const esObjeto = (x: unknown): x is Objeto => typeof x === 'object' && x !== null && !Array.isArray(x);
const esTexto = (x: unknown): x is string => typeof x === 'string';
const esTextoLleno = (x: unknown): x is string => esTexto(x) && x.length > 0;
const esIdNulo = (x: unknown): x is string | null => x === null || esTexto(x);

const APPS = ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'] as const satisfies readonly AppId[];
const IDS = ['idempleado', 'idtecnico', 'idcomercial', 'idvigilante', 'idalmacen', 'iddelegacion'] as const satisfies readonly (keyof UsuarioSesion)[];

const leerPermisos = (x: unknown): Permisos | null => {
  if (!esObjeto(x)) return null;
  const permisos: Permisos = {};
  for (const [objeto, p] of Object.entries(x)) {
    if (!esObjeto(p)) return null;
    const { visualizar, insertar, editar, borrar } = p;
    if (typeof visualizar !== 'boolean' || typeof insertar !== 'boolean' || typeof editar !== 'boolean' || typeof borrar !== 'boolean') return null;
    permisos[objeto] = { visualizar, insertar, editar, borrar };
  }
  return permisos;
};

const leerApps = (x: unknown): Record<AppId, boolean> | null => {
  if (!esObjeto(x)) return null;
  const [comerciales, tecnicos, vigilantes, custodiaLlaves, almacen, presencia] = APPS.map((a) => x[a]);
  if (
    typeof comerciales !== 'boolean' || typeof tecnicos !== 'boolean' || typeof vigilantes !== 'boolean' ||
    typeof custodiaLlaves !== 'boolean' || typeof almacen !== 'boolean' || typeof presencia !== 'boolean'
  ) return null;
  return { comerciales, tecnicos, vigilantes, custodiaLlaves, almacen, presencia };
};

const leerUsuario = (x: unknown): UsuarioSesion | null => {
  if (!esObjeto(x)) return null;
  const { idusuario, nombre, login } = x;
  if (!esTextoLleno(idusuario) || !esTexto(nombre) || !esTexto(login)) return null;
  const [idempleado, idtecnico, idcomercial, idvigilante, idalmacen, iddelegacion] = IDS.map((k) => x[k]);
  if (
    !esIdNulo(idempleado) || !esIdNulo(idtecnico) || !esIdNulo(idcomercial) ||
    !esIdNulo(idvigilante) || !esIdNulo(idalmacen) || !esIdNulo(iddelegacion)
  ) return null;
  const permisos = leerPermisos(x.permisos);
  const apps = leerApps(x.apps);
  if (!permisos || !apps) return null;
  return { idusuario, idempleado, idtecnico, idcomercial, idvigilante, idalmacen, iddelegacion, nombre, login, permisos, apps };
};

/** `expira` es opcional: si está, texto. */
const conExpira = <T extends object>(base: T, expira: unknown): (T & { expira?: string }) | null => {
  if (expira === undefined) return base;
  return esTexto(expira) ? { ...base, expira } : null;
};

/** La respuesta de POST /token/ ({ token, usuario, expira? }), o null si no tiene esa forma. */
export const leerRespuestaToken = (x: unknown): Omit<SesionGuardada, 'desde'> | null => {
  if (!esObjeto(x) || !esTextoLleno(x.token)) return null;
  const usuario = leerUsuario(x.usuario);
  return usuario ? conExpira({ token: x.token, usuario }, x.expira) : null;
};

/** La sesión guardada ({ token, usuario, desde, expira? }), o null si no tiene esa forma. */
export const leerSesionGuardada = (x: unknown): SesionGuardada | null => {
  if (!esObjeto(x) || !esTextoLleno(x.token) || !esTexto(x.desde)) return null;
  const usuario = leerUsuario(x.usuario);
  return usuario ? conExpira({ token: x.token, usuario, desde: x.desde }, x.expira) : null;
};
