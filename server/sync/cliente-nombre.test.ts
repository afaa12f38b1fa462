/**
 * El nombre del cliente tiene longitud máxima (MAX_NOMBRE_CLIENTE, 200: el índice de RxDB lo exige). El
 * servidor valida cada documento con el mismo esquema y responde con el mensaje de siempre; el nombre
 * que llega de la app viene de un prospecto convertido, que ya tiene el mismo límite y mensaje.
 */
import { describe, expect, it } from 'vitest';
import { MAX_NOMBRE_CLIENTE } from '../../schemas/cliente';
import { MAX_NOMBRE } from '../../replication/validacion-comercial';
import { validarCampos } from '../../replication/validacion-campos';
import { validarDocumento } from './validacion';

const cliente = (nombre: string) => ({ idcliente: 'c1', codigo: 'C1', nombre, nif: null, email: null, iddelegacion: '1', observaciones: null, estado: 1 });

describe('longitud del nombre del cliente', () => {
  it('el servidor rechaza un nombre de más de 200 caracteres con el mensaje de siempre', () => {
    expect(() => validarDocumento('cliente', cliente('x'.repeat(MAX_NOMBRE_CLIENTE)))).not.toThrow();
    expect(() => validarDocumento('cliente', cliente('😀'.repeat(MAX_NOMBRE_CLIENTE)))).not.toThrow();
    expect(() => validarDocumento('cliente', cliente('x'.repeat(MAX_NOMBRE_CLIENTE + 1)))).toThrow(
      'Datos no válidos de cliente: El campo nombre: No puede ser mayor a 200 caracteres.',
    );
  });

  it('el prospecto, de donde sale el nombre de un cliente nuevo, tiene el mismo límite', () => {
    expect(MAX_NOMBRE).toBe(MAX_NOMBRE_CLIENTE);
    expect(() => validarCampos('clientepotencial', { nombre: 'x'.repeat(MAX_NOMBRE_CLIENTE + 1) })).toThrow('No puede ser mayor a 200 caracteres.');
  });
});
