/**
 * El manejador de un método en línea, atado a su declaración (replication/metodos-en-linea.ts): el
 * despachador valida los parámetros con el esquema declarado, el manejador los recibe ya con su tipo, y lo
 * que devuelve tiene que cumplir al compilar el tipo de la respuesta declarada. Con `validarResultados`
 * (las pruebas, el desarrollo) el despachador valida además cada respuesta con su esquema (servidor.ts).
 */
import type { MetodoEnLinea, RespuestaDe } from '../../replication/metodos-en-linea';
import type { z } from 'zod';
import type { CuotaPeticion } from './limites';
import type { ContextoRpc, MetodoRpc } from './tipos';

export interface Manejador<M extends MetodoEnLinea> {
  ejecutar(p: z.output<M['params']>, ctx: ContextoRpc): Promise<RespuestaDe<M>>;
  /** Lectura pesada y sin efectos (tipos.ts). */
  pesado?: true;
  /** Lo más que una petición puede pedir de este método (tipos.ts). */
  porPeticion?: CuotaPeticion;
}

export const implementar = <M extends MetodoEnLinea>(metodo: M, manejador: Manejador<M>): MetodoRpc => {
  // El despachador solo llama a `ejecutar` con lo que devolvió metodo.params (servidor.ts).
  const ejecutar: Manejador<M>['ejecutar'] = (p, ctx) => manejador.ejecutar(p, ctx);
  return {
    nombre: metodo.nombre,
    params: metodo.params,
    resultado: metodo.resultado,
    ejecutar,
    ...(manejador.pesado ? { pesado: manejador.pesado } : {}),
    ...(manejador.porPeticion ? { porPeticion: manejador.porPeticion } : {}),
  };
};
