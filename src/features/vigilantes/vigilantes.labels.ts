/** Textos de los vigilantes (lista y ficha). */

export const etiquetasVigilante = {
  nombre: 'Nombre',
  tip: 'TIP',
  categoria: 'Categoría',
  delegacion: 'Delegación',
  telefono: 'Teléfono',
  email: 'Correo electrónico',
  observaciones: 'Observaciones',
  estado: 'Estado',
} as const satisfies Record<string, string>;

export const TEXTOS_VIGILANTES = {
  titulo: 'Vigilantes',
  vacio: 'No hay vigilantes en este dispositivo',
  nombreAz: 'Nombre (A-Z)',
  nombreZa: 'Nombre (Z-A)',
  tipAsc: 'TIP',
  volverLista: 'Volver a vigilantes',
  datos: 'Datos del vigilante',
  puestos: 'Puestos asignados',
  sinPuestos: 'No tiene puestos asignados en este dispositivo',
  turnosMes: 'Turnos de este mes',
  cuadrante: 'Ver su cuadrante',
  enlaces: 'Del vigilante',
  cargando: 'Cargando…',
  noEsta: 'No está en el dispositivo',
  deBaja: 'Este vigilante está de baja',
} as const;
