/** Textos de los contratos (lista, ficha, edición, cuotas, servicios contratados, materiales y presupuesto de origen). */

/** Etiquetas de los campos del contrato (ficha, lista y formulario). */
export const etiquetasContrato = {
  numero: 'Número',
  cliente: 'Cliente',
  titulo: 'Título',
  estado: 'Estado',
  fecha_inicio: 'Fecha de inicio',
  duracion_meses: 'Duración (meses)',
  fecha_fin: 'Fecha de fin',
  renovacion_automatica: 'Renovación automática',
  forma_pago: 'Forma de pago',
  forma_pago_cuotas: 'Forma de pago de las cuotas',
  idcuenta_bancaria: 'Cuenta bancaria',
  cuenta: 'Cuenta bancaria',
  direccion: 'Dirección de instalación',
  base: 'Base imponible',
  cuota_iva: 'IVA',
  total: 'Total',
  condiciones: 'Condiciones',
  observaciones: 'Observaciones',
  inicio: 'Inicio',
  duracion: 'Duración',
} as const satisfies Record<string, string>;

export const etiquetasCuota = {
  numero: 'N.º',
  fecha: 'Vencimiento',
  forma_pago: 'Forma de pago',
  importe: 'Importe',
  cobrada: 'Cobrada',
  fcobro: 'Fecha de cobro',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

export const etiquetasServicio = {
  concepto: 'Concepto',
  periodicidad: 'Periodicidad',
  importe: 'Importe',
  fecha_alta: 'Alta',
  fecha_baja: 'Baja',
  observaciones: 'Observaciones',
  acciones: 'Acciones',
} as const satisfies Record<string, string>;

/** Columnas de las líneas con IVA: los materiales del contrato y las líneas del presupuesto congelado. */
export const etiquetasLineaIva = {
  descripcion: 'Descripción',
  subsistema: 'Subsistema',
  unidades: 'Uds.',
  precio: 'Precio',
  dto: 'Dto. %',
  iva: 'IVA %',
  importe: 'Importe',
} as const satisfies Record<string, string>;

export const TEXTOS_CONTRATOS = {
  titulo: 'Contratos',
  vacio: 'No hay contratos en este dispositivo',
  inicioReciente: 'Inicio más reciente',
  inicioAntiguo: 'Inicio más antiguo',
  datos: 'Datos del contrato',
  volverLista: 'Volver a contratos',
  volverFicha: 'Volver al contrato',
  modificar: 'Modificar',
  modificarTitulo: 'Modificar el contrato',
  guardado: 'Cambios guardados',
  cuotas: 'Cuotas',
  servicios: 'Servicios contratados',
  materiales: 'Materiales',
  presupuesto: 'Presupuesto',
  ficheros: 'Ficheros',
  datosPersonalizados: 'Datos',
  enlaces: 'Del contrato',
  finalizar: 'Finalizar contrato',
  anular: 'Anular contrato',
  finalizado: 'Contrato finalizado',
  anulado: 'Contrato anulado',
  confirmarFinalizar: (numero: string) => `¿Finalizar el contrato ${numero}? Dejará de estar vigente.`,
  confirmarAnular: (numero: string) => `¿Anular el contrato ${numero}? Esta acción no se puede deshacer.`,
  avisoAnulado: 'Este contrato está anulado',
  sinCliente: 'No está en el dispositivo',
  sinCuenta: 'Sin cuenta bancaria',
  cuentaNoEsta: 'La cuenta no está en el dispositivo',
  direccionNoEsta: 'La dirección no está en el dispositivo',
  meses: (n: number) => `${n} ${n === 1 ? 'mes' : 'meses'}`,
  resumenCuotas: (n: number, cobradas: number, pendiente: string) => `Cuotas: ${n} · cobradas ${cobradas} de ${n} · pendiente ${pendiente}`,
  cargando: 'Cargando…',
  si: 'Sí',
  no: 'No',
} as const;

export const TEXTOS_CUOTAS = {
  titulo: 'Cuotas del contrato',
  tabla: 'Cuotas',
  vacio: 'El contrato no tiene cuotas',
  total: 'Total',
  pendiente: (importe: string) => `Pendiente de cobro: ${importe}`,
  cobradaEl: (fecha: string) => `Sí, el ${fecha}`,
  cuota: (n: number) => `Cuota ${n}`,
  datos: 'Datos de la cuota',
  modificar: 'Modificar la cuota',
  guardada: 'Cambios guardados',
  marcarCobrada: 'Marcar como cobrada',
  marcada: 'Cuota cobrada',
  volverCuotas: 'Volver a las cuotas',
  noEsDelContrato: 'La cuota no es de este contrato',
  sinForma: 'Sin indicar',
  fcobroRequerida: 'Indica la fecha de cobro',
} as const;

export const TEXTOS_SERVICIOS = {
  titulo: 'Servicios contratados',
  tabla: 'Servicios',
  vacio: 'El contrato no tiene servicios contratados',
  anadir: 'Añadir servicio',
  nuevo: 'Nuevo servicio contratado',
  anadido: 'Servicio añadido',
  darDeBaja: 'Dar de baja',
  deBaja: 'Servicio dado de baja',
  confirmarBaja: (concepto: string) => `¿Dar de baja el servicio ${concepto} con fecha de hoy?`,
  elige: 'Elige la periodicidad',
} as const;

export const TEXTOS_MATERIALES = {
  titulo: 'Materiales del contrato',
  tabla: 'Materiales',
  vacio: 'El contrato no tiene materiales',
  total: 'Total',
} as const;

export const TEXTOS_PRESUPUESTO = {
  titulo: 'Presupuesto del contrato',
  datos: 'Presupuesto aceptado',
  lineas: 'Líneas',
  vacioLineas: 'El presupuesto no tenía líneas',
  noEsDelContrato: 'Este presupuesto no es el del contrato',
  sinRevision: 'La copia del presupuesto aún no está en este dispositivo',
  copiaIlegible: 'La copia del presupuesto no se puede leer',
  abrir: 'Abrir el presupuesto',
  revision: (n: number, estado: string) => `Revisión ${n} (${estado})`,
  total: 'Total',
} as const;

export const etiquetasRevision = {
  numero: 'Número',
  titulo: 'Título',
  fecha: 'Fecha',
  revision: 'Revisión',
  congelada: 'Congelada el',
  base: 'Base imponible',
  cuota_iva: 'IVA',
  total: 'Total',
} as const satisfies Record<string, string>;

/** 'Base 1.000,00 € · IVA 210,00 € · Total 1.210,00 €'. */
export const textoTotales = (base: string, iva: string, total: string): string => `Base ${base} · IVA ${iva} · Total ${total}`;
