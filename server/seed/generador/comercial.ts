/**
 * Lo comercial de la demo (issue 14): la cartera de cada comercial (clientecomercial), sus clientes
 * potenciales con teléfonos y direcciones, cuentas bancarias con IBAN válido, representantes, estudios
 * financieros, facturas en todos los estados de deuda, operaciones con sus líneas y contactos, y la
 * agenda de citas alrededor de hoy. Todo coherente con las reglas de ámbito (server/sync/ambito.ts): lo
 * que cuelga de un cliente o de un prospecto lleva su delegación, y lo de un prospecto convertido, los
 * dos ids. Usa su propia sección de azar: no cambia nada de lo demás.
 */
import { importeLinea, redondear2, type DocDe } from '../../../schemas';
import { centimosDe, centimosPorcentaje, euros, sumaCentimos } from '../../../schemas/dinero';
import type { Catalogo, Categoria } from './catalogo';
import { articuloDe, FORMAS, LETRA_FORMA, type Cartera } from './clientes';
import { cif, dni, nie } from './documentos';
import { fechaDe, instanteDe } from './fechas';
import { lugarEn, telefonoFijo, telefonoMovil, via, type Ciudad } from './geografia';
import { apellido, dominioEmpresa, nombreEmpresa, nombrePila, persona, proveedorCorreo, sinTildes } from './nombres';
import type { Organizacion } from './organizacion';
import type { Aleatorio } from './prng';
import { seisCifras } from './reparto';
import type { TipoSistema } from './textos';

export interface DatosComerciales {
  clientesPotenciales: DocDe<'clientepotencial'>[];
  telefonosPotenciales: DocDe<'telefonopotencial'>[];
  direccionesPotenciales: DocDe<'direccionpotencial'>[];
  cuentas: DocDe<'cuentabancaria'>[];
  representantes: DocDe<'representante'>[];
  estudios: DocDe<'estudiofinanciero'>[];
  facturas: DocDe<'factura'>[];
  operaciones: DocDe<'operacioncrm'>[];
  lineas: DocDe<'loperacioncrm'>[];
  contactos: DocDe<'contactooperacion'>[];
  citas: DocDe<'cita'>[];
  carteraComercial: DocDe<'clientecomercial'>[];
}

export interface EntradaComercial {
  r: Aleatorio;
  diaHoy: number;
  escala: number;
  org: Organizacion;
  cartera: Cartera;
  catalogo: Catalogo;
}

/** Prospectos por comercial: unos 6 por unidad de escala, entre 12 y 40. */
export const prospectosPorComercial = (escala: number): number => Math.min(40, Math.max(12, Math.round(6 * escala)));
/** Operaciones abiertas o cerradas por comercial (más la ganada de cada prospecto convertido). */
export const operacionesPorComercial = (escala: number): number => Math.min(25, Math.max(12, Math.round(3 * escala)));

export type EstadoDeuda = 1 | 2 | 3 | 4 | 5;
/** Estados de deuda de la especificación (sección 4). */
export const ESTADOS_DEUDA = { pendiente: 1, cobrada: 2, dudosoCobro: 3, incobrable: 4, parcialmenteCobrada: 5 } as const satisfies Record<string, EstadoDeuda>;

type Etapa = DocDe<'operacioncrm'>['etapa'];
type Interes = 'alarma' | 'cctv' | 'accesos' | 'incendio' | 'mantenimiento';

const INTERES_DE_SISTEMA: Record<TipoSistema, Interes> = { intrusion: 'alarma', cctv: 'cctv', incendio: 'incendio', control_accesos: 'accesos' };

const TEXTO_INTERES: Record<Interes, readonly string[]> = {
  alarma: ['Alarma conectada a CRA', 'Alarma con videoverificación', 'Alarma conectada a CRA y CCTV'],
  cctv: ['Videovigilancia (CCTV)', 'Cámaras IP con acceso desde el móvil', 'CCTV y alarma'],
  accesos: ['Control de accesos', 'Videoportero y control de accesos', 'Control de presencia del personal'],
  incendio: ['Detección de incendios', 'Protección contra incendios (RIPCI)', 'Extintores y detección de incendios'],
  mantenimiento: ['Mantenimiento de la instalación actual', 'Mantenimiento y conexión a CRA', 'Vigilancia y mantenimiento'],
};

/** Títulos de operación: de una instalación nueva o sobre un sistema que ya tiene el cliente. */
const TITULOS: Record<Interes, { nuevo: readonly string[]; existente: readonly string[] }> = {
  alarma: { nuevo: ['Alarma conectada a CRA', 'Alarma vía radio con videoverificación'], existente: ['Ampliación del sistema de alarma', 'Sustitución de la central de alarma'] },
  cctv: { nuevo: ['Instalación de CCTV', 'Cámaras exteriores con visión nocturna'], existente: ['Ampliación de la videovigilancia', 'Renovación del grabador y cámaras IP'] },
  accesos: { nuevo: ['Control de accesos para oficinas', 'Videoportero y control de accesos', 'Control de presencia del personal'], existente: ['Ampliación del control de accesos', 'Cambio de lectores a tarjeta Mifare'] },
  incendio: { nuevo: ['Detección de incendios (RIPCI)', 'Extintores y detectores de humo'], existente: ['Renovación de la central de incendios', 'Adecuación al RIPCI de la instalación'] },
  mantenimiento: { nuevo: ['Contrato de mantenimiento anual', 'Mantenimiento y conexión a CRA'], existente: ['Contrato de mantenimiento anual', 'Revisión y puesta al día de la instalación'] },
};

/** Artículos de las líneas: el equipo principal y los complementos de cada interés. */
const EQUIPOS: Record<Interes, { principal: Categoria; extras: readonly Categoria[] }> = {
  alarma: { principal: 'int_central', extras: ['int_detector', 'int_sirena', 'int_teclado', 'com_modulo', 'int_contacto', 'mo_cra'] },
  cctv: { principal: 'cctv_grabador', extras: ['cctv_camara', 'cctv_disco', 'cctv_switch', 'cctv_monitor', 'cable'] },
  accesos: { principal: 'acc_controladora', extras: ['acc_lector', 'acc_cerradura', 'acc_videoportero', 'acc_tarjeta', 'acc_pulsador'] },
  incendio: { principal: 'inc_central', extras: ['inc_detector', 'inc_pulsador', 'inc_sirena', 'inc_extintor', 'cable'] },
  mantenimiento: { principal: 'mo_rev_intrusion', extras: ['mo_desplazamiento', 'bateria', 'mo_rev_cctv', 'mo_cra'] },
};
const VARIOS: readonly Categoria[] = ['int_detector', 'cctv_camara', 'inc_detector', 'int_contacto', 'acc_lector', 'inc_extintor'];

const MOTIVOS_PERDIDA = [
  'Precio más alto que el de la competencia',
  'Ha contratado con otra empresa de seguridad',
  'Pospone la inversión al año que viene',
  'No le conceden la financiación',
  'Sin respuesta tras varios contactos',
  'Cierra el negocio',
  'La comunidad no aprueba el gasto en la junta',
] as const;

const PROBABILIDAD: Record<Etapa, readonly [number, number]> = {
  nueva: [5, 20], cualificada: [20, 40], propuesta: [40, 60], negociacion: [60, 90], ganada: [100, 100], perdida: [0, 0],
};

const ACTIVIDADES: readonly (readonly [string, string])[] = [
  ['Joyería', 'Joyería'], ['Farmacia', 'Farmacia'], ['Restaurante', 'Hostelería'], ['Cafetería', 'Hostelería'], ['Hotel', 'Hostelería'],
  ['Talleres', 'Taller mecánico'], ['Construcciones', 'Construcción'], ['Distribuciones', 'Logística y distribución'],
  ['Transportes', 'Logística y distribución'], ['Logística', 'Logística y distribución'], ['Almacenes', 'Logística y distribución'],
  ['Clínica', 'Sanidad'], ['Centro Médico', 'Sanidad'], ['Metalúrgica', 'Industria'], ['Bodegas', 'Industria'], ['Gasolinera', 'Estación de servicio'],
  ['Gestoría', 'Oficinas y servicios'], ['Asesoría', 'Oficinas y servicios'], ['Inmobiliaria', 'Oficinas y servicios'], ['Informática', 'Oficinas y servicios'],
  ['Academia', 'Educación'], ['Autoescuela', 'Educación'], ['Colegio', 'Educación'], ['Comunidad de Propietarios', 'Comunidad de propietarios'],
  ['Ayuntamiento', 'Administración pública'], ['Asociación', 'Asociación'], ['Club', 'Asociación'], ['Peña', 'Asociación'],
];
const actividadDe = (nombre: string): string => ACTIVIDADES.find(([prefijo]) => nombre.startsWith(prefijo))?.[1] ?? 'Comercio';

const CARGOS: readonly (readonly [string, readonly string[]])[] = [
  ['Comunidad de Propietarios', ['Presidente de la comunidad', 'Administrador de fincas']],
  ['Ayuntamiento', ['Alcalde', 'Concejal de Seguridad', 'Secretario municipal']],
  ['Colegio', ['Director', 'Secretario del centro']],
  ['Asociación', ['Presidente', 'Tesorero']],
  ['Club', ['Presidente', 'Tesorero']],
  ['Peña', ['Presidente', 'Tesorero']],
];
const cargoDe = (r: Aleatorio, nombre: string): string =>
  r.elegir(CARGOS.find(([prefijo]) => nombre.startsWith(prefijo))?.[1] ?? ['Administrador único', 'Gerente', 'Apoderado', 'Consejero delegado', 'Administrador solidario']);

/** Entidades bancarias españolas reales (código y BIC). */
const BANCOS: readonly (readonly [string, string])[] = [
  ['2100', 'CAIXESBBXXX'], ['0049', 'BSCHESMMXXX'], ['0182', 'BBVAESMMXXX'], ['0081', 'BSABESBBXXX'], ['0128', 'BKBKESMMXXX'],
  ['1465', 'INGDESMMXXX'], ['2085', 'CAZRES2ZXXX'], ['3058', 'CCRIES2AXXX'], ['2080', 'CAGLESMMXXX'], ['0073', 'OPENESMMXXX'],
];

const PESOS_CCC = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;
/** Dígito de control del CCC español sobre 10 cifras (entidad y oficina con '00' delante, o la cuenta). */
const digitoCcc = (diez: string): string => {
  let suma = 0;
  PESOS_CCC.forEach((peso, i) => {
    suma += Number(diez.charAt(i)) * peso;
  });
  const d = 11 - (suma % 11);
  return String(d === 11 ? 0 : d === 10 ? 1 : d);
};

/** Resto entre 97 de un número decimal largo (en trozos, sin BigInt). */
const modulo97 = (cifras: string): number => {
  let resto = 0;
  for (let i = 0; i < cifras.length; i += 7) resto = Number(`${resto}${cifras.slice(i, i + 7)}`) % 97;
  return resto;
};

/** IBAN español (24 caracteres, sin espacios): CCC con sus dígitos de control y los del IBAN (ISO 13616). */
export const ibanEspanol = (entidad: string, oficina: string, cuenta: string): string => {
  const ccc = `${entidad}${oficina}${digitoCcc(`00${entidad}${oficina}`)}${digitoCcc(cuenta)}${cuenta}`;
  // 'ES' → 14 28; el control es 98 − (BBAN + 'ES00') mod 97.
  const control = 98 - modulo97(`${ccc}142800`);
  return `ES${String(control).padStart(2, '0')}${ccc}`;
};

/** Día de la semana de un día de la demo: 0 lunes … 6 domingo (el 1970-01-01 fue jueves). */
export const diaSemana = (dia: number): number => (((dia + 3) % 7) + 7) % 7;

/** Lo que una operación o una cita necesita saber de su cliente o cliente potencial. */
interface Dueno {
  idcliente: string;
  idcliente_potencial: string;
  iddelegacion: string;
  nombre: string;
  esEmpresa: boolean;
  lugar: string | null;
  interes: Interes;
  sistemas: readonly { idsistema: string; tipo: TipoSistema }[];
  /** Nada suyo puede ser anterior a este día (el alta del prospecto). */
  diaDesde: number;
  origen: string;
}

interface Operacion {
  doc: DocDe<'operacioncrm'>;
  dueno: Dueno;
  diaAlta: number;
  diaCierre: number | null;
}

const ORIGEN_TEXTO: Record<DocDe<'clientepotencial'>['origen'], string> = {
  web: 'Formulario web', llamada: 'Llamada entrante', referido: 'Recomendación de un cliente', feria: 'Feria de seguridad',
  puerta_fria: 'Visita puerta a puerta', campana: 'Campaña de buzoneo', otro: 'Otro',
};

const RESUMENES: Record<DocDe<'contactooperacion'>['tipo'], readonly string[]> = {
  llamada: [
    'Primera llamada: le interesa {interes} y pide una visita.',
    'Llamada de seguimiento: está revisando la propuesta con su socio.',
    'No contesta; se le deja mensaje en el buzón de voz.',
    'Confirma la visita y pide que vaya también el técnico.',
    'Pregunta por la cuota mensual de conexión a la CRA.',
  ],
  visita: [
    'Visita para el estudio de seguridad: se revisan accesos, ventanas y zonas sensibles.',
    'Visita con el técnico para medir el recorrido del cableado.',
    'Se enseñan las instalaciones hechas en un local cercano.',
    'Visita al local: quiere cubrir también el almacén trasero.',
  ],
  correo: [
    'Se le envía la propuesta económica por correo.',
    'Envío de las fichas técnicas de los equipos propuestos.',
    'Pide por correo un descuento adicional del 5 %.',
    'Envía el plano del local para ajustar la propuesta.',
  ],
  reunion: [
    'Reunión con la gerencia para presentar la propuesta.',
    'Reunión para negociar la forma de pago: prefiere cuotas mensuales.',
    'Reunión con el administrador de la finca y dos vecinos.',
  ],
  mensaje: [
    'Mensaje: pregunta si la instalación se puede hacer en sábado.',
    'Mensaje: envía fotos de la fachada y de los accesos.',
    'Mensaje: pide que le llamemos la semana que viene.',
  ],
};

const ASUNTOS: Record<DocDe<'cita'>['tipo'], string> = {
  visita: 'Visita comercial', llamada: 'Llamada de seguimiento', reunion: 'Reunión', demostracion: 'Demostración', firma: 'Firma del contrato',
};

const CONCEPTOS: Record<TipoSistema, readonly (readonly [string, number, number])[]> = {
  intrusion: [['Cuota de conexión a CRA', 60, 180], ['Mantenimiento anual del sistema de alarma', 110, 260], ['Ampliación del sistema de alarma', 250, 1400], ['Reparación de avería en la alarma', 60, 320]],
  cctv: [['Mantenimiento anual de CCTV', 150, 420], ['Instalación de cámaras adicionales', 400, 2600], ['Sustitución de disco duro del grabador', 90, 260]],
  incendio: [['Revisión trimestral RIPCI', 85, 340], ['Retimbrado de extintores', 60, 280], ['Sustitución de detectores de humo', 120, 900]],
  control_accesos: [['Mantenimiento anual de control de accesos', 120, 380], ['Tarjetas de proximidad', 30, 250], ['Sustitución de cerradura electromagnética', 90, 420]],
};

const ENTIDADES_RIESGO = ['Informa D&B', 'Experian', 'Equifax', 'Estudio interno'] as const;

export const generarComercial = (e: EntradaComercial): DatosComerciales => {
  const { r, diaHoy, escala, org, cartera, catalogo } = e;
  const d: DatosComerciales = {
    clientesPotenciales: [], telefonosPotenciales: [], direccionesPotenciales: [], cuentas: [], representantes: [], estudios: [],
    facturas: [], operaciones: [], lineas: [], contactos: [], citas: [], carteraComercial: [],
  };
  const ciudadDe = (delegacion: number): Ciudad => {
    const c = org.ciudades[delegacion];
    if (!c) throw new Error(`delegación ${delegacion + 1} sin ciudad`);
    return c;
  };
  const idComercial = (indiceEmpleado: number): string => String(indiceEmpleado + 1);

  // Primera dirección y primer teléfono de cada cliente; sistemas de cada cliente.
  const direccionDe = new Map<string, DocDe<'direccion'>>();
  for (const x of cartera.direcciones) if (!direccionDe.has(x.idcliente)) direccionDe.set(x.idcliente, x);
  const telefonoDe = new Map<string, string>();
  for (const t of cartera.telefonos) if (t.idsistema === null && !telefonoDe.has(t.idcliente)) telefonoDe.set(t.idcliente, t.numero);
  const sistemasDe = (i: number): { idsistema: string; tipo: TipoSistema }[] => {
    const primero = cartera.primerSistema[i] ?? 0;
    return Array.from({ length: cartera.numSistemas[i] ?? 0 }, (_, k) => ({
      idsistema: String(primero + k + 1), tipo: cartera.tipoSistema[primero + k] ?? 'intrusion',
    }));
  };
  const lugarCliente = (idcliente: string): string | null => {
    const x = direccionDe.get(idcliente);
    return x ? `${x.direccion}, ${x.poblacion}` : null;
  };

  // Cartera: cada cliente, a un comercial de su delegación por turnos (id = idcliente).
  const carteraDe = new Map<string, number[]>();
  const turno = new Map<number, number>();
  cartera.clientes.forEach((c, i) => {
    const del = cartera.delegacionCliente[i] ?? 0;
    const comerciales = org.comerciales[del] ?? [];
    const k = turno.get(del) ?? 0;
    turno.set(del, k + 1);
    const empleado = comerciales[k % Math.max(1, comerciales.length)];
    if (empleado === undefined) return;
    const idcomercial = idComercial(empleado);
    d.carteraComercial.push({ idcliente_comercial: c.idcliente, idcliente: c.idcliente, idcomercial, desde: fechaDe(diaHoy - r.entero(30, 1800)), estado: 1 });
    const lista = carteraDe.get(idcomercial);
    if (lista) lista.push(i);
    else carteraDe.set(idcomercial, [i]);
  });
  const duenoCliente = (i: number): Dueno => {
    const c = cartera.clientes[i];
    if (!c) throw new Error(`cliente ${i + 1} inexistente`);
    const sistemas = sistemasDe(i);
    const tipo = sistemas[0]?.tipo;
    return {
      idcliente: c.idcliente, idcliente_potencial: '', iddelegacion: c.iddelegacion, nombre: c.nombre, esEmpresa: cartera.esEmpresa[i] ?? false,
      lugar: lugarCliente(c.idcliente), interes: tipo ? INTERES_DE_SISTEMA[tipo] : 'alarma', sistemas, diaDesde: diaHoy - 1800,
      origen: r.elegir(['Cliente de la cartera', 'Revisión técnica', 'Renovación', 'Llamada del cliente']),
    };
  };

  // Cuentas, representantes y estudios: helpers comunes a clientes y prospectos.
  const cuenta = (idcliente: string, idcliente_potencial: string, titular: string, esCliente: boolean): void => {
    const [entidad, bic] = r.elegir(BANCOS);
    const id = d.cuentas.length + 1;
    const conMandato = esCliente ? r.probabilidad(0.85) : r.probabilidad(0.1);
    const remesable = conMandato && r.probabilidad(esCliente ? 0.95 : 0.5);
    d.cuentas.push({
      idcuenta_bancaria: String(id), idcliente, idcliente_potencial, iban: ibanEspanol(entidad, r.digitos(4), r.digitos(10)), titular,
      bic: r.probabilidad(0.7) ? bic : null, remesable,
      fmandato: conMandato ? fechaDe(diaHoy - r.entero(15, 1500)) : null,
      referencia_mandato: conMandato ? `MAND-${seisCifras(id)}` : null,
      observaciones: r.probabilidad(0.1) ? r.elegir(['Cargar los recibos a primeros de mes.', 'Cuenta de la sociedad; avisar antes de remesar.', 'Cambió de banco el año pasado.']) : null,
      estado: 1,
    });
  };
  const representante = (idcliente: string, idcliente_potencial: string, nombreEntidad: string, dominio: string): void => {
    const p = persona(r);
    d.representantes.push({
      idrepresentante: String(d.representantes.length + 1), idcliente, idcliente_potencial, nombre: p.completo,
      dni: r.probabilidad(0.9) ? dni(r) : nie(r), cargo: cargoDe(r, nombreEntidad),
      telefono: r.probabilidad(0.7) ? telefonoMovil(r) : null,
      email: r.probabilidad(0.5) ? `${sinTildes(p.nombre.split(' ')[0] ?? p.nombre)}.${sinTildes(p.apellidos.split(' ')[0] ?? '')}@${dominio}` : null,
      observaciones: r.probabilidad(0.1) ? 'Firma los contratos y los mandatos SEPA.' : null, estado: 1,
    });
  };
  const estudio = (idcliente: string, idcliente_potencial: string, esEmpresa: boolean, desde: number): void => {
    const resultado = r.ponderado([['favorable', 55], ['condicionado', 20], ['desfavorable', 10], ['pendiente', 15]] as const);
    const maximo = esEmpresa ? 60_000 : 6_000;
    const limite = resultado === 'favorable' ? r.entero(2, maximo / 500) * 500 : resultado === 'condicionado' ? r.entero(1, maximo / 2000) * 500 : resultado === 'desfavorable' ? 0 : null;
    d.estudios.push({
      idestudio_financiero: String(d.estudios.length + 1), idcliente, idcliente_potencial, fecha: fechaDe(Math.max(desde, diaHoy - r.entero(3, 540))),
      entidad: r.elegir(ENTIDADES_RIESGO), resultado, limite_credito: limite,
      calificacion: resultado === 'pendiente' ? null : resultado === 'favorable' ? r.elegir(['AA', 'A', 'B']) : resultado === 'condicionado' ? r.elegir(['B', 'C']) : r.elegir(['C', 'D']),
      observaciones: resultado === 'condicionado' ? r.elegir(['Pedir aval o pago por adelantado.', 'Solo con domiciliación bancaria.', 'Revisar dentro de seis meses.']) : resultado === 'desfavorable' ? 'Incidencias de impago en el registro.' : null,
      estado: 1,
    });
  };

  // Datos de los clientes: cuenta (60 %), representante de las empresas, estudio financiero (15 %).
  cartera.clientes.forEach((c, i) => {
    const empresa = cartera.esEmpresa[i] ?? false;
    if (r.probabilidad(0.6)) cuenta(c.idcliente, '', c.nombre, true);
    if (empresa && r.probabilidad(0.9)) representante(c.idcliente, '', c.nombre, c.email?.split('@')[1] ?? dominioEmpresa(c.nombre));
    if (r.probabilidad(0.15)) estudio(c.idcliente, '', empresa, diaHoy - 1800);
  });

  // Clientes potenciales de cada comercial, con sus teléfonos y direcciones.
  const prospectosDe = new Map<string, { dueno: Dueno; convertido: boolean; diaConversion: number }[]>();
  const convertidos = new Set<string>();
  const porComercial = prospectosPorComercial(escala);
  org.comerciales.forEach((lista, del) => {
    const ciudad = ciudadDe(del);
    const iddelegacion = String(del + 1);
    for (const empleado of lista) {
      const idcomercial = idComercial(empleado);
      const suyos: { dueno: Dueno; convertido: boolean; diaConversion: number }[] = [];
      const clientesSuyos = (carteraDe.get(idcomercial) ?? []).filter((i) => cartera.clientes[i]?.estado === 1);
      for (let k = 0; k < porComercial; k++) {
        const idcliente_potencial = String(d.clientesPotenciales.length + 1);
        const diaAlta = diaHoy - r.entero(0, 365);
        // Unos pocos ya convertidos (siempre el segundo de cada comercial): su cliente es uno de su cartera.
        const candidato = clientesSuyos.length > 0 ? clientesSuyos[r.entero(0, clientesSuyos.length - 1)] : undefined;
        const cliente = (k === 1 || r.probabilidad(0.06)) && candidato !== undefined && !convertidos.has(String(candidato + 1)) ? cartera.clientes[candidato] : undefined;
        const empresa = cliente ? (cartera.esEmpresa[Number(cliente.idcliente) - 1] ?? false) : r.probabilidad(0.6);
        const lugar = lugarEn(r, ciudad);
        const v = via(r, empresa);
        let nombre: string;
        let nif: string | null;
        let email: string | null;
        let actividad: string;
        if (cliente) {
          convertidos.add(cliente.idcliente);
          nombre = cliente.nombre;
          nif = cliente.nif ?? null;
          email = cliente.email ?? null;
          actividad = empresa ? actividadDe(nombre) : 'Vivienda';
        } else if (empresa) {
          const forma = r.ponderado(FORMAS);
          nombre = nombreEmpresa(r, forma, lugar.poblacion, v.calle);
          nif = r.probabilidad(0.6) ? cif(r, LETRA_FORMA[forma], ciudad.codProvincia) : null;
          email = r.probabilidad(0.7) ? `${r.elegir(['info', 'contacto', 'administracion', 'gerencia'])}@${dominioEmpresa(nombre)}` : null;
          actividad = actividadDe(nombre);
        } else {
          const p = persona(r);
          nombre = p.completo;
          nif = r.probabilidad(0.5) ? (r.probabilidad(0.9) ? dni(r) : nie(r)) : null;
          email = r.probabilidad(0.7) ? `${sinTildes(p.nombre.split(' ')[0] ?? p.nombre)}.${sinTildes(p.apellidos.split(' ')[0] ?? '')}${r.entero(1, 99)}@${proveedorCorreo(r)}` : null;
          actividad = r.elegir(['Vivienda', 'Vivienda', 'Segunda residencia', 'Chalé']);
        }
        const interes: Interes = empresa
          ? r.ponderado([['alarma', 30], ['cctv', 30], ['accesos', 15], ['incendio', 15], ['mantenimiento', 10]] as const)
          : r.ponderado([['alarma', 70], ['cctv', 20], ['accesos', 10]] as const);
        const origen = r.ponderado([['web', 25], ['llamada', 20], ['referido', 20], ['feria', 8], ['puerta_fria', 12], ['campana', 10], ['otro', 5]] as const);
        const diaConversion = cliente ? r.entero(diaAlta, diaHoy) : diaHoy;
        const fconversion = cliente ? instanteDe(diaConversion, r.entero(8 * 60, 16 * 60)) : null;
        d.clientesPotenciales.push({
          idcliente_potencial, codigo: `PR-${seisCifras(Number(idcliente_potencial))}`, nombre, nif, email, actividad, origen,
          interes: r.elegir(TEXTO_INTERES[interes]), iddelegacion, idcomercial, idcliente: cliente?.idcliente ?? null, fconversion,
          fecha_alta: fechaDe(diaAlta),
          observaciones: r.probabilidad(0.25) ? r.elegir(['Llamar por la tarde.', 'Tiene presupuesto de otra empresa.', 'Le robaron el mes pasado.', 'Decide el socio; volver a llamar.', 'Quiere verlo funcionando antes de decidir.']) : null,
          actualizado: fconversion ?? instanteDe(Math.min(diaHoy, diaAlta + r.entero(0, 20)), r.entero(7 * 60, 9 * 60)), estado: 1,
        });
        // Dirección y teléfonos: los del cliente si ya se convirtió.
        const dirCliente = cliente ? direccionDe.get(cliente.idcliente) : undefined;
        const direccion = dirCliente?.direccion ?? v.completa;
        const poblacion = dirCliente?.poblacion ?? lugar.poblacion;
        d.direccionesPotenciales.push({
          iddireccion_potencial: String(d.direccionesPotenciales.length + 1), idcliente_potencial,
          tipo: empresa ? r.ponderado([['fiscal', 40], ['instalacion', 50], ['otra', 10]] as const) : r.ponderado([['instalacion', 85], ['envio', 10], ['otra', 5]] as const),
          direccion, cp: dirCliente?.cp ?? lugar.cp, poblacion, provincia: dirCliente?.provincia ?? ciudad.provincia,
          lat: dirCliente ? dirCliente.lat : lugar.lat, lng: dirCliente ? dirCliente.lng : lugar.lng,
          observaciones: r.probabilidad(0.1) ? r.elegir(['Portal con llave; llamar al timbre 2.', 'Acceso por la calle de atrás.', 'Aparcar en la zona de carga.']) : null, estado: 1,
        });
        const telefonos = r.probabilidad(0.4) ? 2 : 1;
        for (let t = 0; t < telefonos; t++) {
          const fijo = empresa ? t === 0 : t === 1 && r.probabilidad(0.5);
          const numero = t === 0 && cliente ? (telefonoDe.get(cliente.idcliente) ?? telefonoMovil(r)) : fijo ? telefonoFijo(r, ciudad) : telefonoMovil(r);
          d.telefonosPotenciales.push({
            idtelefono_potencial: String(d.telefonosPotenciales.length + 1), idcliente_potencial, numero,
            descripcion: empresa ? (fijo ? r.elegir(['Oficina', 'Centralita', 'Tienda']) : `Móvil ${nombrePila(r)}`) : fijo ? 'Casa' : 'Móvil', estado: 1,
          });
        }
        // Cuenta, representante y estudio: solo de los que siguen siendo prospectos.
        if (!cliente) {
          if (r.probabilidad(0.2)) cuenta('', idcliente_potencial, nombre, false);
          if (empresa && r.probabilidad(0.25)) representante('', idcliente_potencial, nombre, email?.split('@')[1] ?? dominioEmpresa(nombre));
          if (r.probabilidad(0.15)) estudio('', idcliente_potencial, empresa, diaAlta);
        }
        suyos.push({
          dueno: {
            idcliente: cliente?.idcliente ?? '', idcliente_potencial, iddelegacion, nombre, esEmpresa: empresa, lugar: `${direccion}, ${poblacion}`,
            interes, sistemas: [], diaDesde: diaAlta, origen: ORIGEN_TEXTO[origen],
          },
          convertido: cliente !== undefined, diaConversion,
        });
      }
      prospectosDe.set(idcomercial, suyos);
    }
  });

  // Operaciones de cada comercial, con sus líneas y contactos.
  const lineasDe = (idoperacioncrm: string, interes: Interes, sistema: TipoSistema | null): number => {
    const eq = EQUIPOS[interes];
    const principal: Categoria = interes === 'mantenimiento' && sistema ? (`mo_rev_${sistema}` satisfies Categoria) : eq.principal;
    const n = r.ponderado([[1, 15], [2, 30], [3, 35], [4, 20]] as const);
    const categorias: Categoria[] = [principal, ...r.barajar(eq.extras).slice(0, n - 1)];
    if (n >= 3 && interes !== 'mantenimiento' && r.probabilidad(0.5)) categorias[n - 1] = 'mo_hora';
    const importes: number[] = [];
    for (const cat of categorias) {
      const indice = articuloDe(r, catalogo, cat);
      const a = catalogo.articulos[indice];
      const info = catalogo.info[indice];
      if (!a || !info) throw new Error('artículo inexistente');
      const unidades = info.unidad === 'h' ? r.entero(2, 16) : info.unidad === 'm' ? r.entero(2, 20) * 10
        : cat === 'acc_tarjeta' ? r.entero(2, 10) * 5 : VARIOS.includes(cat) ? r.entero(2, 8) : cat === principal ? 1 : r.entero(1, 2);
      const dto = r.ponderado([[0, 50], [5, 20], [10, 15], [15, 10], [20, 5]] as const);
      const importe = importeLinea(a.precio, dto, unidades);
      importes.push(importe);
      d.lineas.push({
        idloperacioncrm: String(d.lineas.length + 1), idoperacioncrm, idarticulo: a.idarticulo, descripcion: a.descripcion,
        unidades, precio: a.precio, dto, importe, estado: 1,
      });
    }
    return sumaCentimos(importes);
  };
  const contactosDe = (idoperacioncrm: string, idcomercial: string, dueno: Dueno, desde: number, hasta: number, etapa: Etapa): string | null => {
    const n = etapa === 'nueva' ? r.entero(0, 1) : r.ponderado([[0, 15], [1, 35], [2, 30], [3, 20]] as const);
    const dias = Array.from({ length: n }, () => r.entero(desde, hasta)).sort((a, b) => a - b);
    let ultimo: string | null = null;
    for (const dia of dias) {
      const tipo = r.ponderado([['llamada', 35], ['visita', 25], ['correo', 20], ['reunion', 10], ['mensaje', 10]] as const);
      const fecha = instanteDe(dia, dia === diaHoy ? r.entero(6 * 60, 8 * 60) : r.entero(7 * 60, 17 * 60));
      d.contactos.push({
        idcontacto_operacion: String(d.contactos.length + 1), idoperacioncrm, fecha, tipo,
        persona: dueno.esEmpresa ? `${nombrePila(r)} ${apellido(r)}` : dueno.nombre,
        resumen: r.elegir(RESUMENES[tipo]).replace('{interes}', r.elegir(TEXTO_INTERES[dueno.interes]).toLowerCase()), idcomercial, estado: 1,
      });
      if (ultimo === null || fecha > ultimo) ultimo = fecha;
    }
    return ultimo;
  };
  const operacion = (idcomercial: string, dueno: Dueno, etapa: Etapa, diaCierreFijo: number | null): Operacion => {
    const idoperacioncrm = String(d.operaciones.length + 1);
    const cerrada = etapa === 'ganada' || etapa === 'perdida';
    const desde = Math.min(diaHoy, Math.max(dueno.diaDesde, diaHoy - (cerrada ? 365 : 150)));
    const diaAlta = diaCierreFijo === null ? r.entero(desde, diaHoy) : r.entero(Math.min(desde, diaCierreFijo), diaCierreFijo);
    const diaCierre = !cerrada ? null : diaCierreFijo ?? r.entero(diaAlta, Math.min(diaHoy, diaAlta + 90));
    const sistema = dueno.sistemas.length > 0 && r.probabilidad(0.6) ? r.elegir(dueno.sistemas) : null;
    const interes = sistema ? (r.probabilidad(0.3) ? 'mantenimiento' : INTERES_DE_SISTEMA[sistema.tipo]) : dueno.interes;
    const [pmin, pmax] = PROBABILIDAD[etapa];
    const importe = lineasDe(idoperacioncrm, interes, sistema?.tipo ?? null);
    const ultimoContacto = contactosDe(idoperacioncrm, idcomercial, dueno, diaAlta, diaCierre ?? diaHoy, etapa);
    const alta = instanteDe(diaAlta, r.entero(7 * 60, 9 * 60));
    const cierre = diaCierre === null ? null : instanteDe(diaCierre, r.entero(15 * 60, 17 * 60));
    const actualizado = [alta, cierre, ultimoContacto].reduce<string>((m, x) => (x !== null && x > m ? x : m), alta);
    const doc: DocDe<'operacioncrm'> = {
      idoperacioncrm, titulo: r.elegir(sistema ? TITULOS[interes].existente : TITULOS[interes].nuevo),
      descripcion: r.probabilidad(0.5) ? `${r.elegir(TEXTO_INTERES[interes])} para ${dueno.esEmpresa ? 'el local' : 'la vivienda'}${dueno.lugar ? ` de ${dueno.lugar}` : ''}.` : null,
      idcliente: dueno.idcliente, idcliente_potencial: dueno.idcliente_potencial, idsistema: sistema?.idsistema ?? null,
      idorden_trabajo: null, idparte_trabajo: null, idpresupuestocli: null, iddelegacion: dueno.iddelegacion, idcomercial, idtecnico: null,
      etapa, probabilidad: pmin === pmax ? pmin : r.entero(pmin / 5, pmax / 5) * 5, fecha_alta: fechaDe(diaAlta),
      fprevista_cierre: cerrada ? fechaDe(diaCierre ?? diaAlta) : fechaDe(diaHoy + r.entero(7, 90)),
      fcierre: diaCierre === null ? null : fechaDe(diaCierre),
      motivo_perdida: etapa === 'perdida' ? r.elegir(MOTIVOS_PERDIDA) : null,
      origen: dueno.origen, importe_estimado: importe, actualizado, estado: 1,
    };
    d.operaciones.push(doc);
    return { doc, dueno, diaAlta, diaCierre };
  };

  const operacionesDe = new Map<string, Operacion[]>();
  const numOperaciones = operacionesPorComercial(escala);
  for (const lista of org.comerciales) {
    for (const empleado of lista) {
      const idcomercial = idComercial(empleado);
      const ops: Operacion[] = [];
      const clientes = (carteraDe.get(idcomercial) ?? []).filter((i) => cartera.clientes[i]?.estado === 1);
      const prospectos = (prospectosDe.get(idcomercial) ?? []).filter((p) => !p.convertido).map((p) => p.dueno);
      // La ganada que convirtió a cada prospecto: con los dos ids.
      for (const p of prospectosDe.get(idcomercial) ?? []) if (p.convertido) ops.push(operacion(idcomercial, p.dueno, 'ganada', p.diaConversion));
      // Las primeras, fijas: una propuesta y una perdida con prospectos, una negociación y una ganada con clientes.
      const fijas: readonly (readonly [Etapa, boolean])[] = [['propuesta', false], ['negociacion', true], ['ganada', true], ['perdida', false]];
      for (let k = 0; k < numOperaciones; k++) {
        const fija = fijas[k];
        let conCliente = fija ? fija[1] : r.probabilidad(0.45);
        if (clientes.length === 0) conCliente = false;
        if (prospectos.length === 0) conCliente = true;
        const dueno = conCliente ? duenoCliente(r.elegir(clientes)) : r.elegir(prospectos);
        const etapa: Etapa = fija ? fija[0] : conCliente
          ? r.ponderado([['nueva', 10], ['cualificada', 10], ['propuesta', 20], ['negociacion', 15], ['ganada', 30], ['perdida', 15]] as const)
          : r.ponderado([['nueva', 20], ['cualificada', 20], ['propuesta', 20], ['negociacion', 12], ['perdida', 15]] as const);
        ops.push(operacion(idcomercial, dueno, etapa, null));
      }
      operacionesDe.set(idcomercial, ops);
    }
  }

  // Agenda: citas de cada comercial de la semana de hoy ± 3 semanas, en días laborables (y siempre hoy).
  const lunes = diaHoy - diaSemana(diaHoy);
  for (const lista of org.comerciales) {
    for (const empleado of lista) {
      const idcomercial = idComercial(empleado);
      const ops = operacionesDe.get(idcomercial) ?? [];
      const clientes = (carteraDe.get(idcomercial) ?? []).filter((i) => cartera.clientes[i]?.estado === 1);
      const prospectos = (prospectosDe.get(idcomercial) ?? []).filter((p) => !p.convertido).map((p) => p.dueno);
      for (let dia = lunes - 21; dia <= lunes + 27; dia++) {
        if (dia !== diaHoy && diaSemana(dia) >= 5) continue;
        const n = Math.max(r.ponderado<number>([[0, 30], [1, 40], [2, 22], [3, 8]]), dia === diaHoy ? 2 : 0);
        // En UTC: de 7:00 a 17:00 (de 8 o 9 a 18 o 19 en la península).
        let minuto = 7 * 60 + r.entero(0, 4) * 30;
        for (let k = 0; k < n; k++) {
          const abiertas = ops.filter((o) => o.diaAlta <= dia && (o.diaCierre === null || o.diaCierre >= dia));
          const op = abiertas.length > 0 && r.probabilidad(0.5) ? r.elegir(abiertas) : null;
          const validos = prospectos.filter((p) => p.diaDesde <= dia);
          const dueno = op ? op.dueno : (clientes.length > 0 && (validos.length === 0 || r.probabilidad(0.5))) ? duenoCliente(r.elegir(clientes)) : validos.length > 0 ? r.elegir(validos) : null;
          if (!dueno) continue;
          let tipo = r.ponderado([['visita', 40], ['llamada', 20], ['reunion', 15], ['demostracion', 15], ['firma', 10]] as const);
          if (tipo === 'firma' && op?.doc.etapa !== 'negociacion' && op?.doc.etapa !== 'ganada') tipo = 'visita';
          const duracion = tipo === 'llamada' ? r.elegir([15, 30]) : tipo === 'firma' ? 30 : r.elegir([45, 60, 90]);
          if (minuto + duracion > 17 * 60) break;
          const inicio = instanteDe(dia, minuto);
          const fin = instanteDe(dia, minuto + duracion);
          minuto += duracion + r.entero(1, 4) * 30;
          d.citas.push({
            idcita: String(d.citas.length + 1),
            asunto: tipo === 'demostracion' ? `Demostración de ${r.elegir(TEXTO_INTERES[dueno.interes]).toLowerCase()} · ${dueno.nombre}` : `${ASUNTOS[tipo]} · ${dueno.nombre}`,
            tipo, inicio, fin,
            lugar: tipo === 'llamada' ? null : tipo === 'reunion' && r.probabilidad(0.4) ? `Oficina de ${ciudadDe(Number(dueno.iddelegacion) - 1).nombre}` : dueno.lugar,
            idcliente: op ? op.doc.idcliente : dueno.idcliente, idcliente_potencial: op ? op.doc.idcliente_potencial : dueno.idcliente_potencial,
            idoperacioncrm: op?.doc.idoperacioncrm ?? null, iddelegacion: op ? op.doc.iddelegacion : dueno.iddelegacion, idcomercial,
            realizada: dia < diaHoy,
            observaciones: r.probabilidad(0.15) ? r.elegir(['Llevar el catálogo de cámaras.', 'Preguntar por el administrador.', 'Confirmar la víspera por teléfono.', 'Llevar el contrato impreso.']) : null,
            estado: 1,
          });
        }
      }
    }
  }

  // Facturas (solo lectura): de 1 a 5 por cliente en los dos últimos años; los cinco primeros clientes de
  // cada comercial llevan una en cada estado de deuda, para que todos salgan a cualquier escala.
  const forzado = new Map<number, EstadoDeuda>();
  for (const lista of carteraDe.values()) {
    const estados: readonly EstadoDeuda[] = [1, 2, 3, 4, 5];
    lista.slice(0, estados.length).forEach((i, k) => {
      const s = estados[k];
      if (s !== undefined) forzado.set(i, s);
    });
  }
  const borradores: Omit<DocDe<'factura'>, 'idfactura' | 'numero'>[] = [];
  cartera.clientes.forEach((c, i) => {
    const tipos = sistemasDe(i).map((s) => s.tipo);
    const n = r.ponderado([[1, 30], [2, 30], [3, 22], [4, 11], [5, 7]] as const);
    for (let k = 0; k < n; k++) {
      const s = k === 0 ? forzado.get(i) : undefined;
      const dia = s === 1 ? diaHoy - r.entero(0, 25) : s === 3 ? diaHoy - r.entero(120, 330) : s === 4 ? diaHoy - r.entero(420, 720)
        : s === 5 ? diaHoy - r.entero(40, 200) : diaHoy - r.entero(1, 730);
      const vencimiento = dia + (s === 1 ? 30 : r.elegir([0, 30, 30, 60]));
      const retraso = diaHoy - vencimiento;
      const estadoDeuda: EstadoDeuda = s ?? (retraso <= 0
        ? r.ponderado([[1, 75], [2, 20], [5, 5]] as const)
        : retraso <= 90 ? r.ponderado([[2, 65], [1, 20], [5, 10], [3, 5]] as const)
          : retraso <= 365 ? r.ponderado([[2, 85], [3, 7], [5, 5], [1, 3]] as const)
            : r.ponderado([[2, 90], [4, 6], [3, 2], [5, 2]] as const));
      const [concepto, minimo, maximo] = r.elegir(CONCEPTOS[r.elegir(tipos.length > 0 ? tipos : ['intrusion'] as const)]);
      const base = redondear2(r.real(minimo, maximo));
      const iva = euros(centimosPorcentaje(centimosDe(base), 21));
      const total = sumaCentimos([base, iva]);
      const cobrado = estadoDeuda === 2 ? total : estadoDeuda === 5 ? redondear2(total * r.real(0.2, 0.8)) : 0;
      borradores.push({
        idcliente: c.idcliente, fecha: fechaDe(dia), fvencimiento: fechaDe(vencimiento), concepto: `${concepto} (${fechaDe(dia).slice(0, 7)})`,
        base_imponible: base, iva, total, cobrado, estado_deuda: estadoDeuda, estado: 1,
      });
    }
  });
  // Numeración correlativa por año y por fecha, como la llevaría la administración.
  const contadorAno = new Map<string, number>();
  borradores
    .map((b, orden) => ({ b, orden }))
    .sort((x, y) => (x.b.fecha < y.b.fecha ? -1 : x.b.fecha > y.b.fecha ? 1 : x.orden - y.orden))
    .forEach(({ b }) => {
      const ano = b.fecha.slice(0, 4);
      const n = (contadorAno.get(ano) ?? 0) + 1;
      contadorAno.set(ano, n);
      d.facturas.push({ idfactura: String(d.facturas.length + 1), numero: `F${ano}-${seisCifras(n)}`, ...b });
    });

  return d;
};
