/**
 * Métodos RPC de la sesión: token.refrescar (token nuevo con caducidad nueva; el anterior sigue valiendo
 * hasta su propia caducidad, para no cerrar la sesión de otras pestañas), sesion.cerrar (revoca el token
 * de la petición), token.revocar (revoca todos los tokens de un usuario; permiso usuario.editar) y
 * usuario.cambiarContrasena (contrasena.ts).
 */
import { ErrorNegocio } from '../../replication/errores';
import { METODOS } from '../../replication/metodos';
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import { puede } from '../../replication/sesion';
import { implementar } from '../rpc/implementar';
import type { MetodoRpc } from '../rpc/tipos';
import { metodoCambiarContrasena } from './contrasena';
import { emitirToken, revocarToken, revocarTokensUsuario } from './tokens';

export const METODOS_SESION = {
  tokenRefrescar: METODOS.tokenRefrescar,
  sesionCerrar: METODOS.sesionCerrar,
  tokenRevocar: METODOS.tokenRevocar,
} as const;

export const metodosSesion = ({ tokenTtlHoras }: { tokenTtlHoras: number }): MetodoRpc[] => [
  implementar(METODOS_EN_LINEA.tokenRefrescar, {
    async ejecutar(_p, ctx) {
      const { token, expira } = await emitirToken(ctx.db, ctx.usuario.idusuario, tokenTtlHoras);
      return { token, expira };
    },
  }),
  implementar(METODOS_EN_LINEA.sesionCerrar, {
    async ejecutar(_p, ctx) {
      return { cerrada: await revocarToken(ctx.db, ctx.idtoken) };
    },
  }),
  implementar(METODOS_EN_LINEA.tokenRevocar, {
    async ejecutar(p, ctx) {
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
