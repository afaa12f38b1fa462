/** Textos del catálogo de empleados (lista y ficha). */
export const etiquetasEmpleado = {
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  nif: 'NIF',
  email: 'Correo electrónico',
  delegacion: 'Delegación',
  estado: 'Estado',
} as const satisfies Record<string, string>;

export const TEXTOS_EMPLEADOS = {
  titulo: 'Empleados',
  vacio: 'No hay empleados',
  datos: 'Datos del empleado',
  volverLista: 'Volver a empleados',
  todasDelegaciones: 'Todas las delegaciones',
  delegacionNoDescargada: 'Delegación no descargada',
  ficheros: 'Ficheros del empleado',
} as const;

export const etiquetaEstadoEmpleado = (estado: number): string => (estado > 0 ? 'Activo' : 'De baja');
