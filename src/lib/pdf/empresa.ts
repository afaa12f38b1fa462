/**
 * Los datos de la empresa para el membrete de los PDF (parte, presupuesto), de los parámetros empresa_*:
 * la regla pura (`empresaDeParametros`, con los parámetros ya leídos) y su lectura del dispositivo.
 */
import type { VigiaDatabase } from '../../../replication/cliente';
import type { EmpresaPdf } from './membrete';

/** El parámetro de cada dato de la empresa. */
export const PARAMETROS_EMPRESA = {
  nombre: 'empresa_nombre',
  cif: 'empresa_cif',
  direccion: 'empresa_direccion',
  telefono: 'empresa_telefono',
  email: 'empresa_email',
  registro: 'empresa_registro_dgp',
} as const satisfies Record<keyof EmpresaPdf, string>;

/** La empresa a partir de los parámetros (clave → valor); lo que falta, vacío. */
export const empresaDeParametros = (parametros: ReadonlyMap<string, string>): EmpresaPdf => {
  const p = (clave: string): string => parametros.get(clave) ?? '';
  const c = PARAMETROS_EMPRESA;
  return { nombre: p(c.nombre), cif: p(c.cif), direccion: p(c.direccion), telefono: p(c.telefono), email: p(c.email), registro: p(c.registro) };
};

/** Lee del dispositivo solo los parámetros de la empresa (por el índice de clave). */
export const leerEmpresa = async (db: Pick<VigiaDatabase, 'parametro'>): Promise<EmpresaPdf> => {
  const docs = await db.parametro.find({ selector: { clave: { $in: Object.values(PARAMETROS_EMPRESA) } } }).exec();
  return empresaDeParametros(new Map(docs.map((d) => [d.clave, d.valor])));
};
