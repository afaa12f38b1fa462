/**
 * Versión 64 de `movimientostock` (issue 17): el motivo 'pedido' (servir un pedido del almacén); sus
 * documentos de la 63 valen tal cual (paso identidad).
 *
 * Versión 64 de `cliente` (las demás colecciones siguen en la 63, decisión 46): índice de `nombre`,
 * el orden de la lista de clientes, para que la primera página pare en el límite en vez de leer todos los
 * clientes. Un texto indexado necesita `maxLength` (MAX_NOMBRE_CLIENTE): un nombre guardado más largo se
 * recorta a esa longitud; lo demás pasa igual. El índice lo construye RxDB al copiar los documentos a la
 * colección nueva.
 *
 * Versión 64 de `sobre` (issue 29): `num_revision` y `fanulado` (opcionales) y la situación 'anulado'; sus
 * documentos de la 63 valen tal cual (paso identidad).
 */
import { texto } from '../schemas/comun';
import { MAX_NOMBRE_CLIENTE } from '../schemas/cliente';
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 64 cambió, por colección (sirve para derivar los esquemas 63). */
export const CAMBIOS_V64: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  cliente: { indices: ['nombre'], antes: { nombre: texto } },
  movimientostock: { antes: { motivo: { type: 'string', enum: ['instalacion', 'devolucion', 'descarga', 'ajuste'] } } },
  sobre: { campos: ['num_revision', 'fanulado'], antes: { situacion: { type: 'string', enum: ['enviado', 'firmado', 'cancelado'] } } },
};

/**
 * Los primeros `n` caracteres de un texto. Cuenta puntos de código, como `maxLength` en ajv, no unidades
 * UTF-16: nunca deja medio par sustituto (un carácter fuera del plano básico, como un emoji, partido),
 * que el servidor rechazaría como carácter no válido.
 */
export const recortar = (valor: string, n: number): string => {
  const caracteres = [...valor];
  return caracteres.length > n ? caracteres.slice(0, n).join('') : valor;
};

/** El cliente de la 63 en la 64: el nombre, como mucho MAX_NOMBRE_CLIENTE caracteres. */
export const clienteV64 = (doc: DocMigrado): DocMigrado =>
  typeof doc.nombre === 'string' ? { ...doc, nombre: recortar(doc.nombre, MAX_NOMBRE_CLIENTE) } : doc;

/** El movimiento de existencias de la 63 en la 64: igual (solo se amplió el enumerado del motivo). */
export const movimientoStockV64 = (doc: DocMigrado): DocMigrado => doc;

/** El sobre de la 63 en la 64: igual (campos nuevos opcionales y una situación más). */
export const sobreV64 = (doc: DocMigrado): DocMigrado => doc;

export const pasosV64: Partial<Record<ColeccionCualquiera, PasoMigracion>> = {
  cliente: clienteV64,
  movimientostock: movimientoStockV64,
  sobre: sobreV64,
};
