/**
 * Métodos RPC de la sesión: token.refrescar (token nuevo con caducidad nueva; el anterior sigue valiendo
 * hasta su propia caducidad, para no cerrar la sesión de otras pestañas), sesion.cerrar (revoca el token
 * de la petición), token.revocar (revoca todos los tokens de un usuario; permiso usuario.editar) y
 * usuario.cambiarContrasena (contrasena.ts).
 */
import { z } from 'zod';
import { ErrorNegocio } from '../../replication/errores';
import { METODOS, type RespuestaTokenRefrescar } from '../../replication/metodos';
import { puede } from '../../replication/sesion';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import { metodoCambiarContrasena } from './contrasena';
import { emitirToken, revocarToken, revocarTokensUsuario } from './tokens';

export const METODOS_SESION = {
  tokenRefrescar: METODOS.tokenRefrescar,
  sesionCerrar: 'sesion.cerrar',
  tokenRevocar: 'token.revocar',
} as const;

const sinParametros = z.object({}).optional();
export const paramsTokenRevocar = z.object({ idusuario: z.string().min(1).max(36) });

export const metodosSesion = ({ tokenTtlHoras }: { tokenTtlHoras: number }): MetodoRpc[] => [
  definirMetodo({
    nombre: METODOS_SESION.tokenRefrescar,
    params: sinParametros,
    async ejecutar(_p, ctx): Promise<RespuestaTokenRefrescar> {
      const { token, expira } = await emitirToken(ctx.db, ctx.usuario.idusuario, tokenTtlHoras);
      return { token, expira };
    },
  }),
  definirMetodo({
    nombre: METODOS_SESION.sesionCerrar,
    params: sinParametros,
    async ejecutar(_p, ctx): Promise<{ cerrada: boolean }> {
      return { cerrada: await revocarToken(ctx.db, ctx.idtoken) };
    },
  }),
  definirMetodo({
    nombre: METODOS_SESION.tokenRevocar,
    params: paramsTokenRevocar,
    async ejecutar(p, ctx): Promise<{ revocados: number }> {
      if (!puede(ctx.usuario, 'usuario', 'editar')) {
        throw new ErrorNegocio('permiso', 'No tienes permiso para cerrar las sesiones de otros usuarios');
      }
      const existe = await ctx.db.query('SELECT 1 FROM usuario WHERE idusuario = $1', [p.idusuario]);
      if (existe.length === 0) throw new ErrorNegocio('noExiste', `No existe el usuario ${p.idusuario}`);
      return { revocados: await revocarTokensUsuario(ctx.db, p.idusuario) };
    },
  }),
  metodoCambiarContrasena,
];
