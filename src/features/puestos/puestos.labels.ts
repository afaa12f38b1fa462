/** Textos de los puestos de servicio (lista, ficha, novedades, servicios y turnos). */

/** Etiquetas de los campos del puesto (lista y ficha). */
export const etiquetasPuesto = {
  codigo: 'Código',
  nombre: 'Nombre',
  cliente: 'Cliente',
  delegacion: 'Delegación',
  direccion: 'Dirección',
  poblacion: 'Población',
  provincia: 'Provincia',
  telefono: 'Teléfono',
  contacto: 'Contacto',
  consignas: 'Consignas',
  observaciones: 'Observaciones',
  fecha_alta: 'Fecha de alta',
  estado: 'Estado',
} as const satisfies Record<string, string>;

export const TEXTOS_PUESTOS = {
  titulo: 'Puestos de servicio',
  vacio: 'No hay puestos de servicio en este dispositivo',
  nombreAz: 'Nombre (A-Z)',
  nombreZa: 'Nombre (Z-A)',
  codigoAsc: 'Código',
  volverLista: 'Volver a puestos de servicio',
  volverFicha: 'Volver al puesto',
  datos: 'Datos del puesto',
  consignas: 'Consignas',
  sinConsignas: 'El puesto no tiene consignas',
  mapa: 'Ubicación del puesto',
  sinCoordenadas: 'Este puesto no tiene coordenadas.',
  enlaces: 'Del puesto',
  novedades: 'Partes de novedad',
  servicios: 'Servicios',
  turnos: 'Turnos',
  ficheros: 'Ficheros',
  datosPersonalizados: 'Datos',
  cuadrante: 'Cuadrante',
  vigilantes: 'Vigilantes asignados',
  sinVigilantes: 'El puesto no tiene vigilantes asignados',
  desde: (fecha: string) => `desde el ${fecha}`,
  hasta: (fecha: string) => `hasta el ${fecha}`,
  rondas: 'Rondas programadas',
  sinRondas: 'El puesto no tiene rondas programadas',
  ronda: (hora: string, minutos: number, dias: string) => `${hora} · ${minutos} min · ${dias}`,
  ordenada: 'en orden',
  llaveros: 'Llaveros',
  sinLlaveros: 'El puesto no tiene llaveros',
  llavero: (descripcion: string, situacion: string) => `${descripcion} · ${situacion}`,
  situacion: { dentro: 'Dentro', fuera: 'Fuera' } as const,
  enPoder: (persona: string) => `(lo tiene ${persona})`,
  cargando: 'Cargando…',
  noEsta: 'No está en el dispositivo',
  direccionCompleta: (direccion: string, poblacion: string | null | undefined, provincia: string | null | undefined) =>
    [direccion, poblacion, provincia ? `(${provincia})` : null].filter((x) => x !== null && x !== undefined && x !== '').join(', ').replace(', (', ' ('),
} as const;

export const TEXTOS_NOVEDADES = {
  titulo: 'Partes de novedad del puesto',
  tabla: 'Partes de novedad',
  vacio: 'El puesto no tiene partes de novedad en este dispositivo',
  numero: 'Número',
  fecha: 'Fecha',
  titulo_parte: 'Título',
  gravedad: 'Gravedad',
  vigilante: 'Vigilante',
  gravedades: { baja: 'Baja', media: 'Media', alta: 'Alta' } as const,
  mas: 'Ver más',
} as const;

/** Días de la semana de un servicio (1 lunes … 7 domingo). */
export const DIAS_SEMANA = [
  { valor: 1, corto: 'L', largo: 'Lunes' },
  { valor: 2, corto: 'M', largo: 'Martes' },
  { valor: 3, corto: 'X', largo: 'Miércoles' },
  { valor: 4, corto: 'J', largo: 'Jueves' },
  { valor: 5, corto: 'V', largo: 'Viernes' },
  { valor: 6, corto: 'S', largo: 'Sábado' },
  { valor: 7, corto: 'D', largo: 'Domingo' },
] as const;

export const TIPOS_SERVICIO = {
  vigilancia: 'Vigilancia',
  control_accesos: 'Control de accesos',
  rondas: 'Rondas',
  acuda: 'Acuda',
  recepcion: 'Recepción',
} as const;

export const etiquetasServicio = {
  descripcion: 'Descripción',
  tipo: 'Tipo',
  horario: 'Horario',
  hora_inicio: 'Hora de inicio',
  hora_fin: 'Hora de fin',
  dias: 'Días',
  vigilantes: 'Vigilantes',
  fecha_alta: 'Fecha de alta',
  fecha_baja: 'Fecha de baja',
  observaciones: 'Observaciones',
  acciones: 'Acciones',
  cuadrante: 'Cuadrante',
} as const satisfies Record<string, string>;

export const TEXTOS_SERVICIOS = {
  titulo: 'Servicios del puesto',
  tabla: 'Servicios',
  vacio: 'El puesto no tiene servicios',
  anadir: 'Añadir servicio',
  nueva: 'Nuevo servicio',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  acciones: 'Acciones',
  tituloModificar: (n: string) => `Modificar el servicio ${n}`,
  confirmarEliminar: (n: string) => `¿Eliminar el servicio «${n}»?`,
  anadida: 'Servicio añadido',
  guardada: 'Servicio guardado',
  eliminada: 'Servicio eliminado',
  eligeTipo: 'Elige el tipo',
  eligeDias: 'Elige al menos un día',
  horaNoValida: 'Escribe la hora como HH:MM',
  cuadranteDe: (descripcion: string, mes: string) => `Cuadrante de ${descripcion} de ${mes}`,
  verCuadrante: 'Cuadrante del mes',
  todos: 'Todos los días',
} as const;

export const etiquetasTurno = {
  codigo: 'Código',
  descripcion: 'Descripción',
  hora_inicio: 'Entrada',
  hora_fin: 'Salida',
  horas: 'Horas',
  observaciones: 'Observaciones',
  acciones: 'Acciones',
} as const satisfies Record<string, string>;

export const TEXTOS_TURNOS = {
  titulo: 'Turnos del puesto',
  tabla: 'Turnos',
  vacio: 'El puesto no tiene turnos',
  anadir: 'Añadir turno',
  nueva: 'Nuevo turno',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  acciones: 'Acciones',
  tituloModificar: (n: string) => `Modificar el turno ${n}`,
  confirmarEliminar: (n: string) => `¿Eliminar el turno «${n}»? Las celdas del cuadrante que ya lo usan lo conservan.`,
  anadida: 'Turno añadido',
  guardada: 'Turno guardado',
  eliminada: 'Turno eliminado',
  codigoRepetido: 'Ya hay un turno con ese código en el puesto',
  horaNoValida: 'Escribe la hora como HH:MM',
  ayudaCodigo: 'Lo que se escribe en el cuadrante: M, T, N…',
  ayudaSalida: 'Si es menor que la entrada, el turno acaba al día siguiente',
} as const;
