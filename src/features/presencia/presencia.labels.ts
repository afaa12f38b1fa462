/** Textos de la presencia (registro de jornada): lista, estado, fichar, ficha, corrección, horas e informe. */

/** Etiquetas de los campos del fichaje (lista y ficha). */
export const etiquetasFichaje = {
  dia: 'Día',
  hora: 'Hora',
  tipo: 'Tipo',
  empleado: 'Empleado',
  posicion: 'Posición',
  fdispositivo: 'Hora del dispositivo',
  frecibido: 'Recibido en el servidor',
  registro: 'Registro',
  correccion: 'Corrección',
  motivo: 'Motivo',
  autor: 'Registrado por',
  corrige: 'Corrige a',
  corregidoPor: 'Corregido por',
} as const satisfies Record<string, string>;

/** Etiquetas del formulario de corrección (y del fichaje olvidado). */
export const etiquetasCorreccion = {
  idempleado: 'Empleado',
  tipo: 'Tipo',
  fecha: 'Fecha',
  hora: 'Hora',
  motivo: 'Motivo de la corrección',
} as const satisfies Record<string, string>;

export const ETIQUETAS_TIPO_FICHAJE = { entrada: 'Entrada', salida: 'Salida' } as const satisfies Record<string, string>;

/** Por qué no hay posición (lo que se guarda en `sin_posicion`). */
export { MOTIVOS_SIN_POSICION } from '../../lib/posicion';

export const TEXTOS_PRESENCIA = {
  titulo: 'Fichajes',
  vacio: 'No hay fichajes en este dispositivo',
  fichaje: 'fichaje',
  fichajes: 'fichajes',
  cargando: 'Cargando…',
  noEsta: 'No está en el dispositivo',
  pendienteSubir: 'Pendiente de subir',
  recientes: 'Más recientes primero',
  antiguos: 'Más antiguos primero',
  todosTipos: 'Todos',
  todosEmpleados: 'Todos los empleados',
  // Estado de quien ficha
  estado: 'Tu estado',
  fuera: 'Fuera',
  dentroDesde: (hora: string) => `Dentro desde las ${hora}`,
  dentroDesdeDia: (dia: string, hora: string) => `Dentro desde el ${dia} a las ${hora}`,
  ficharEntrada: 'Fichar entrada',
  ficharSalida: 'Fichar salida',
  // Filas y ficha
  conPosicion: 'Con posición',
  sinPosicion: (motivo: string) => `Sin posición: ${motivo}`,
  dispositivoServidor: (dispositivo: string, servidor: string) => `Dispositivo ${dispositivo} · Servidor ${servidor}`,
  dispositivoPendiente: (dispositivo: string) => `Dispositivo ${dispositivo} · Pendiente de subir`,
  corregido: 'Corregido',
  correccion: (motivo: string, autor: string) => `Corrección: ${motivo} (${autor})`,
  fichajeDe: (tipo: string, cuando: string) => `${tipo} del ${cuando}`,
  datos: 'Datos del fichaje',
  volverLista: 'Volver a los fichajes',
  mapa: 'Posición al fichar',
  posicionTexto: (lat: string, lng: string, precision: string | null) => `${lat}, ${lng}${precision ? ` (± ${precision} m)` : ''}`,
  anadido: 'Fichaje añadido por la supervisión (no corrige a otro)',
  nadieLoCorrige: 'Vigente: nadie lo ha corregido',
  verFichaje: (texto: string) => `Ver ${texto}`,
  // Corrección
  corregir: 'Corregir este fichaje',
  corregirAyuda: 'El fichaje no se modifica: la corrección es un fichaje nuevo que lo deja sin efecto, con su motivo y quién la hace.',
  yaCorregido: 'Este fichaje ya tiene una corrección: si hay que cambiarlo otra vez, corrige la corrección.',
  registrarCorreccion: 'Registrar corrección',
  correccionRegistrada: 'Corrección registrada',
  confirmarCorreccion: (original: string, nuevo: string, motivo: string) =>
    `La ${original} quedará sin efecto y contará ${nuevo}. Motivo: «${motivo}». Los fichajes no se borran: la corrección queda registrada con tu nombre. ¿Registrar la corrección?`,
  confirmarOlvidado: (empleado: string, nuevo: string, motivo: string) =>
    `Se añadirá a ${empleado} ${nuevo}. Motivo: «${motivo}». Queda registrado con tu nombre. ¿Añadir el fichaje?`,
  olvidado: 'Añadir fichaje olvidado',
  olvidadoAyuda: 'Para una entrada o una salida que el empleado no fichó. Queda registrada con el motivo y tu nombre.',
  anadirFichaje: 'Añadir fichaje',
  fichajeAnadido: 'Fichaje añadido',
  eligeEmpleado: 'Elige un empleado',
  faltaEmpleado: 'Elige el empleado',
  eligeTipo: 'Elige entrada o salida',
  faltaFecha: 'Indica la fecha',
  faltaHora: 'Indica la hora',
  nuevoTexto: (tipo: string, fechaHora: string) => `la ${tipo.toLowerCase()} del ${fechaHora}`,
  // Fichar
  fichar: 'Fichar',
  registrarTitulo: (tipo: string) => `Fichar ${tipo.toLowerCase()}`,
  tipoNoValido: (tipo: string) => `«${tipo}» no es un tipo de fichaje: solo se puede fichar la entrada o la salida.`,
  buscandoPosicion: 'Obteniendo tu posición…',
  posicionObtenida: (texto: string) => `Tu posición: ${texto}`,
  sinPosicionAviso: 'No se ha podido obtener tu posición: el fichaje se guardará sin ella',
  reintentarPosicion: 'Volver a intentarlo',
  horaAhora: 'La hora del fichaje es la de este dispositivo al pulsar el botón; el servidor anota además la suya al recibirlo.',
  sinConexion: 'Sin conexión: el fichaje se guarda en este dispositivo y se sube al volver la red.',
  entradaRegistrada: (hora: string) => `Entrada registrada a las ${hora}`,
  salidaRegistrada: (hora: string) => `Salida registrada a las ${hora}`,
  irAlOtro: (tipo: string) => `Ir a fichar la ${tipo.toLowerCase()}`,
  // Supervisión
  dentroAhora: 'Quién está dentro ahora',
  dentroAhoraNota: (horas: number) => `Empleados cuyo último fichaje vigente de las últimas ${horas} horas es una entrada.`,
  nadieDentro: 'No hay nadie dentro ahora',
  horas: 'Horas trabajadas',
  horasNota: 'Por persona y día, de lunes a domingo. Un tramo cuenta en el día de su entrada; una entrada sin salida de hace más de 24 horas no suma (hay que corregirla).',
  sinHoras: 'Nadie ha fichado esa semana',
  semana: (desde: string, hasta: string) => `Semana del ${desde} al ${hasta}`,
  totalSemana: 'Semana',
  grafica: (nombre: string, total: string) => `Horas de ${nombre} por día: ${total} en la semana`,
  barra: (dia: string, horas: string) => `${dia}: ${horas}`,
  empleadoFiltro: 'Empleado',
  // Informe
  informe: 'Informe mensual',
  informeNota: 'Cada día con sus tramos, el total del día y del mes, las correcciones con su motivo y las líneas para firmar. Se genera en este dispositivo, también sin conexión.',
  mes: 'Mes',
  descargarPdf: 'Descargar PDF',
  descargarCsv: 'Descargar CSV',
  informeDescargado: 'Informe descargado',
  errorInforme: (e: string) => `No se ha podido generar el informe: ${e}`,
  empleadoNoEsta: 'El empleado no está en este dispositivo',
  acciones: 'Acciones de presencia',
} as const;

/** Días de la semana, abreviados y completos (de lunes a domingo). */
export const DIAS_SEMANA = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;
export const DIAS_SEMANA_LARGOS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
