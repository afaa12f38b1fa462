/**
 * Lo que decide la consulta de la lista de clientes (/clientes/): sin selector base ni filtros, búsqueda
 * por código, nombre y NIF y orden por nombre (por el índice de `nombre`, decisión 46). Lo usan la
 * pantalla, la prueba del plan de consulta y el bench de la búsqueda: los tres miden la misma lista.
 */
import type { DocDe } from '../../../schemas';
import type { ConsultaLista } from '../../ui/lista/consulta';
import type { CampoBusqueda } from '../../ui/lista/tipos';
import { etiquetasCliente } from './clientes.labels';

type Cliente = DocDe<'cliente'>;

export const CONSULTA_CLIENTES = {
  selectorBase: {},
  filtros: [],
  ordenes: [{ id: 'nombre', etiqueta: etiquetasCliente.nombre, campo: 'nombre', direccion: 'asc' }],
} as const satisfies ConsultaLista<Cliente>;

export const BUSQUEDA_CLIENTES: readonly CampoBusqueda<Cliente>[] = [{ campo: 'codigo' }, { campo: 'nombre' }, { campo: 'nif' }];
