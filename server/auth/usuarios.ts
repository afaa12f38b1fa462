/**
 * Usuarios del servidor: alta (la usa el cargador de la demo) y lectura de la fila como UsuarioSesion.
 * Las columnas guardan lo que se busca (login, hash, nombre); el resto de UsuarioSesion (ids, permisos,
 * apps) y el ámbito de sincronización van en `datos` (jsonb), validado con zod al leer.
 * Las apps de la sesión son las efectivas: la marca y el id que la app necesita (especificación, sección
 * 6: 'App access needs the matching flag and id'); una marca sin su id no da acceso a nada en el servidor.
 */
import { z } from 'zod';
import type { AppId } from '../../schemas';
import { ID_REQUERIDO_APP, type UsuarioSesion } from '../../replication/sesion';
import type { Consulta, Fila } from '../db/tipos';
import type { AmbitoUsuario, UsuarioDemo } from '../seed/tipos';
import { hashPassword } from './password';

const idOpcional = z.string().nullable();
const acciones = z.object({ visualizar: z.boolean(), insertar: z.boolean(), editar: z.boolean(), borrar: z.boolean() });

const datosUsuario = z.object({
  idempleado: idOpcional,
  idtecnico: idOpcional,
  idcomercial: idOpcional,
  idvigilante: idOpcional,
  idalmacen: idOpcional,
  iddelegacion: idOpcional,
  permisos: z.record(z.string(), acciones),
  apps: z.object({
    comerciales: z.boolean(),
    tecnicos: z.boolean(),
    vigilantes: z.boolean(),
    custodiaLlaves: z.boolean(),
    almacen: z.boolean(),
    presencia: z.boolean(),
  }),
  ambito: z.enum(['todo', 'delegacion', 'propio']),
});
type DatosUsuario = z.infer<typeof datosUsuario>;

/** La tabla compartida con el cliente y la matriz de seguridad; sus ids existen en DatosUsuario. */
const ID_APP: Record<AppId, keyof DatosUsuario> = ID_REQUERIDO_APP;

/** Apps a las que el usuario tiene acceso de verdad: la marca y el id que la app necesita. */
export const appsEfectivas = (d: DatosUsuario): Record<AppId, boolean> => {
  const tiene = (app: AppId): boolean => d.apps[app] && d[ID_APP[app]] !== null;
  return {
    comerciales: tiene('comerciales'),
    tecnicos: tiene('tecnicos'),
    vigilantes: tiene('vigilantes'),
    custodiaLlaves: tiene('custodiaLlaves'),
    almacen: tiene('almacen'),
    presencia: tiene('presencia'),
  };
};

export interface FilaUsuario extends Fila {
  idusuario: string;
  login: string;
  hash: string;
  nombre: string;
  datos: unknown;
  activo: boolean;
}

export interface UsuarioConAmbito {
  usuario: UsuarioSesion;
  ambito: AmbitoUsuario;
}

export const COLUMNAS_USUARIO = 'u.idusuario, u.login, u.hash, u.nombre, u.datos, u.activo';

/** Convierte la fila en UsuarioSesion; falla con un mensaje claro si `datos` no tiene la forma esperada. */
export const usuarioDeFila = (fila: FilaUsuario): UsuarioConAmbito => {
  const d = datosUsuario.safeParse(fila.datos);
  if (!d.success) throw new Error(`Los datos del usuario ${fila.idusuario} no son válidos: ${d.error.message}`);
  const { ambito, ...resto } = d.data;
  return { usuario: { idusuario: fila.idusuario, login: fila.login, nombre: fila.nombre, ...resto, apps: appsEfectivas(d.data) }, ambito };
};

export const crearUsuario = async (q: Consulta, u: UsuarioDemo): Promise<void> => {
  const datos = {
    idempleado: u.idempleado,
    idtecnico: u.idtecnico,
    idcomercial: u.idcomercial,
    idvigilante: u.idvigilante,
    idalmacen: u.idalmacen,
    iddelegacion: u.iddelegacion,
    permisos: u.permisos,
    apps: u.apps,
    ambito: u.ambito,
  } satisfies DatosUsuario;
  await q.query('INSERT INTO usuario (idusuario, login, hash, nombre, datos) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    u.idusuario,
    u.login,
    await hashPassword(u.password),
    u.nombre,
    JSON.stringify(datos),
  ]);
};

export const buscarPorLogin = async (q: Consulta, login: string): Promise<FilaUsuario | null> => {
  const filas = await q.query<FilaUsuario>(`SELECT ${COLUMNAS_USUARIO} FROM usuario u WHERE lower(u.login) = lower($1)`, [login]);
  return filas[0] ?? null;
};
