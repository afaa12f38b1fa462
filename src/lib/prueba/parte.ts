/** Un parte de trabajo válido para las pruebas unitarias (solo pruebas): cada una cambia lo que mira. */
import type { DocDe } from '../../../schemas';

export const parteDePrueba = (cambios: Partial<DocDe<'partetrabajo'>> = {}): DocDe<'partetrabajo'> => ({
  idparte_trabajo: 'p1',
  idorden_trabajo: 'o1',
  idtecnico: null,
  idsistema: null,
  idcliente: 'c1',
  iddelegacion: 'd1',
  numero: 'PT-000200',
  fecha: '2025-03-07',
  ffijada: null,
  clasificacion: 'correctivo',
  descripcion: 'Revisión',
  observaciones: '',
  estado: 1,
  fecha_desc: 'x',
  actualizado: '2025-03-07T13:05:00.000Z',
  ...cambios,
});
