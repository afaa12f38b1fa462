/**
 * Presupuestos y contratos de la demo (issue 15): plantillas con líneas del catálogo y sus condiciones,
 * los datos personalizados del presupuesto (idtabla 106: el grado de seguridad EN 50131, requerido para
 * aceptar), presupuestos de clientes y de prospectos en todos los estados con sus subsistemas, líneas,
 * ubicaciones, mantenimiento, cuotas y revisiones, y los contratos de muchos aceptados y firmados. Todo
 * como lo dejarían los mutadores (replication/mutadores/presupuestos.ts): totales de totalesPresupuesto,
 * cuotas de repartirImporte, revisiones con la copia de `congelar`, lo que falta para aceptar vacío en los
 * aceptados, y contratos como desdePresupuestoSync (sus cuotas, materiales y servicios con el id de la
 * cuota, la línea y el mantenimiento del presupuesto). Coherente con el ámbito: la delegación y el
 * comercial del dueño, y la dirección y la cuenta, del dueño. Usa su propia sección de azar.
 *
 * Los diez primeros presupuestos son editables: el 1, del usuario «comercial»; del 2 al 10, de
 * «comercial2». Las pruebas de server/seguridad escriben sobre el primer documento (por id en texto: '1',
 * '10', '100'…) de cada colección dentro y fuera del ámbito de cada uno, y lo que cuelga de un presupuesto
 * aceptado no se deja tocar: así el primero que ve cada uno, y el primero que no ve, es de uno editable.
 */
import { entidades, importeLinea, type DocDe } from '../../../schemas';
import { idDato } from '../../../schemas/dato';
import {
  fechasMensuales, repartirImporte, totalesPresupuesto, type EstadoPresupuesto, type FormaPago, type Totales,
} from '../../../replication/presupuestos';
import type { UsuarioDemo } from '../tipos';
import type { Catalogo, Categoria } from './catalogo';
import { articuloDe, type Cartera } from './clientes';
import type { DatosComerciales } from './comercial';
import { diaDe, fechaDe, instanteDe } from './fechas';
import type { Organizacion } from './organizacion';
import type { Aleatorio } from './prng';
import { UBICACIONES_EMPRESA, UBICACIONES_VIVIENDA, type TipoSistema } from './textos';

export interface DatosPresupuestos {
  plantillas: DocDe<'plantillapresupuesto'>[];
  lineasPlantilla: DocDe<'lplantillapresupuesto'>[];
  presupuestos: DocDe<'presupuestocli'>[];
  lineas: DocDe<'lpresupuestocli'>[];
  cuotas: DocDe<'cuotapresupuesto'>[];
  ubicaciones: DocDe<'ubicacionpresupuesto'>[];
  subsistemas: DocDe<'subsispresupuesto'>[];
  mantenimientos: DocDe<'mantpresupuesto'>[];
  revisiones: DocDe<'revisionpresupuesto'>[];
  contratos: DocDe<'contrato'>[];
  cuotasContrato: DocDe<'cuotacontrato'>[];
  serviciosContratados: DocDe<'serviciocontratado'>[];
  materialesContrato: DocDe<'materialcontrato'>[];
  /** Campos de datos personalizados del presupuesto (se añaden a los de los sistemas) y sus valores. */
  campos: DocDe<'campodato'>[];
  valores: DocDe<'dato'>[];
}

export interface EntradaPresupuestos {
  r: Aleatorio;
  diaHoy: number;
  escala: number;
  org: Organizacion;
  cartera: Cartera;
  catalogo: Catalogo;
  comercial: DatosComerciales;
  usuarios: readonly UsuarioDemo[];
}

/** Presupuestos: unos 120 por unidad de escala, entre 40 y 1.500 (la escala 100 sigue siendo modesta). */
export const presupuestosPorEscala = (escala: number): number => Math.min(1500, Math.max(40, Math.round(120 * escala)));

/** idtabla del presupuesto (106, schemas/index.ts): sus datos personalizados. */
export const IDTABLA_PRESUPUESTO: number = entidades.presupuestocli.idtabla ?? 106;
/** Campos del presupuesto: siguen a los seis de los sistemas (ids '1'…'6'). */
export const CAMPO_GRADO = '7';
export const CAMPO_REFERENCIA = '8';
export const CAMPO_VISITA = '9';
export const GRADOS = ['Grado 1', 'Grado 2', 'Grado 3', 'Grado 4'] as const;

const CAMPOS_PRESUPUESTO: readonly DocDe<'campodato'>[] = [
  {
    idcampo_dato: CAMPO_GRADO, idtabla: IDTABLA_PRESUPUESTO, nombre: 'grado_seguridad', etiqueta: 'Grado de seguridad (EN 50131)', tipo: 'opcion',
    requerido: true, opciones: [...GRADOS], orden: 10, max: null, estado: 1,
  },
  {
    idcampo_dato: CAMPO_REFERENCIA, idtabla: IDTABLA_PRESUPUESTO, nombre: 'referencia_cliente', etiqueta: 'Referencia del cliente', tipo: 'texto',
    requerido: false, opciones: [], orden: 20, max: 30, estado: 1,
  },
  {
    idcampo_dato: CAMPO_VISITA, idtabla: IDTABLA_PRESUPUESTO, nombre: 'fecha_visita_tecnica', etiqueta: 'Fecha de visita técnica', tipo: 'fecha',
    requerido: false, opciones: [], orden: 30, max: null, estado: 1,
  },
];

/** Tipo de instalación de un presupuesto: decide sus subsistemas, líneas, mantenimiento y condiciones. */
type Tipo = 'alarma' | 'cctv' | 'accesos' | 'incendio' | 'alarma_cctv';
type Periodicidad = DocDe<'mantpresupuesto'>['periodicidad'];
type Momento = { dia: number; instante: string };

const IVA = 21;
const MAX_LINEAS_LIBRES = 9;
const MAX_UBICACIONES = 9;

// Condiciones: las comunes y, por tipo, el mantenimiento y la normativa.
const VALIDEZ = 'Validez de la oferta: 30 días naturales desde la fecha del presupuesto.';
const PLAZO = 'Plazo de instalación: entre 7 y 15 días laborables desde la aceptación, según la disponibilidad del material. Los trabajos se hacen en horario laboral; fuera de él, con el precio de la hora de urgencia.';
const GARANTIA = 'Garantía: 2 años en los equipos y 1 año en la mano de obra desde la puesta en marcha. No cubre manipulaciones de terceros, golpes, sobretensiones ni el desgaste de las baterías.';
const PAGO = 'Forma de pago: la indicada en el presupuesto. Los recibos domiciliados se cargan en la cuenta del mandato SEPA firmado por el cliente.';
const DATOS = 'Protección de datos: en cumplimiento del Reglamento (UE) 2016/679 (RGPD) y de la Ley Orgánica 3/2018 (LOPDGDD), los datos del cliente se tratan para elaborar este presupuesto y, si se acepta, para ejecutar el contrato. El cliente puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a la dirección de la empresa.';
const IMAGENES = ' Las imágenes de videovigilancia se conservan un máximo de 30 días y se informa de la zona videovigilada con el cartel de la LOPDGDD (art. 22).';
const PRECIOS = 'Precios en euros, sin IVA; el IVA (21 %) se detalla en el total del presupuesto.';
const NORMATIVA_ALARMA = 'Normativa: instalación hecha por empresa de seguridad inscrita en el Registro Nacional de Seguridad Privada, conforme a la Ley 5/2014 de Seguridad Privada, a la Orden INT/316/2011 sobre el funcionamiento de los sistemas de alarma y a la norma UNE-EN 50131-1, con el grado de seguridad indicado en el presupuesto.';
const MANTENIMIENTO: Record<Tipo, string> = {
  alarma: 'Mantenimiento: el contrato de mantenimiento incluye las revisiones que exige la Orden INT/316/2011 (art. 43), al menos dos al año y una de ellas presencial. La cuota de conexión a la Central Receptora de Alarmas se factura por meses anticipados.',
  alarma_cctv: 'Mantenimiento: el contrato de mantenimiento incluye las revisiones que exige la Orden INT/316/2011 (art. 43), al menos dos al año y una de ellas presencial, y una revisión anual de las cámaras y la grabación. La cuota de conexión a la Central Receptora de Alarmas se factura por meses anticipados.',
  cctv: 'Mantenimiento: una revisión preventiva al año con limpieza de ópticas, comprobación de la grabación y actualización del firmware de cámaras y grabador.',
  accesos: 'Mantenimiento: una revisión anual de lectores, cerraduras y pulsadores de emergencia, con copia de seguridad de la base de usuarios.',
  incendio: 'Mantenimiento: revisiones trimestrales y anuales por empresa mantenedora habilitada, según el anexo II del RIPCI, con el acta de cada revisión.',
};
const NORMATIVA: Record<Tipo, string> = {
  alarma: NORMATIVA_ALARMA,
  alarma_cctv: NORMATIVA_ALARMA,
  cctv: 'Normativa: instalación hecha por empresa de seguridad inscrita en el Registro Nacional de Seguridad Privada, conforme a la Ley 5/2014 de Seguridad Privada y a la norma UNE-EN 62676. Las cámaras no captan la vía pública más allá de lo imprescindible.',
  accesos: 'Normativa: sistema conforme a la norma UNE-EN 60839-11-1. Las puertas de evacuación con cerradura electromagnética llevan pulsador de emergencia y se desbloquean con la alarma de incendio (Código Técnico de la Edificación, DB SI).',
  incendio: 'Normativa: instalación y mantenimiento por empresa habilitada, conforme al Reglamento de instalaciones de protección contra incendios (RIPCI, Real Decreto 513/2017) y a la norma UNE 23007-14.',
};

/** Condiciones del presupuesto de un tipo, numeradas (las de la plantilla y las que copia el contrato). */
export const condicionesDe = (tipo: Tipo): string =>
  [VALIDEZ, PLAZO, GARANTIA, PAGO, MANTENIMIENTO[tipo], NORMATIVA[tipo], tipo === 'cctv' || tipo === 'alarma_cctv' ? `${DATOS}${IMAGENES}` : DATOS, PRECIOS]
    .map((texto, i) => `${i + 1}. ${texto}`)
    .join('\n');

/** Línea tipo: subsistema, categoría, modelo (posición en el catálogo básico de la categoría) y unidades. */
interface LineaTipo {
  subsistema: string | null;
  cat: Categoria;
  modelo: number;
  unidades: number;
}
const lt = (subsistema: string | null, cat: Categoria, modelo: number, unidades: number): LineaTipo => ({ subsistema, cat, modelo, unidades });

interface PlantillaTipo {
  nombre: string;
  descripcion: string;
  tipo: Tipo;
  empresa: boolean;
  subsistemas: readonly string[];
  lineas: readonly LineaTipo[];
}

const INT = 'Intrusión';
const COM = 'Comunicaciones';
const CCTV = 'CCTV';
const ACC = 'Control de accesos';
const VIDEOPORTERO = 'Videoportero';
const DET = 'Detección de incendios';
const EXT = 'Extinción';

const PLANTILLAS: readonly PlantillaTipo[] = [
  {
    nombre: 'Alarma vivienda', tipo: 'alarma', empresa: false, subsistemas: [INT, COM],
    descripcion: 'Alarma para pisos y chalés conectada a CRA: central, teclado, detectores, contactos en accesos, sirenas y comunicador 4G.',
    lineas: [
      lt(INT, 'int_central', 0, 1), lt(INT, 'int_teclado', 0, 1), lt(INT, 'int_detector', 0, 3), lt(INT, 'int_detector', 2, 1), lt(INT, 'int_contacto', 0, 2),
      lt(INT, 'int_sirena', 0, 1), lt(INT, 'int_sirena', 1, 1), lt(INT, 'bateria', 0, 1), lt(INT, 'cable', 0, 50), lt(COM, 'com_modulo', 1, 1),
      lt(null, 'mo_cra', 0, 1), lt(null, 'mo_hora', 0, 5),
    ],
  },
  {
    nombre: 'Alarma comercio', tipo: 'alarma', empresa: true, subsistemas: [INT, COM],
    descripcion: 'Alarma grado 2 para locales y tiendas: doble tecnología, rotura de cristal, persianas, cartel disuasorio y comunicador dual IP/4G.',
    lineas: [
      lt(INT, 'int_central', 2, 1), lt(INT, 'int_teclado', 1, 1), lt(INT, 'int_detector', 1, 4), lt(INT, 'int_detector', 5, 2), lt(INT, 'int_detector', 3, 1),
      lt(INT, 'int_contacto', 3, 2), lt(INT, 'int_sirena', 0, 1), lt(INT, 'int_sirena', 1, 1), lt(INT, 'bateria', 0, 1), lt(INT, 'accesorio', 7, 2),
      lt(INT, 'cable', 1, 80), lt(COM, 'com_modulo', 2, 1), lt(null, 'mo_cra', 0, 1), lt(null, 'mo_hora', 0, 8), lt(null, 'mo_programacion', 0, 1),
    ],
  },
  {
    nombre: 'CCTV comercio', tipo: 'cctv', empresa: true, subsistemas: [CCTV],
    descripcion: 'Videovigilancia IP para comercios: grabador PoE, domos de interior, bullets de exterior, monitor y cartel de zona videovigilada.',
    lineas: [
      lt(CCTV, 'cctv_grabador', 0, 1), lt(CCTV, 'cctv_disco', 1, 1), lt(CCTV, 'cctv_camara', 1, 3), lt(CCTV, 'cctv_camara', 0, 2), lt(CCTV, 'cctv_monitor', 0, 1),
      lt(CCTV, 'cable', 2, 120), lt(CCTV, 'accesorio', 1, 2), lt(CCTV, 'accesorio', 7, 2), lt(null, 'mo_hora', 0, 8), lt(null, 'mo_programacion', 0, 1),
    ],
  },
  {
    nombre: 'Control de accesos oficina', tipo: 'accesos', empresa: true, subsistemas: [ACC, VIDEOPORTERO],
    descripcion: 'Control de accesos con tarjeta para dos puertas, pulsadores de salida y de emergencia, y videoportero en la entrada.',
    lineas: [
      lt(ACC, 'acc_controladora', 0, 1), lt(ACC, 'acc_lector', 0, 2), lt(ACC, 'acc_cerradura', 0, 2), lt(ACC, 'acc_pulsador', 0, 2), lt(ACC, 'acc_pulsador', 1, 2),
      lt(ACC, 'acc_tarjeta', 0, 25), lt(ACC, 'fuente', 0, 1), lt(ACC, 'cable', 3, 60), lt(VIDEOPORTERO, 'acc_videoportero', 1, 1), lt(VIDEOPORTERO, 'acc_videoportero', 2, 1),
      lt(null, 'mo_hora', 0, 6), lt(null, 'mo_programacion', 0, 2),
    ],
  },
  {
    nombre: 'Incendio nave', tipo: 'incendio', empresa: true, subsistemas: [DET, EXT],
    descripcion: 'Detección y alarma de incendios para naves (RIPCI): central de 8 zonas, detectores ópticos y térmicos, pulsadores, sirenas y extintores.',
    lineas: [
      lt(DET, 'inc_central', 1, 1), lt(DET, 'inc_detector', 0, 12), lt(DET, 'inc_detector', 1, 4), lt(DET, 'inc_pulsador', 0, 4), lt(DET, 'inc_sirena', 0, 3),
      lt(DET, 'inc_sirena', 2, 1), lt(DET, 'bateria', 1, 2), lt(DET, 'cable', 5, 300), lt(DET, 'tubo', 1, 150), lt(EXT, 'inc_extintor', 0, 8),
      lt(EXT, 'inc_extintor', 1, 2), lt(null, 'mo_hora', 0, 16),
    ],
  },
  {
    nombre: 'Alarma y CCTV comercio', tipo: 'alarma_cctv', empresa: true, subsistemas: [INT, CCTV, COM],
    descripcion: 'Alarma conectada a CRA con videoverificación: intrusión, cuatro cámaras con infrarrojos y grabador, y comunicador IP.',
    lineas: [
      lt(INT, 'int_central', 2, 1), lt(INT, 'int_teclado', 0, 1), lt(INT, 'int_detector', 1, 4), lt(INT, 'int_sirena', 0, 1), lt(INT, 'bateria', 0, 1),
      lt(CCTV, 'cctv_grabador', 0, 1), lt(CCTV, 'cctv_disco', 0, 1), lt(CCTV, 'cctv_camara', 6, 4), lt(COM, 'com_modulo', 0, 1),
      lt(null, 'mo_cra', 0, 1), lt(null, 'mo_hora', 0, 10),
    ],
  },
];

/** Pieza de un presupuesto sin plantilla: subsistema, categoría, unidades mínimas y máximas, y probabilidad (1: siempre). */
interface Pieza {
  subsistema: string | null;
  cat: Categoria;
  min: number;
  max: number;
  p: number;
}
const pz = (subsistema: string | null, cat: Categoria, min: number, max: number, p = 1): Pieza => ({ subsistema, cat, min, max, p });

const SUBSISTEMAS: Record<Tipo, readonly string[]> = {
  alarma: [INT, COM], cctv: [CCTV], accesos: [ACC, VIDEOPORTERO], incendio: [DET, EXT], alarma_cctv: [INT, CCTV, COM],
};

const PIEZAS: Record<Tipo, readonly Pieza[]> = {
  alarma: [
    pz(INT, 'int_central', 1, 1), pz(INT, 'int_teclado', 1, 2), pz(INT, 'int_detector', 2, 8), pz(INT, 'int_contacto', 1, 6, 0.6), pz(INT, 'int_sirena', 1, 2),
    pz(INT, 'bateria', 1, 1, 0.6), pz(INT, 'int_mando', 1, 4, 0.4), pz(COM, 'com_modulo', 1, 1), pz(null, 'mo_cra', 1, 1, 0.8), pz(null, 'mo_hora', 3, 10),
  ],
  cctv: [
    pz(CCTV, 'cctv_grabador', 1, 1), pz(CCTV, 'cctv_disco', 1, 2), pz(CCTV, 'cctv_camara', 2, 8), pz(CCTV, 'cctv_switch', 1, 1, 0.6), pz(CCTV, 'cctv_monitor', 1, 1, 0.3),
    pz(CCTV, 'cable', 30, 200, 0.8), pz(CCTV, 'accesorio', 1, 4, 0.5), pz(null, 'mo_hora', 3, 12),
  ],
  accesos: [
    pz(ACC, 'acc_controladora', 1, 1), pz(ACC, 'acc_lector', 1, 4), pz(ACC, 'acc_cerradura', 1, 2), pz(ACC, 'acc_pulsador', 1, 2), pz(ACC, 'acc_tarjeta', 10, 50, 0.7),
    pz(ACC, 'fuente', 1, 1, 0.5), pz(VIDEOPORTERO, 'acc_videoportero', 1, 1, 0.5), pz(null, 'mo_programacion', 1, 3, 0.7), pz(null, 'mo_hora', 2, 8),
  ],
  incendio: [
    pz(DET, 'inc_central', 1, 1), pz(DET, 'inc_detector', 4, 20), pz(DET, 'inc_pulsador', 1, 4), pz(DET, 'inc_sirena', 1, 3), pz(DET, 'bateria', 1, 2, 0.7),
    pz(DET, 'cable', 50, 300, 0.8), pz(EXT, 'inc_extintor', 2, 10, 0.7), pz(null, 'mo_hora', 4, 16),
  ],
  alarma_cctv: [
    pz(INT, 'int_central', 1, 1), pz(INT, 'int_detector', 2, 6), pz(INT, 'int_sirena', 1, 1), pz(INT, 'int_teclado', 1, 1, 0.7), pz(CCTV, 'cctv_grabador', 1, 1),
    pz(CCTV, 'cctv_camara', 2, 6), pz(CCTV, 'cctv_disco', 1, 1, 0.7), pz(COM, 'com_modulo', 1, 1), pz(null, 'mo_cra', 1, 1, 0.7), pz(null, 'mo_hora', 4, 12),
  ],
};

/** Lo que se instala en un sitio: tiene ubicaciones (el cable, las tarjetas o la mano de obra, no). */
const CON_UBICACION: ReadonlySet<Categoria> = new Set<Categoria>([
  'int_central', 'int_teclado', 'int_detector', 'int_contacto', 'int_sirena', 'cctv_camara', 'cctv_grabador', 'cctv_monitor',
  'inc_central', 'inc_detector', 'inc_pulsador', 'inc_sirena', 'inc_extintor', 'acc_controladora', 'acc_lector', 'acc_cerradura', 'acc_pulsador', 'acc_videoportero',
]);

interface Servicio {
  concepto: string;
  periodicidad: Periodicidad;
  importes: readonly number[];
  p: number;
}
const MANTENIMIENTOS: Record<Tipo, readonly Servicio[]> = {
  alarma: [
    { concepto: 'Conexión a CRA (Central Receptora de Alarmas)', periodicidad: 'mensual', importes: [29.9, 29.9, 34.9], p: 0.85 },
    { concepto: 'Mantenimiento preventivo (Orden INT/316/2011)', periodicidad: 'anual', importes: [120, 149, 180], p: 0.6 },
    { concepto: 'Servicio de acuda', periodicidad: 'mensual', importes: [9.9, 12.9], p: 0.2 },
  ],
  alarma_cctv: [
    { concepto: 'Conexión a CRA con videoverificación', periodicidad: 'mensual', importes: [39.9, 44.9], p: 0.9 },
    { concepto: 'Mantenimiento preventivo de alarma y CCTV', periodicidad: 'anual', importes: [180, 220, 260], p: 0.6 },
  ],
  cctv: [
    { concepto: 'Mantenimiento preventivo de CCTV', periodicidad: 'anual', importes: [150, 190, 240], p: 0.7 },
    { concepto: 'Acceso remoto y grabación en la nube', periodicidad: 'mensual', importes: [6.9, 9.9], p: 0.3 },
  ],
  accesos: [
    { concepto: 'Mantenimiento de control de accesos', periodicidad: 'anual', importes: [120, 160, 220], p: 0.7 },
    { concepto: 'Altas y bajas de tarjetas', periodicidad: 'trimestral', importes: [30, 45], p: 0.2 },
  ],
  incendio: [
    { concepto: 'Mantenimiento RIPCI (revisión trimestral)', periodicidad: 'trimestral', importes: [85, 120, 190], p: 0.85 },
    { concepto: 'Revisión anual de extintores', periodicidad: 'anual', importes: [60, 90], p: 0.4 },
  ],
};

const TITULOS: Record<Tipo, { vivienda: readonly string[]; empresa: readonly string[] }> = {
  alarma: {
    vivienda: ['Alarma conectada a CRA para la vivienda', 'Alarma vía radio con videoverificación', 'Sistema de alarma para el chalé'],
    empresa: ['Alarma conectada a CRA para el local', 'Sistema de intrusión grado 3 para el comercio', 'Alarma con videoverificación para el negocio'],
  },
  cctv: {
    vivienda: ['Cámaras de videovigilancia para la vivienda', 'Cámaras IP con acceso desde el móvil'],
    empresa: ['Videovigilancia (CCTV) del local', 'Renovación del CCTV con cámaras IP', 'CCTV de la nave y el aparcamiento'],
  },
  accesos: {
    vivienda: ['Videoportero y control de accesos', 'Control de acceso al garaje'],
    empresa: ['Control de accesos de las oficinas', 'Control de presencia del personal', 'Control de accesos con tarjeta y videoportero'],
  },
  incendio: {
    vivienda: ['Detección de incendios'],
    empresa: ['Detección de incendios de la nave (RIPCI)', 'Protección contra incendios del local', 'Central de incendios y extintores'],
  },
  alarma_cctv: {
    vivienda: ['Alarma y cámaras para la vivienda'],
    empresa: ['Alarma y CCTV del comercio', 'Seguridad del local: alarma con cámaras y CRA'],
  },
};

const OBSERVACIONES = [
  'Instalar por la mañana: el local abre a las 17:00.',
  'El cliente quiere ver la alarma y las cámaras desde el móvil.',
  'Hay perro en la vivienda: detectores antimascotas.',
  'Pedir permiso a la comunidad para la sirena exterior.',
  'Cableado por el falso techo; no hace falta obra.',
  'Visita técnica hecha; medidas tomadas.',
  'Compara con el presupuesto de otra empresa.',
] as const;
const MOTIVOS_RECHAZO = [
  'Precio más alto que el de la competencia',
  'Ha contratado con otra empresa de seguridad',
  'Pospone la inversión al año que viene',
  'No le conceden la financiación',
  'La comunidad no aprueba el gasto en la junta',
  'Prefiere un sistema sin cuota mensual de CRA',
] as const;
const MOTIVOS_GUARDAR = ['Versión antes de la visita técnica', 'Copia antes de cambiar las cámaras', 'Primera propuesta, para comparar'] as const;
const OBSERVACIONES_UBICACION = ['A 2,20 m de altura', 'Junto al cuadro eléctrico', 'Orientada a la puerta de entrada', 'En el falso techo', 'Tras la puerta del almacén'] as const;
const OBSERVACIONES_CONTRATO = [
  'Instalación prevista para la semana que viene.',
  'Entregar la copia firmada del contrato y del mandato SEPA.',
  'Incluye la formación de uso al personal.',
] as const;
const ENVIADO = 'Enviado al cliente';
const ENVIADO_DESCUENTO = 'Enviado al cliente con el descuento acordado';
const ACEPTADO = 'Aceptado por el cliente';
const PARTICULARES: ReadonlySet<string> = new Set(['Vivienda', 'Segunda residencia', 'Chalé']);

const TIPO_DE_SISTEMA: Record<TipoSistema, Tipo> = { intrusion: 'alarma', cctv: 'cctv', incendio: 'incendio', control_accesos: 'accesos' };

/** Tipo de instalación que pide un prospecto (su campo `interes`, texto libre), o null. */
const tipoDeInteres = (interes: string | null | undefined): Tipo | null => {
  const t = (interes ?? '').toLowerCase();
  const camaras = t.includes('cctv') || t.includes('cámara') || t.includes('videovigilancia');
  if (t.includes('incendio')) return 'incendio';
  if (t.includes('acceso') || t.includes('presencia')) return 'accesos';
  if (camaras && t.includes('alarma')) return 'alarma_cctv';
  if (camaras) return 'cctv';
  if (t.includes('alarma')) return 'alarma';
  return null;
};

/** El dueño de un presupuesto (cliente o prospecto) con lo que el presupuesto toma de él. */
interface Dueno {
  idcliente: string;
  idcliente_potencial: string;
  iddelegacion: string;
  idcomercial: string;
  esEmpresa: boolean;
  /** Direcciones activas (direccion o direccionpotencial). */
  direcciones: readonly string[];
  /** Cuentas remesables activas. */
  cuentas: readonly string[];
  operaciones: readonly string[];
  preferidos: readonly Tipo[];
  /** Nada suyo antes de este día (el alta del prospecto). */
  desde: number;
}

interface Plan {
  idcomercial: string;
  deCliente: boolean;
  estado: EstadoPresupuesto;
  /** Con contrato (si es de un cliente y está aceptado o firmado); sin decir, al azar. */
  contrato?: boolean;
  /** Con subsistemas, líneas, ubicaciones, mantenimiento y cuotas, todo a la vez (y pocas de cada). */
  completo?: boolean;
  /** Con una versión anterior sin descuento enviada al cliente (2 o 3 revisiones). */
  varias?: boolean;
}

/** Una revisión por congelar: cuándo, por qué, en qué estado y de qué versión (la anterior, sin descuento). */
interface Congelada {
  momento: Momento;
  motivo: string;
  estado: EstadoPresupuesto;
  previa: boolean;
  aceptacion: boolean;
  /** `actualizado` de la copia: el del momento, o el anterior si se guardó a mano. */
  actualizado: string;
}

interface Version {
  lineas: DocDe<'lpresupuestocli'>[];
  cuotas: DocDe<'cuotapresupuesto'>[];
  totales: Totales;
}

interface Borrador {
  doc: Omit<DocDe<'presupuestocli'>, 'numero'>;
  actual: Version;
  previa: Version | null;
  ubicaciones: DocDe<'ubicacionpresupuesto'>[];
  subsistemas: DocDe<'subsispresupuesto'>[];
  mantenimientos: DocDe<'mantpresupuesto'>[];
  congeladas: Congelada[];
}

/** Numeración correlativa por año y por fecha ('P2025-0001', 'CT2025-0001'), como la llevaría la oficina. */
const numerar = (fechas: readonly string[], prefijo: string): string[] => {
  const numeros = fechas.map(() => '');
  const porAno = new Map<string, number>();
  fechas
    .map((fecha, i) => ({ fecha, i }))
    .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.i - b.i))
    .forEach(({ fecha, i }) => {
      const ano = fecha.slice(0, 4);
      const n = (porAno.get(ano) ?? 0) + 1;
      porAno.set(ano, n);
      numeros[i] = `${prefijo}${ano}-${String(n).padStart(4, '0')}`;
    });
  return numeros;
};

const agrupar = <T>(docs: readonly T[], clave: (x: T) => string, valor: (x: T) => string): Map<string, string[]> => {
  const m = new Map<string, string[]>();
  for (const x of docs) {
    const k = clave(x);
    const lista = m.get(k);
    if (lista) lista.push(valor(x));
    else m.set(k, [valor(x)]);
  }
  return m;
};

export const generarPresupuestos = (e: EntradaPresupuestos): DatosPresupuestos => {
  const { r, diaHoy, escala, org, cartera, catalogo, comercial, usuarios } = e;
  const d: DatosPresupuestos = {
    plantillas: [], lineasPlantilla: [], presupuestos: [], lineas: [], cuotas: [], ubicaciones: [], subsistemas: [], mantenimientos: [],
    revisiones: [], contratos: [], cuotasContrato: [], serviciosContratados: [], materialesContrato: [],
    campos: [...CAMPOS_PRESUPUESTO], valores: [],
  };

  // Artículos: el modelo n del catálogo básico de una categoría (plantillas) o uno cualquiera (al azar).
  const articulo = (indice: number): { a: DocDe<'articulo'>; cat: Categoria; unidad: 'ud' | 'm' | 'h' } => {
    const a = catalogo.articulos[indice];
    const info = catalogo.info[indice];
    if (!a || !info) throw new Error(`artículo ${indice + 1} inexistente`);
    return { a, cat: info.cat, unidad: info.unidad };
  };
  const modelo = (cat: Categoria, n: number): number => {
    const i = catalogo.basicos.get(cat)?.[n];
    if (i === undefined) throw new Error(`El catálogo básico no tiene el modelo ${n + 1} de ${cat}`);
    return i;
  };

  // Plantillas (catálogo global), con sus líneas al precio del catálogo.
  const condicionesPlantilla = new Map<PlantillaTipo, string>();
  PLANTILLAS.forEach((p, k) => {
    const idplantilla_presupuesto = String(k + 1);
    const condiciones = condicionesDe(p.tipo);
    condicionesPlantilla.set(p, condiciones);
    d.plantillas.push({ idplantilla_presupuesto, nombre: p.nombre, descripcion: p.descripcion, subsistemas: [...p.subsistemas], condiciones, estado: 1 });
    p.lineas.forEach((x, i) => {
      const { a } = articulo(modelo(x.cat, x.modelo));
      d.lineasPlantilla.push({
        idlplantilla_presupuesto: String(d.lineasPlantilla.length + 1), idplantilla_presupuesto, subsistema: x.subsistema, idarticulo: a.idarticulo,
        descripcion: a.descripcion, unidades: x.unidades, precio: a.precio, dto: 0, iva: IVA, orden: (i + 1) * 10, estado: 1,
      });
    });
  });

  // Los dueños de cada comercial: los clientes activos de su cartera y sus prospectos sin convertir.
  const direccionesCliente = agrupar(cartera.direcciones.filter((x) => x.estado > 0), (x) => x.idcliente, (x) => x.iddireccion);
  const direccionesProspecto = agrupar(comercial.direccionesPotenciales.filter((x) => x.estado > 0), (x) => x.idcliente_potencial, (x) => x.iddireccion_potencial);
  const remesables = comercial.cuentas.filter((c) => c.estado > 0 && c.remesable);
  const cuentasCliente = agrupar(remesables.filter((c) => c.idcliente !== ''), (c) => c.idcliente, (c) => c.idcuenta_bancaria);
  const cuentasProspecto = agrupar(remesables.filter((c) => c.idcliente === ''), (c) => c.idcliente_potencial, (c) => c.idcuenta_bancaria);
  const operacionesDe = agrupar(comercial.operaciones.filter((o) => o.estado > 0), (o) => `${o.idcliente}|${o.idcliente_potencial}|${o.idcomercial ?? ''}`, (o) => o.idoperacioncrm);
  const indiceCliente = new Map(cartera.clientes.map((c, i) => [c.idcliente, i]));
  const clientesDe = new Map<string, Dueno[]>();
  const prospectosDe = new Map<string, Dueno[]>();
  const anotar = (m: Map<string, Dueno[]>, x: Dueno) => {
    const lista = m.get(x.idcomercial);
    if (lista) lista.push(x);
    else m.set(x.idcomercial, [x]);
  };
  for (const cc of comercial.carteraComercial) {
    const i = indiceCliente.get(cc.idcliente);
    const c = i === undefined ? undefined : cartera.clientes[i];
    const direcciones = direccionesCliente.get(cc.idcliente) ?? [];
    if (i === undefined || !c || c.estado !== 1 || cc.estado <= 0 || direcciones.length === 0) continue;
    const primero = cartera.primerSistema[i] ?? 0;
    const preferidos = Array.from({ length: cartera.numSistemas[i] ?? 0 }, (_, k) => TIPO_DE_SISTEMA[cartera.tipoSistema[primero + k] ?? 'intrusion']);
    anotar(clientesDe, {
      idcliente: c.idcliente, idcliente_potencial: '', iddelegacion: c.iddelegacion, idcomercial: cc.idcomercial, esEmpresa: cartera.esEmpresa[i] ?? false,
      direcciones, cuentas: cuentasCliente.get(c.idcliente) ?? [], operaciones: operacionesDe.get(`${c.idcliente}||${cc.idcomercial}`) ?? [],
      preferidos, desde: diaHoy - 1800,
    });
  }
  for (const p of comercial.clientesPotenciales) {
    const direcciones = direccionesProspecto.get(p.idcliente_potencial) ?? [];
    if (p.estado <= 0 || p.idcliente || !p.idcomercial || direcciones.length === 0) continue;
    const preferido = tipoDeInteres(p.interes);
    anotar(prospectosDe, {
      idcliente: '', idcliente_potencial: p.idcliente_potencial, iddelegacion: p.iddelegacion, idcomercial: p.idcomercial,
      esEmpresa: !PARTICULARES.has(p.actividad ?? ''), direcciones, cuentas: cuentasProspecto.get(p.idcliente_potencial) ?? [],
      operaciones: operacionesDe.get(`|${p.idcliente_potencial}|${p.idcomercial}`) ?? [], preferidos: preferido ? [preferido] : [], desde: diaDe(p.fecha_alta),
    });
  }
  const duenoPara = (plan: Plan): Dueno | null => {
    const clientes = clientesDe.get(plan.idcomercial) ?? [];
    const prospectos = prospectosDe.get(plan.idcomercial) ?? [];
    const lista = (plan.deCliente && clientes.length > 0) || prospectos.length === 0 ? clientes : prospectos;
    return lista.length > 0 ? r.elegir(lista) : null;
  };

  const tipoPara = (x: Dueno): Tipo => {
    const preferido = x.preferidos.length > 0 && r.probabilidad(0.6) ? r.elegir(x.preferidos) : null;
    if (preferido && (x.esEmpresa || preferido !== 'incendio')) return preferido;
    return x.esEmpresa
      ? r.ponderado([['alarma', 30], ['cctv', 25], ['accesos', 15], ['incendio', 15], ['alarma_cctv', 15]] as const)
      : r.ponderado([['alarma', 70], ['cctv', 15], ['alarma_cctv', 10], ['accesos', 5]] as const);
  };

  /** Reloj de un presupuesto: cada paso, unos días (o unos minutos) después del anterior y nunca después de hoy. */
  const reloj = (inicio: number) => {
    let dia = Math.min(diaHoy, inicio);
    let minuto = dia === diaHoy ? r.entero(6 * 60, 7 * 60) : r.entero(7 * 60, 15 * 60);
    const ahora = (): Momento => ({ dia, instante: instanteDe(dia, minuto) });
    const tras = (min: number, max: number): Momento => {
      const siguiente = Math.min(diaHoy, dia + r.entero(min, max));
      if (siguiente === dia) minuto = minuto < 20 * 60 ? minuto + r.entero(15, 90) : minuto + 1;
      else {
        dia = siguiente;
        minuto = dia === diaHoy ? r.entero(6 * 60, 7 * 60) : r.entero(7 * 60, 16 * 60);
      }
      return ahora();
    };
    return { ahora, tras };
  };

  /** Antigüedad de la fecha del presupuesto según su estado: [mínima, máxima] en días. */
  const EDAD: Record<EstadoPresupuesto, readonly [number, number]> = { 0: [5, 300], 1: [0, 25], 2: [1, 45], 3: [5, 150], 4: [10, 365], 5: [10, 300] };

  const borradores: Borrador[] = [];
  const contratos: Omit<DocDe<'contrato'>, 'numero'>[] = [];

  const presupuesto = (plan: Plan): void => {
    const dueno = duenoPara(plan);
    if (!dueno) return;
    const deCliente = dueno.idcliente !== '';
    // Un prospecto no firma (se convierte antes en cliente).
    const estado: EstadoPresupuesto = !deCliente && plan.estado === 4 ? 3 : plan.estado;
    const idpresupuestocli = String(borradores.length + 1);
    const tipo = tipoPara(dueno);
    const candidatas = PLANTILLAS.filter((p) => p.tipo === tipo && p.empresa === dueno.esEmpresa);
    const plantilla = !plan.completo && candidatas.length > 0 && r.probabilidad(0.65) ? r.elegir(candidatas) : null;

    // Fechas: el alta, lo que se congeló, la aceptación, la firma, el rechazo o la anulación.
    const [edadMin, edadMax] = EDAD[estado];
    const desde = Math.max(dueno.desde, diaHoy - edadMax);
    const diaFecha = desde > diaHoy - edadMin ? Math.min(diaHoy, desde) : r.entero(desde, diaHoy - edadMin);
    const t = reloj(diaFecha);
    const alta = t.ahora();
    let ultimo = alta;
    let faceptacion: Momento | null = null;
    let ffirma: Momento | null = null;
    let frechazo: Momento | null = null;
    const congeladas: Congelada[] = [];
    const enviar = (motivo: string, previa: boolean, min: number, max: number): void => {
      const m = t.tras(min, max);
      congeladas.push({ momento: m, motivo, estado: 2, previa, aceptacion: false, actualizado: m.instante });
      ultimo = m;
    };
    const varias = plan.varias ?? (estado !== 0 && estado !== 1 && r.probabilidad(0.25));
    const enviarVersiones = (): void => {
      enviar(ENVIADO, true, 0, 3);
      enviar(ENVIADO_DESCUENTO, false, 2, 10);
    };
    switch (estado) {
      case 1: {
        const historia = plan.completo ? 'nada' : r.ponderado([['nada', 60], ['guardada', 20], ['reabierto', 20]] as const);
        if (historia === 'guardada') {
          const m = t.tras(0, 5);
          congeladas.push({ momento: m, motivo: r.elegir(MOTIVOS_GUARDAR), estado: 1, previa: false, aceptacion: false, actualizado: alta.instante });
          ultimo = m;
        } else if (historia === 'reabierto') {
          enviar(ENVIADO, false, 0, 3);
          ultimo = t.tras(1, 6);
        }
        break;
      }
      case 2:
        if (varias) enviarVersiones();
        else enviar(ENVIADO, false, 0, 3);
        break;
      case 3:
      case 4: {
        if (varias) enviarVersiones();
        else if (r.probabilidad(0.7)) enviar(ENVIADO, false, 0, 3);
        const m = congeladas.length === 0 ? t.tras(0, 2) : t.tras(2, 20);
        congeladas.push({ momento: m, motivo: ACEPTADO, estado: 3, previa: false, aceptacion: true, actualizado: m.instante });
        faceptacion = m;
        ultimo = m;
        if (estado === 4) {
          ffirma = t.tras(0, 10);
          ultimo = ffirma;
        }
        break;
      }
      case 5:
        if (varias) enviarVersiones();
        else enviar(ENVIADO, false, 0, 3);
        frechazo = t.tras(3, 30);
        ultimo = frechazo;
        break;
      case 0:
        if (r.probabilidad(0.5)) enviar(ENVIADO, false, 0, 3);
        ultimo = t.tras(1, 25);
        break;
    }

    // Líneas: las de la plantilla (con otras cantidades) o las piezas del tipo; descuento en el material.
    const descuento = varias ? r.elegir([5, 10]) : r.ponderado([[0, 55], [5, 20], [10, 15], [15, 10]] as const);
    const elegidas: { subsistema: string | null; indice: number; unidades: number }[] = [];
    if (plantilla) {
      for (const x of plantilla.lineas) {
        const indice = modelo(x.cat, x.modelo);
        const { unidad } = articulo(indice);
        const u = x.unidades;
        const unidades = unidad === 'm' ? Math.max(10, Math.round((u * r.real(0.7, 1.4)) / 10) * 10)
          : unidad === 'h' ? Math.max(1, u + r.entero(-2, 3))
            : x.cat === 'acc_tarjeta' ? Math.max(5, u + r.entero(-2, 4) * 5)
              : u >= 2 ? Math.max(1, u + r.entero(-1, 2)) : u;
        elegidas.push({ subsistema: x.subsistema, indice, unidades });
      }
    } else {
      const piezas = PIEZAS[tipo];
      const fijas = piezas.filter((p) => p.p >= 1).length;
      let opcionales = 0;
      for (const p of piezas) {
        if (p.p < 1) {
          if (fijas + opcionales >= MAX_LINEAS_LIBRES || !r.probabilidad(p.p)) continue;
          opcionales++;
        }
        const indice = articuloDe(r, catalogo, p.cat);
        const { unidad } = articulo(indice);
        const unidades = unidad === 'm' ? r.entero(p.min / 10, p.max / 10) * 10 : p.cat === 'acc_tarjeta' ? r.entero(p.min / 5, p.max / 5) * 5 : r.entero(p.min, p.max);
        elegidas.push({ subsistema: p.subsistema, indice, unidades });
      }
    }
    const nombres = plantilla ? plantilla.subsistemas : SUBSISTEMAS[tipo];
    const posicion = (s: string | null): number => (s === null ? nombres.length : nombres.indexOf(s));
    const ordenadas = elegidas.map((x, i) => ({ ...x, i })).sort((a, b) => posicion(a.subsistema) - posicion(b.subsistema) || a.i - b.i);
    const subsistemas: DocDe<'subsispresupuesto'>[] = [];
    const idSubsistema = new Map<string, string>();
    for (const nombre of nombres) {
      if (!elegidas.some((x) => x.subsistema === nombre)) continue;
      const doc: DocDe<'subsispresupuesto'> = {
        idsubsis_presupuesto: String(d.subsistemas.length + 1), idpresupuestocli, numero: subsistemas.length + 1, descripcion: nombre,
        observaciones: nombre === COM && r.probabilidad(0.3) ? 'Doble vía: IP con respaldo 4G.' : null, estado: 1,
      };
      d.subsistemas.push(doc);
      subsistemas.push(doc);
      idSubsistema.set(nombre, doc.idsubsis_presupuesto);
    }
    const lineas: DocDe<'lpresupuestocli'>[] = [];
    const categoriaDe = new Map<string, Categoria>();
    for (const x of ordenadas) {
      const { a, cat } = articulo(x.indice);
      const dto = a.familia === 'Mano de obra' ? 0 : descuento;
      const doc: DocDe<'lpresupuestocli'> = {
        idlpresupuestocli: String(d.lineas.length + 1), idpresupuestocli, idsubsis_presupuesto: x.subsistema === null ? null : (idSubsistema.get(x.subsistema) ?? null),
        idarticulo: a.idarticulo, descripcion: a.descripcion, unidades: x.unidades, precio: a.precio, dto, iva: IVA,
        importe: importeLinea(a.precio, dto, x.unidades), orden: (lineas.length + 1) * 10, estado: 1,
      };
      d.lineas.push(doc);
      lineas.push(doc);
      categoriaDe.set(doc.idlpresupuestocli, cat);
    }

    // Ubicaciones de lo que se instala en un sitio, repartiendo sus unidades (como mucho nueve por presupuesto).
    const ubicaciones: DocDe<'ubicacionpresupuesto'>[] = [];
    const lugares = r.barajar<string>(dueno.esEmpresa ? UBICACIONES_EMPRESA : UBICACIONES_VIVIENDA);
    let siguienteLugar = 0;
    for (const l of lineas) {
      const cat = categoriaDe.get(l.idlpresupuestocli);
      if (!cat || !CON_UBICACION.has(cat) || ubicaciones.length >= MAX_UBICACIONES) continue;
      const partes = Math.min(l.unidades, MAX_UBICACIONES - ubicaciones.length, r.ponderado([[1, 50], [2, 35], [3, 15]] as const));
      for (let k = 0; k < partes; k++) {
        const exterior = cat === 'int_sirena' && k === 0 && r.probabilidad(0.6);
        const descripcion = exterior ? 'Fachada exterior' : (lugares[siguienteLugar++ % lugares.length] ?? 'Entrada principal');
        const doc: DocDe<'ubicacionpresupuesto'> = {
          idubicacion_presupuesto: String(d.ubicaciones.length + 1), idpresupuestocli, idlpresupuestocli: l.idlpresupuestocli, descripcion,
          planta: exterior ? 'Exterior' : dueno.esEmpresa
            ? r.ponderado<string | null>([['Planta baja', 60], ['Primera planta', 20], ['Sótano', 10], ['Entreplanta', 10]])
            : r.ponderado<string | null>([['Planta baja', 50], ['Planta alta', 20], [null, 30]]),
          unidades: Math.floor(l.unidades / partes) + (k < l.unidades % partes ? 1 : 0),
          observaciones: r.probabilidad(0.15) ? r.elegir(OBSERVACIONES_UBICACION) : null, estado: 1,
        };
        d.ubicaciones.push(doc);
        ubicaciones.push(doc);
      }
    }

    // Mantenimiento: los servicios periódicos del tipo (al menos uno en los completos).
    const servicios = MANTENIMIENTOS[tipo].filter((s) => r.probabilidad(s.p));
    const primero = MANTENIMIENTOS[tipo][0];
    if (servicios.length === 0 && primero && (plan.completo || r.probabilidad(0.5))) servicios.push(primero);
    const mantenimientos = servicios.map((s): DocDe<'mantpresupuesto'> => {
      const doc: DocDe<'mantpresupuesto'> = {
        idmant_presupuesto: String(d.mantenimientos.length + 1), idpresupuestocli, concepto: s.concepto, periodicidad: s.periodicidad,
        importe: r.elegir(s.importes), observaciones: s.periodicidad === 'anual' && r.probabilidad(0.3) ? 'Incluye dos revisiones al año, una de ellas presencial.' : null, estado: 1,
      };
      d.mantenimientos.push(doc);
      return doc;
    });

    // Pago: forma de pago, la de las cuotas y la cuenta remesable del dueño si alguna se domicilia.
    const abierto = estado === 1 && !plan.completo;
    const sinPago = abierto && r.probabilidad(0.3);
    const domicilia = dueno.cuentas.length > 0;
    const numCuotas = plan.completo || r.probabilidad(estado === 1 ? 0.5 : 0.8)
      ? r.ponderado<number>(plan.completo ? [[1, 20], [2, 25], [3, 25], [6, 30]] : [[1, 20], [2, 25], [3, 20], [6, 15], [12, 20]])
      : 0;
    let forma_pago: FormaPago | null = null;
    let forma_pago_cuotas: FormaPago | null = null;
    if (!sinPago) {
      forma_pago = r.ponderado<FormaPago>([['contado', 10], ['transferencia', 35], ['domiciliacion', domicilia ? 25 : 0], ['tarjeta', 10], ['financiacion', 10]]);
      forma_pago_cuotas = numCuotas > 1
        ? r.ponderado<FormaPago>([['domiciliacion', domicilia ? 60 : 0], ['transferencia', 30], ['financiacion', numCuotas >= 6 ? 15 : 0]])
        : forma_pago;
    }
    const idcuenta_bancaria = forma_pago === 'domiciliacion' || forma_pago_cuotas === 'domiciliacion' || (domicilia && r.probabilidad(0.3)) ? r.elegir(dueno.cuentas) : null;
    const iddireccion_instalacion = abierto && r.probabilidad(0.2) ? null : r.elegir(dueno.direcciones);

    const totales = totalesPresupuesto(lineas);
    const cuotasDe = (total: number): DocDe<'cuotapresupuesto'>[] => {
      const inicio = faceptacion ? faceptacion.dia + 15 : diaFecha + 30;
      const fechas = fechasMensuales(fechaDe(inicio), numCuotas);
      return repartirImporte(total, numCuotas).map((importe, k) => ({
        idcuota_presupuesto: '', idpresupuestocli, numero: k + 1, fecha: fechas[k] ?? fechaDe(inicio), importe, forma_pago: forma_pago_cuotas, estado: 1,
      }));
    };
    const cuotas = numCuotas === 0 ? [] : cuotasDe(totales.total).map((c) => {
      const doc = { ...c, idcuota_presupuesto: String(d.cuotas.length + 1) };
      d.cuotas.push(doc);
      return doc;
    });
    // La versión enviada antes del descuento: las mismas líneas y cuotas (con sus ids) sin descuento.
    let previa: Version | null = null;
    if (congeladas.some((c) => c.previa)) {
      const lineasPrevias = lineas.map((l) => ({ ...l, dto: 0, importe: importeLinea(l.precio, 0, l.unidades) }));
      const totalesPrevios = totalesPresupuesto(lineasPrevias);
      const importes = numCuotas === 0 ? [] : repartirImporte(totalesPrevios.total, numCuotas);
      previa = { lineas: lineasPrevias, cuotas: cuotas.map((c, k) => ({ ...c, importe: importes[k] ?? c.importe })), totales: totalesPrevios };
    }

    // Datos personalizados: el grado siempre en los aceptados (lo exige la aceptación); en los demás, a veces.
    const aceptado = estado === 3 || estado === 4;
    if (aceptado || r.probabilidad(0.4)) {
      const poner = (idcampo: string, valor: string) =>
        d.valores.push({
          iddato: idDato(IDTABLA_PRESUPUESTO, idpresupuestocli, idcampo), idtabla: IDTABLA_PRESUPUESTO, id: idpresupuestocli, idcampo_dato: idcampo, valor,
          actualizado: alta.instante, estado: 1,
        });
      poner(CAMPO_GRADO, dueno.esEmpresa
        ? r.ponderado([['Grado 2', 55], ['Grado 3', 40], ['Grado 4', 5]] as const)
        : r.ponderado([['Grado 2', 85], ['Grado 1', 10], ['Grado 3', 5]] as const));
      if (dueno.esEmpresa && r.probabilidad(0.5)) {
        poner(CAMPO_REFERENCIA, r.elegir([`PED-${fechaDe(diaFecha).slice(0, 4)}-${r.digitos(4)}`, `Obra ${r.entero(1, 250)}/${fechaDe(diaFecha).slice(2, 4)}`, `Exp. ${r.digitos(5)}`]));
      }
      if (r.probabilidad(0.6)) poner(CAMPO_VISITA, fechaDe(Math.max(dueno.desde, diaFecha - r.entero(0, 10))));
    }

    const idoperacioncrm = dueno.operaciones.length > 0 && r.probabilidad(0.5) ? r.elegir(dueno.operaciones) : null;
    const doc: Omit<DocDe<'presupuestocli'>, 'numero'> = {
      idpresupuestocli, titulo: r.elegir(TITULOS[tipo][dueno.esEmpresa ? 'empresa' : 'vivienda']), idcliente: dueno.idcliente,
      idcliente_potencial: dueno.idcliente_potencial, iddelegacion: dueno.iddelegacion, idcomercial: dueno.idcomercial, idoperacioncrm,
      idplantilla_presupuesto: plantilla ? String(PLANTILLAS.indexOf(plantilla) + 1) : null, fecha: fechaDe(diaFecha), fvalidez: fechaDe(diaFecha + 30),
      iddireccion_instalacion, forma_pago, forma_pago_cuotas, idcuenta_bancaria,
      condiciones: plantilla ? (condicionesPlantilla.get(plantilla) ?? null) : condicionesDe(tipo),
      observaciones: r.probabilidad(0.25) ? r.elegir(OBSERVACIONES) : null,
      base: totales.base, cuota_iva: totales.cuota_iva, total: totales.total, num_revision: congeladas.length,
      faceptacion: faceptacion?.instante ?? null, ffirma: ffirma?.instante ?? null, frechazo: frechazo?.instante ?? null,
      motivo_rechazo: estado === 5 ? r.elegir(MOTIVOS_RECHAZO) : null, actualizado: ultimo.instante, estado,
    };
    borradores.push({ doc, actual: { lineas, cuotas, totales }, previa, ubicaciones, subsistemas, mantenimientos, congeladas });

    // El contrato, como contrato.desdePresupuestoSync: de un cliente, con los ids de las cuotas, líneas y mantenimientos.
    if (!deCliente || !aceptado || !(plan.contrato ?? r.probabilidad(estado === 4 ? 0.85 : 0.3))) return;
    const creado = t.tras(0, estado === 4 ? 3 : 7);
    const inicio = creado.dia + r.entero(0, 7);
    const idcontrato = String(contratos.length + 1);
    contratos.push({
      idcontrato, idpresupuestocli, idcliente: doc.idcliente, iddelegacion: doc.iddelegacion, idcomercial: doc.idcomercial ?? null, titulo: doc.titulo,
      fecha_inicio: fechaDe(inicio), duracion_meses: r.ponderado([[12, 40], [24, 25], [36, 35]] as const), fecha_fin: null,
      renovacion_automatica: r.probabilidad(0.85), iddireccion_instalacion: doc.iddireccion_instalacion ?? null, forma_pago: doc.forma_pago ?? null,
      forma_pago_cuotas: doc.forma_pago_cuotas ?? null, idcuenta_bancaria: doc.idcuenta_bancaria ?? null, base: doc.base, cuota_iva: doc.cuota_iva, total: doc.total,
      condiciones: doc.condiciones ?? null, observaciones: r.probabilidad(0.3) ? r.elegir(OBSERVACIONES_CONTRATO) : null, actualizado: creado.instante, estado: 1,
    });
    const hoy = fechaDe(diaHoy);
    for (const q of cuotas) {
      const cobrada = q.fecha < hoy && r.probabilidad(0.92);
      d.cuotasContrato.push({
        idcontrato_cuota: q.idcuota_presupuesto, idcontrato, numero: q.numero, fecha: q.fecha, importe: q.importe, forma_pago: q.forma_pago ?? doc.forma_pago_cuotas ?? null,
        cobrada, fcobro: cobrada ? fechaDe(Math.min(diaHoy, diaDe(q.fecha) + r.entero(0, 3))) : null, observaciones: null, estado: 1,
      });
    }
    const nombreSubsistema = new Map(subsistemas.map((s) => [s.idsubsis_presupuesto, s.descripcion]));
    for (const l of lineas) {
      d.materialesContrato.push({
        idmaterial_contrato: l.idlpresupuestocli, idcontrato, idarticulo: l.idarticulo ?? null,
        subsistema: l.idsubsis_presupuesto ? (nombreSubsistema.get(l.idsubsis_presupuesto) ?? null) : null, descripcion: l.descripcion,
        unidades: l.unidades, precio: l.precio, dto: l.dto, iva: l.iva, importe: l.importe, orden: l.orden, estado: 1,
      });
    }
    for (const m of mantenimientos) {
      d.serviciosContratados.push({
        idservicio_contratado: m.idmant_presupuesto, idcontrato, concepto: m.concepto, periodicidad: m.periodicidad, importe: m.importe,
        fecha_alta: fechaDe(inicio), fecha_baja: null, observaciones: m.observaciones ?? null, estado: 1,
      });
    }
  };

  // Los fijos: primero los editables de los dos comerciales de la demo (ver la cabecera) y después uno de
  // cada estado para cada uno; el resto, por turnos entre todos los comerciales.
  const idDe = (login: string): string | null => usuarios.find((u) => u.login === login)?.idcomercial ?? null;
  const c1 = idDe('comercial');
  const c2 = idDe('comercial2') ?? c1;
  const fijos: Plan[] = [];
  if (c1 && c2) {
    fijos.push({ idcomercial: c1, deCliente: true, estado: 1, completo: true });
    const editables: readonly (readonly [boolean, EstadoPresupuesto])[] = [
      [true, 2], [false, 1], [true, 2], [false, 2], [true, 1], [false, 2], [true, 2], [true, 1], [false, 2],
    ];
    for (const [deCliente, estado] of editables) fijos.push({ idcomercial: c2, deCliente, estado, completo: true });
    fijos.push(
      { idcomercial: c1, deCliente: false, estado: 2 },
      { idcomercial: c1, deCliente: true, estado: 3, contrato: true },
      { idcomercial: c1, deCliente: true, estado: 4, contrato: true, varias: true },
      { idcomercial: c1, deCliente: true, estado: 4, contrato: true },
      { idcomercial: c1, deCliente: true, estado: 3, contrato: false },
      { idcomercial: c1, deCliente: false, estado: 5, varias: true },
      { idcomercial: c1, deCliente: true, estado: 5 },
      { idcomercial: c1, deCliente: true, estado: 0 },
      { idcomercial: c1, deCliente: false, estado: 0 },
      { idcomercial: c1, deCliente: false, estado: 1 },
      { idcomercial: c1, deCliente: true, estado: 2, varias: true },
      { idcomercial: c2, deCliente: true, estado: 3, contrato: true },
      { idcomercial: c2, deCliente: true, estado: 4, contrato: true, varias: true },
      { idcomercial: c2, deCliente: true, estado: 3, contrato: false },
      { idcomercial: c2, deCliente: false, estado: 5 },
      { idcomercial: c2, deCliente: true, estado: 0 },
    );
  }
  for (const plan of fijos) presupuesto(plan);
  const comerciales = org.comerciales.flat().map((empleado) => String(empleado + 1));
  const total = presupuestosPorEscala(escala);
  for (let k = 0; borradores.length < total && k < total * 2 && comerciales.length > 0; k++) {
    const deCliente = r.probabilidad(0.6);
    const estado: EstadoPresupuesto = deCliente
      ? r.ponderado<EstadoPresupuesto>([[1, 15], [2, 20], [3, 12], [4, 28], [5, 15], [0, 10]])
      : r.ponderado<EstadoPresupuesto>([[1, 25], [2, 35], [3, 5], [5, 25], [0, 10]]);
    presupuesto({ idcomercial: comerciales[k % comerciales.length] ?? '', deCliente, estado });
  }

  // Números (por fecha), las revisiones con su copia congelada y los números de los contratos.
  const numeros = numerar(borradores.map((b) => b.doc.fecha), 'P');
  borradores.forEach((b, i) => {
    const { idpresupuestocli, ...resto } = b.doc;
    const p: DocDe<'presupuestocli'> = { idpresupuestocli, numero: numeros[i] ?? '', ...resto };
    d.presupuestos.push(p);
    b.congeladas.forEach((c, k) => {
      const v = c.previa && b.previa ? b.previa : b.actual;
      const numero = k + 1;
      const copia = {
        presupuesto: {
          ...p, estado: c.estado, num_revision: numero, base: v.totales.base, cuota_iva: v.totales.cuota_iva, total: v.totales.total,
          faceptacion: c.aceptacion ? c.momento.instante : null, ffirma: null, frechazo: null, motivo_rechazo: null, actualizado: c.actualizado,
        },
        lineas: v.lineas.map((l) => ({ ...l })),
        cuotas: v.cuotas.map((q) => ({ ...q })),
        ubicaciones: b.ubicaciones.map((u) => ({ ...u })),
        subsistemas: b.subsistemas.map((s) => ({ ...s })),
        mantenimientos: b.mantenimientos.map((m) => ({ ...m })),
      };
      d.revisiones.push({
        idrevision_presupuesto: String(d.revisiones.length + 1), idpresupuestocli: p.idpresupuestocli, numero, fecha: c.momento.instante, motivo: c.motivo,
        estado_presupuesto: c.estado, base: v.totales.base, cuota_iva: v.totales.cuota_iva, total: v.totales.total, copia, estado: 1,
      });
    });
  });
  const numerosContrato = numerar(contratos.map((c) => c.fecha_inicio), 'CT');
  contratos.forEach(({ idcontrato, ...resto }, i) => d.contratos.push({ idcontrato, numero: numerosContrato[i] ?? '', ...resto }));

  return d;
};
