import type { Coleccion } from '../../schemas';

/** Nombre de cada entidad en singular, para mensajes ('Modificación de parte de trabajo'). */
export const etiquetasEntidad: Record<Coleccion, string> = {
  partetrabajo: 'parte de trabajo',
  lpartetrabajo: 'línea de parte',
  ordentrabajo: 'orden de trabajo',
  lordentrabajo: 'línea de orden',
  accionejec: 'acción ejecutada',
  sistema: 'sistema',
  materialsistema: 'material de sistema',
  cliente: 'cliente',
  telefono: 'teléfono',
  direccion: 'dirección',
  articulo: 'artículo',
  almacen: 'almacén',
  tecnico: 'técnico',
  parametro: 'parámetro',
  fichero: 'fichero',
  tiempotrabajado: 'tiempo trabajado',
  delegacion: 'delegación',
  empleado: 'empleado',
};
