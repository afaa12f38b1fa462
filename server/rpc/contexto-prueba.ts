/** Contexto RPC de las pruebas del despachador: el técnico de prueba y una base que no se usa (falla si se toca). */
import { USUARIO_TECNICO } from '../http/app-prueba';
import type { ContextoRpc } from './tipos';

const sinBase = (): never => {
  throw new Error('Estos métodos no usan la base');
};
const { password: _password, ambito, ...usuario } = USUARIO_TECNICO;

export const contextoSinBase: ContextoRpc = {
  usuario,
  ambito,
  idtoken: 't',
  db: { tipo: 'pglite', query: sinBase, transaccion: sinBase, escuchar: sinBase, notificar: sinBase, cerrar: sinBase },
};
