/**
 * usuario.cambiarContrasena {actual, nueva}: el usuario de la sesión cambia su propia contraseña. Se
 * comprueba la actual (scrypt, tiempo constante), se guarda el hash de la nueva y se revocan los demás
 * tokens del usuario (otros dispositivos vuelven a la entrada); el token de la petición sigue valiendo.
 * Todo en una transacción: o cambia la contraseña y se revocan los tokens, o no cambia nada.
 */
import { ErrorNegocio } from '../../replication/errores';
import { METODOS } from '../../replication/metodos';
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import { implementar } from '../rpc/implementar';
import type { MetodoRpc } from '../rpc/tipos';
import { hashPassword, verificarPassword } from './password';
import { revocarTokensUsuario } from './tokens';

export const METODO_CAMBIAR_CONTRASENA = METODOS.cambiarContrasena;
export const LONGITUD_MINIMA_CONTRASENA = 6;
export const MENSAJES_CONTRASENA = {
  actualIncorrecta: 'La contraseña actual no es correcta',
  corta: `La contraseña debe tener al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres`,
  igual: 'La contraseña nueva debe ser distinta de la actual',
} as const;

export const metodoCambiarContrasena: MetodoRpc = implementar(METODOS_EN_LINEA.cambiarContrasena, {
  async ejecutar(p, ctx) {
    if ([...p.nueva].length < LONGITUD_MINIMA_CONTRASENA) throw new ErrorNegocio('validacion', MENSAJES_CONTRASENA.corta);
    const filas = await ctx.db.query<{ hash: string }>('SELECT hash FROM usuario WHERE idusuario = $1 AND activo', [ctx.usuario.idusuario]);
    const fila = filas[0];
    if (fila === undefined || !(await verificarPassword(p.actual, fila.hash))) {
      throw new ErrorNegocio('regla', MENSAJES_CONTRASENA.actualIncorrecta);
    }
    if (p.nueva === p.actual) throw new ErrorNegocio('regla', MENSAJES_CONTRASENA.igual);
    const hash = await hashPassword(p.nueva);
    return ctx.db.transaccion(async (tx) => {
      await tx.query('UPDATE usuario SET hash = $2 WHERE idusuario = $1', [ctx.usuario.idusuario, hash]);
      const revocados = await revocarTokensUsuario(tx, ctx.usuario.idusuario, ctx.idtoken);
      return { cambiada: true, revocados };
    });
  },
});
