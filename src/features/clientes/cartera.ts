/**
 * La cartera de un comercial: por cliente, cuántos sistemas activos tiene y su deuda pendiente (la de
 * features/facturas/deuda.ts), y los totales de la cartera. Funciones puras sobre lo leído.
 */
import { sumaCentimos } from '../../../schemas/dinero';
import { pendienteFactura, type FacturaDeuda } from '../facturas/deuda';

export interface FilaCartera {
  idcliente: string;
  codigo: string;
  nombre: string;
  sistemas: number;
  deuda: number;
}

export interface ResumenCartera {
  clientes: number;
  sistemas: number;
  deuda: number;
}


/** Una fila por cliente (en el orden de `clientes`), con sus sistemas activos y su deuda pendiente. */
export const filasCartera = (
  clientes: readonly { idcliente: string; codigo: string; nombre: string }[],
  sistemas: readonly { idcliente: string; estado: number }[],
  facturas: readonly (FacturaDeuda & { idcliente: string; estado: number })[],
): FilaCartera[] => {
  const nSistemas = new Map<string, number>();
  for (const s of sistemas) if (s.estado > 0) nSistemas.set(s.idcliente, (nSistemas.get(s.idcliente) ?? 0) + 1);
  const deuda = new Map<string, number>();
  for (const f of facturas) if (f.estado > 0) deuda.set(f.idcliente, sumaCentimos([deuda.get(f.idcliente) ?? 0, pendienteFactura(f)]));
  return clientes.map((c) => ({ idcliente: c.idcliente, codigo: c.codigo, nombre: c.nombre, sistemas: nSistemas.get(c.idcliente) ?? 0, deuda: deuda.get(c.idcliente) ?? 0 }));
};

export const resumenCartera = (filas: readonly FilaCartera[]): ResumenCartera => ({
  clientes: filas.length,
  sistemas: filas.reduce((n, f) => n + f.sistemas, 0),
  deuda: sumaCentimos(filas.map((f) => f.deuda)),
});
