/** Textos de la custodia de llaves: llaveros (lista y ficha con su historial), salida y entrada. */

/** Etiquetas de los campos del llavero (lista y ficha). */
export const etiquetasLlavero = {
  codigo: 'Código',
  descripcion: 'Descripción',
  puesto: 'Puesto',
  numero_llaves: 'Número de llaves',
  ubicacion: 'Ubicación',
  situacion: 'Situación',
  en_poder: 'En poder de',
  fprevista_devolucion: 'Devolución prevista',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

/** Etiquetas de un movimiento del historial. */
export const etiquetasMovimiento = {
  tipo: 'Tipo',
  fecha: 'Fecha',
  persona: 'Persona',
  dni: 'DNI',
  empresa: 'Empresa',
  motivo: 'Motivo',
  fprevista_devolucion: 'Devolución prevista',
  custodio: 'Custodio',
  recibido: 'Recibido en el servidor',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

export const ETIQUETAS_SITUACION = { dentro: 'Dentro', fuera: 'Fuera' } as const satisfies Record<string, string>;
export const ETIQUETAS_TIPO_MOVIMIENTO = { salida: 'Salida', entrada: 'Entrada' } as const satisfies Record<string, string>;

/** Etiquetas del formulario de salida y de entrada (las del e2e). */
export const etiquetasFormularioMovimiento = {
  persona: 'Persona',
  dni: 'DNI/NIE',
  empresa: 'Empresa',
  motivo: 'Motivo',
  fechaDevolucion: 'Devolución prevista',
  horaDevolucion: 'Hora prevista de devolución',
  observaciones: 'Observaciones',
  firmaRecoge: 'Firma de quien recoge',
  firmaDevuelve: 'Firma de quien devuelve',
  firmaCustodio: 'Firma del custodio',
} as const satisfies Record<string, string>;

export const MENSAJES_MOVIMIENTO = {
  faltaFirmaRecoge: 'Falta la firma de quien recoge',
  faltaFirmaDevuelve: 'Falta la firma de quien devuelve',
  faltaHora: 'Indica la hora de devolución',
  faltaFecha: 'Indica la fecha de devolución',
} as const;

export const TEXTOS_LLAVES = {
  titulo: 'Llaveros',
  vacio: 'No hay llaveros en este dispositivo',
  todasSituaciones: 'Todas',
  codigoAsc: 'Código',
  descripcionAsc: 'Descripción',
  vencido: 'Vencido',
  datos: 'Datos del llavero',
  historial: 'Historial',
  sinMovimientos: 'El llavero no tiene movimientos',
  registrarSalida: 'Registrar salida',
  registrarEntrada: 'Registrar entrada',
  salidaTitulo: 'Salida de un llavero',
  entradaTitulo: 'Entrada de un llavero',
  salidaRegistrada: 'Salida registrada',
  entradaRegistrada: 'Entrada registrada',
  volverLista: 'Volver a los llaveros',
  volverLlavero: 'Volver al llavero',
  acciones: 'Del llavero',
  pendienteSubir: 'Pendiente de subir',
  noEsta: 'No está en el dispositivo',
  sinPuesto: 'Sin puesto',
  cargando: 'Cargando…',
  llavero: (codigo: string) => `Llavero ${codigo}`,
  movimiento: (tipo: string, fecha: string) => `${tipo} del ${fecha}`,
  firmaDe: (quien: string) => `Firma de ${quien}`,
  firmaDelCustodio: (nombre: string) => `Firma del custodio ${nombre}`,
  sinFirma: 'Firma aún no disponible en el dispositivo',
  firmas: 'Firmas',
  // Elegir el llavero
  elegir: 'Elige el llavero',
  escanear: 'Escanear llavero',
  escanerTitulo: 'Escanear el QR del llavero',
  campoLlavero: 'Llavero',
  eligeLlavero: 'Elige un llavero',
  codigoDesconocido: (codigo: string) => `No hay ningún llavero con el código ${codigo} en este dispositivo`,
  opcionLlavero: (codigo: string, descripcion: string, situacion: string) => `${codigo} · ${descripcion} (${situacion})`,
  // Tras 'El llavero X ya está fuera (lo tiene …)' / 'ya está dentro' (el mensaje del mutador): motivoSinMovimiento.
  yaFueraAviso: 'su salida no se puede registrar hasta que vuelva',
  yaDentroAviso: 'no hay entrada que registrar',
  quienRecoge: 'Quién lo recoge',
  quienDevuelve: 'Quién lo devuelve',
} as const;
