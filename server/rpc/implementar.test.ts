/**
 * Un método en línea implementado desde su declaración (implementar.ts): el despachador valida los
 * parámetros con el esquema declarado y, con `validarResultados`, la respuesta con el suyo; la que no lo
 * cumple es un fallo interno registrado (-32603), nunca una respuesta a medias al cliente.
 */
import { describe, expect, it, vi } from 'vitest';
import { definirMetodo } from '../../replication/metodos-en-linea';
import { z } from '../../replication/zod';
import { contextoSinBase } from './contexto-prueba';
import { implementar } from './implementar';
import { crearDespachador, ErrorRespuestaDeclarada, validarResultadosPorDefecto } from './servidor';

const ctx = contextoSinBase;

/** Cuenta las letras de un texto; con 'mitad' devuelve un número que el esquema (entero) no admite. */
const contar = definirMetodo({
  nombre: 'prueba.contar',
  params: z.object({ texto: z.string().max(20), mitad: z.boolean().default(false) }),
  resultado: z.object({ letras: z.number().int() }),
});
const metodo = implementar(contar, { ejecutar: async (p) => ({ letras: p.mitad ? p.texto.length / 2 : p.texto.length }) });

const procesar = async (params: unknown, validarResultados: boolean, registrarError = vi.fn()) => {
  const d = crearDespachador([metodo], { validarResultados, registrarError });
  const r = await d.procesar({ jsonrpc: '2.0', id: 1, method: contar.nombre, params }, ctx);
  return { respuesta: JSON.parse(r?.toString('utf8') ?? 'null'), registrarError };
};

describe('implementar un método en línea', () => {
  it('lleva el nombre, los parámetros y la respuesta de la declaración', () => {
    expect(metodo).toMatchObject({ nombre: 'prueba.contar', params: contar.params, resultado: contar.resultado });
  });

  it('los parámetros pasan por el esquema declarado (con sus valores por defecto); los que no lo cumplen, -32602', async () => {
    expect((await procesar({ texto: 'hola' }, true)).respuesta).toEqual({ jsonrpc: '2.0', id: 1, result: { letras: 4 } });
    const mal = (await procesar({ texto: 7 }, true)).respuesta;
    expect(mal.error.code).toBe(-32602);
    expect(mal.error.message).toMatch(/^Parámetros no válidos: texto: /);
  });

  it('con validarResultados, una respuesta que no cumple su esquema es -32603 y se registra con el método', async () => {
    const { respuesta, registrarError } = await procesar({ texto: 'abc', mitad: true }, true);
    expect(respuesta).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Error interno del servidor' } });
    expect(registrarError).toHaveBeenCalledTimes(1);
    const [error, nombre] = registrarError.mock.calls[0] ?? [];
    expect(nombre).toBe('prueba.contar');
    expect(error).toBeInstanceOf(ErrorRespuestaDeclarada);
    expect(error).toMatchObject({ message: expect.stringMatching(/^La respuesta de prueba\.contar no cumple su declaración: letras: /) });
  });

  it('sin validarResultados (producción) la respuesta sale tal cual', async () => {
    const { respuesta, registrarError } = await procesar({ texto: 'abc', mitad: true }, false);
    expect(respuesta).toEqual({ jsonrpc: '2.0', id: 1, result: { letras: 1.5 } });
    expect(registrarError).not.toHaveBeenCalled();
  });

  it('se valida por defecto en las pruebas y en desarrollo, no en producción', () => {
    expect(validarResultadosPorDefecto({ VITEST: 'true' })).toBe(true);
    expect(validarResultadosPorDefecto({ NODE_ENV: 'development' })).toBe(true);
    expect(validarResultadosPorDefecto({ NODE_ENV: 'production' })).toBe(false);
    expect(validarResultadosPorDefecto({})).toBe(false);
  });
});
