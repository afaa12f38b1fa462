/**
 * Las declaraciones de los métodos en línea (replication/metodos-en-linea.ts) y lo que el servidor
 * registra de verdad (crearServidor, como en producción): cada declaración tiene su manejador, cada
 * método registrado que no es una mutación tiene su declaración, y su manejador valida con los mismos
 * esquemas (se implementó con implementar.ts, no a mano).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METODOS_EN_LINEA, metodosEnLineaPorNombre } from '../../replication/metodos-en-linea';
import { mutadores } from '../../replication/mutadores';
import { crearServidor, type Servidor } from '../app';
import { abrirPglite } from '../db/pglite';
import type { Db } from '../db/tipos';
import { metodosRpcRegistrados } from '../http/construir';
import type { MetodoRpc } from './tipos';

describe('métodos en línea: declaración y servidor', () => {
  let db: Db;
  let s: Servidor;
  let registrados: readonly MetodoRpc[];
  beforeAll(async () => {
    db = await abrirPglite(null);
    s = await crearServidor({ db, puerto: 0, semilla: false, distDir: '/nonexistent-vigia-dist' });
    registrados = metodosRpcRegistrados(s.app);
  });
  afterAll(async () => {
    await s.cerrar();
    await db.cerrar();
  });

  it('cada nombre se declara una vez y ninguno es el de una mutación', () => {
    const nombres = Object.values(METODOS_EN_LINEA).map((m) => m.nombre);
    expect(new Set(nombres).size).toBe(nombres.length);
    expect(metodosEnLineaPorNombre.size).toBe(nombres.length);
    expect(nombres.filter((n) => mutadores.has(n))).toEqual([]);
  });

  it('cada método declarado tiene su manejador en el servidor', () => {
    const nombres = new Set(registrados.map((m) => m.nombre));
    expect([...metodosEnLineaPorNombre.keys()].filter((n) => !nombres.has(n))).toEqual([]);
  });

  it('cada método registrado que no es una mutación está declarado', () => {
    const sinDeclarar = registrados.map((m) => m.nombre).filter((n) => !mutadores.has(n) && !metodosEnLineaPorNombre.has(n));
    expect(sinDeclarar).toEqual([]);
    // Y las mutaciones sí están todas registradas: el reparto entre unas y otras es completo.
    expect(registrados.filter((m) => mutadores.has(m.nombre))).toHaveLength(mutadores.size);
  });

  it('el manejador de cada método en línea valida con los esquemas de su declaración', () => {
    for (const m of registrados) {
      const declarado = metodosEnLineaPorNombre.get(m.nombre);
      if (declarado === undefined) continue;
      expect({ nombre: m.nombre, params: m.params === declarado.params, resultado: m.resultado === declarado.resultado })
        .toEqual({ nombre: m.nombre, params: true, resultado: true });
    }
  });
});
