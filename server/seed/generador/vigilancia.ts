/**
 * Vigilancia de la demo (issue 16): vigilantes con su TIP, puestos de servicio (la mayoría de un cliente de
 * la cartera, en su dirección), sus servicios y turnos (M, T, N y a veces D), los vigilantes asignados,
 * las rondas programadas con sus puntos de control y, aparte, el cuadrante (vigilancia-cuadrante.ts), lo
 * hecho en los últimos días (vigilancia-actividad.ts) y los llaveros (llaves.ts). Usa su propia sección de
 * azar y no toca la organización: los empleados que faltan (vigilantes de más y el custodio de llaves de
 * cada delegación) se crean aquí con los ids siguientes.
 *
 * El vigilante 1 es el del usuario «vigilante» (el primer vigilante de la primera delegación) y está
 * asignado a los dos primeros puestos; el último es el jefe de seguridad (el administrador, sin puestos).
 */
import type { DocDe } from '../../../schemas';
import { type Cartera } from './clientes';
import { dni, nie } from './documentos';
import { fechaDe } from './fechas';
import { lugarEn, telefonoFijo, telefonoMovil, via } from './geografia';
import { generarActividad } from './vigilancia-actividad';
import { generarCuadrante } from './vigilancia-cuadrante';
import { generarLlaves } from './llaves';
import { persona, sinTildes } from './nombres';
import { DOMINIO_EMPRESA, type Organizacion } from './organizacion';
import type { Aleatorio } from './prng';

export interface EntradaVigilancia {
  r: Aleatorio;
  diaHoy: number;
  escala: number;
  org: Organizacion;
  cartera: Cartera;
}

export interface Custodio {
  idempleado: string;
  nombre: string;
}

export interface DatosVigilancia {
  /** Empleados nuevos (siguen a los de la organización). */
  empleados: DocDe<'empleado'>[];
  vigilantes: DocDe<'vigilante'>[];
  puestos: DocDe<'puestoservicio'>[];
  servicios: DocDe<'puestoservicioservicio'>[];
  turnos: DocDe<'turnopuesto'>[];
  asignaciones: DocDe<'puestovigilante'>[];
  cuadrante: DocDe<'cuadranteturno'>[];
  rondas: DocDe<'rondaprogramada'>[];
  puntos: DocDe<'puntoronda'>[];
  rondasRealizadas: DocDe<'rondarealizada'>[];
  lecturas: DocDe<'rondacheck'>[];
  partes: DocDe<'partenovedad'>[];
  novedades: DocDe<'novedad'>[];
  llaveros: DocDe<'llavero'>[];
  movimientos: DocDe<'movimientollave'>[];
  firmas: DocDe<'firma'>[];
  /** El vigilante del administrador (jefe de seguridad). */
  idvigilanteSupervisor: string;
  /** Por delegación (índice), el custodio de llaves; el de la primera es el usuario «custodia». */
  custodios: Custodio[];
}

/** Lo que el resto del generador de vigilancia necesita de la plantilla. */
export interface Plantilla {
  vigilantes: DocDe<'vigilante'>[];
  puestos: DocDe<'puestoservicio'>[];
  servicios: DocDe<'puestoservicioservicio'>[];
  turnos: DocDe<'turnopuesto'>[];
  asignaciones: DocDe<'puestovigilante'>[];
  rondas: DocDe<'rondaprogramada'>[];
  puntos: DocDe<'puntoronda'>[];
  /** Por servicio (id): los códigos de turno que cubre. */
  turnosServicio: Map<string, readonly CodigoTurno[]>;
  /** Por vigilante (id): su DNI/NIE (el de su empleado). */
  dniVigilante: Map<string, string>;
}

/**
 * Vigilantes por delegación (12 por unidad de escala, de 6 a 60) y puestos (4, de 2 a 20). El tope, como el
 * de los presupuestos: a escala 100 el cuadrante de dos meses no pasa de unas decenas de miles de turnos.
 */
export const vigilantesPorDelegacion = (escala: number): number => Math.min(60, Math.max(6, Math.round(12 * escala)));
export const puestosPorDelegacion = (escala: number): number => Math.min(20, Math.max(2, Math.round(4 * escala)));

export type CodigoTurno = 'M' | 'T' | 'N' | 'D';
export const TURNOS: Record<CodigoTurno, { descripcion: string; hora_inicio: string; hora_fin: string }> = {
  M: { descripcion: 'Mañana', hora_inicio: '06:00', hora_fin: '14:00' },
  T: { descripcion: 'Tarde', hora_inicio: '14:00', hora_fin: '22:00' },
  N: { descripcion: 'Noche', hora_inicio: '22:00', hora_fin: '06:00' },
  D: { descripcion: 'Día (12 h)', hora_inicio: '08:00', hora_fin: '20:00' },
};

type TipoServicio = DocDe<'puestoservicioservicio'>['tipo'];
interface Servicio {
  descripcion: string;
  tipo: TipoServicio;
  turnos: readonly CodigoTurno[];
  dias: readonly number[];
}
const TODOS = [1, 2, 3, 4, 5, 6, 7];
const LABORABLES = [1, 2, 3, 4, 5];

/** Perfiles de puesto: sus servicios. El puesto k de la delegación d lleva el perfil (k + d + 1) mod 5. */
const PERFILES: readonly (readonly Servicio[])[] = [
  [{ descripcion: 'Vigilancia 24 horas', tipo: 'vigilancia', turnos: ['M', 'T', 'N'], dias: TODOS }],
  [
    { descripcion: 'Control de accesos', tipo: 'control_accesos', turnos: ['M', 'T'], dias: LABORABLES },
    { descripcion: 'Vigilancia nocturna', tipo: 'vigilancia', turnos: ['N'], dias: TODOS },
  ],
  [
    { descripcion: 'Recepción y control de visitas', tipo: 'recepcion', turnos: ['M'], dias: LABORABLES },
    { descripcion: 'Vigilancia de fin de semana', tipo: 'vigilancia', turnos: ['D'], dias: [6, 7] },
  ],
  [{ descripcion: 'Vigilancia nocturna con rondas', tipo: 'rondas', turnos: ['N'], dias: TODOS }],
  [{ descripcion: 'Control de accesos de día', tipo: 'control_accesos', turnos: ['D'], dias: LABORABLES }],
];

const horasTurno = (c: CodigoTurno): number => (c === 'D' ? 12 : 8);
/** Vigilantes que pide un perfil: las horas del mes entre 150 por cabeza, más uno de reserva (de 3 a 5). */
const vigilantesDelPerfil = (p: readonly Servicio[]): number => {
  const horasMes = p.reduce((s, x) => s + x.turnos.reduce((h, t) => h + horasTurno(t), 0) * x.dias.length * (30 / 7), 0);
  return Math.min(5, Math.max(3, Math.ceil(horasMes / 150) + 1));
};

const NOMBRES_SIN_CLIENTE = [
  (p: string) => `Aparcamiento municipal de ${p}`, (p: string) => `Urbanización Los Pinos (${p})`, (p: string) => `Centro comercial El Mirador (${p})`,
  (p: string) => `Obra nueva de la avenida principal (${p})`, (p: string) => `Polideportivo municipal de ${p}`,
] as const;

const CONSIGNAS = [
  'Control de accesos: toda visita se identifica con DNI y se anota en el libro de registro antes de pasar.',
  'Los proveedores solo descargan en el muelle de 8:00 a 14:00; fuera de ese horario, avisar al responsable de mantenimiento.',
  'Ronda perimetral al inicio de cada turno de noche, comprobando vallas, puertas y ventanas.',
  'Ante un salto de alarma, verificar la zona y llamar a la Central Receptora de Alarmas antes de avisar a la policía.',
  'No se permite el acceso de vehículos particulares al recinto sin autorización escrita de la propiedad.',
  'Al cierre, comprobar que las puertas de emergencia quedan cerradas y las luces de las oficinas apagadas.',
  'Las llaves del cuarto eléctrico se entregan solo al personal de mantenimiento acreditado, con firma en el registro.',
  'En caso de incendio, activar el pulsador más cercano, llamar al 112 y dirigir la evacuación hacia el punto de reunión del aparcamiento.',
  'El relevo se hace en el puesto: el vigilante saliente no se va hasta que llega el entrante y le pasa las novedades.',
  'Prohibido facilitar información sobre el cliente, sus horarios o sus instalaciones a terceros.',
] as const;

const PUNTOS_PERIMETRAL = ['Puerta principal', 'Acceso de vehículos', 'Muelle de carga', 'Fachada norte', 'Valla trasera', 'Aparcamiento', 'Salida de emergencia este', 'Zona de contenedores', 'Garita', 'Depósito de gasóleo'] as const;
const PUNTOS_INTERIOR = ['Recepción', 'Cuadro eléctrico', 'Sala de servidores', 'Almacén', 'Pasillo planta 1', 'Archivo', 'Sala de calderas', 'Cuarto de instalaciones', 'Salida de emergencia planta 2', 'Comedor', 'Despacho de dirección'] as const;
const INSTRUCCIONES = [
  'Comprobar que la puerta queda cerrada con llave.',
  'Revisar que el cuadro no tiene pilotos de avería encendidos.',
  'Comprobar que no hay vehículos ni personas ajenas.',
  'Verificar que la temperatura de la sala está por debajo de 25 °C.',
  'Mirar que la valla no tiene huecos ni daños.',
] as const;

const dos = (n: number): string => String(n).padStart(2, '0');
const fechaAlta = (r: Aleatorio, diaHoy: number): string => fechaDe(diaHoy - r.entero(200, 1500));

/**
 * Crea los vigilantes, puestos, servicios, turnos, asignaciones y rondas programadas. Los empleados que
 * faltan (y el custodio de cada delegación) se añaden a `empleados`, con los ids que siguen a la organización.
 */
const generarPlantilla = (e: EntradaVigilancia, empleados: DocDe<'empleado'>[], custodios: Custodio[]): Plantilla & { idvigilanteSupervisor: string } => {
  const { r, diaHoy, escala, org, cartera } = e;
  const correos = new Set(org.empleados.map((x) => x.email ?? ''));
  const dniEmpleado = new Map(org.empleados.map((x) => [x.idempleado, x.nif ?? '']));
  const nuevoEmpleado = (d: number): { idempleado: string; nombre: string } => {
    const p = persona(r);
    const base = `${sinTildes(p.nombre.split(' ')[0] ?? p.nombre)}.${sinTildes(p.apellidos.split(' ')[0] ?? p.apellidos)}`;
    let email = `${base}@${DOMINIO_EMPRESA}`;
    for (let n = 2; correos.has(email); n++) email = `${base}${n}@${DOMINIO_EMPRESA}`;
    correos.add(email);
    const idempleado = String(org.empleados.length + empleados.length + 1);
    const nif = r.probabilidad(0.9) ? dni(r) : nie(r);
    empleados.push({ idempleado, nombre: p.nombre, apellidos: p.apellidos, nif, email, iddelegacion: String(d + 1), estado: 1 });
    dniEmpleado.set(idempleado, nif);
    return { idempleado, nombre: p.completo };
  };

  const vigilantes: DocDe<'vigilante'>[] = [];
  const tips = new Set<string>();
  const nuevoTip = (): string => {
    let tip = r.digitos(6);
    while (tips.has(tip) || tip.startsWith('0')) tip = r.digitos(6);
    tips.add(tip);
    return tip;
  };
  const nuevoVigilante = (idempleado: string, nombre: string, d: number, categoria: string): DocDe<'vigilante'> => {
    const v: DocDe<'vigilante'> = {
      idvigilante: String(vigilantes.length + 1), idempleado, nombre, tip: nuevoTip(), iddelegacion: String(d + 1),
      telefono: telefonoMovil(r), email: empleados.find((x) => x.idempleado === idempleado)?.email ?? org.empleados[Number(idempleado) - 1]?.email ?? null,
      observaciones: null, categoria, estado: 1,
    };
    vigilantes.push(v);
    return v;
  };

  const puestos: DocDe<'puestoservicio'>[] = [];
  const servicios: DocDe<'puestoservicioservicio'>[] = [];
  const turnos: DocDe<'turnopuesto'>[] = [];
  const asignaciones: DocDe<'puestovigilante'>[] = [];
  const rondas: DocDe<'rondaprogramada'>[] = [];
  const puntos: DocDe<'puntoronda'>[] = [];
  const turnosServicio = new Map<string, readonly CodigoTurno[]>();
  const nv = vigilantesPorDelegacion(escala);
  const np = puestosPorDelegacion(escala);

  for (let d = 0; d < org.delegaciones.length; d++) {
    const ciudad = org.ciudades[d];
    if (!ciudad) throw new Error(`La delegación ${d + 1} no tiene ciudad`);
    custodios.push(nuevoEmpleado(d));
    // Vigilantes: primero los empleados vigilantes de la organización, después los nuevos.
    const propios = org.vigilantes[d] ?? [];
    const deLaDelegacion: string[] = [];
    for (let k = 0; k < nv; k++) {
      const indice = propios[k];
      const emp = indice === undefined ? nuevoEmpleado(d) : { idempleado: String(indice + 1), nombre: org.nombreCompleto[indice] ?? '' };
      deLaDelegacion.push(nuevoVigilante(emp.idempleado, emp.nombre, d, k % 6 === 1 ? 'Vigilante jefe de turno' : 'Vigilante de seguridad').idvigilante);
    }

    // Puestos: la mayoría, de un cliente empresa de la delegación, en su primera dirección.
    const clientes = r.barajar(cartera.clientes.filter((c, i) => c.iddelegacion === String(d + 1) && cartera.esEmpresa[i]));
    let siguienteVigilante = 0;
    for (let k = 0; k < np; k++) {
      const idpuesto_servicio = String(puestos.length + 1);
      const codigo = `PS-${String(puestos.length + 1).padStart(4, '0')}`;
      const cliente = k % 4 !== 3 ? clientes[k] : undefined;
      const dir = cliente ? cartera.direcciones.find((x) => x.idcliente === cliente.idcliente) : undefined;
      const alta = fechaAlta(r, diaHoy);
      if (cliente && dir) {
        puestos.push({
          idpuesto_servicio, codigo, nombre: cliente.nombre, idcliente: cliente.idcliente, iddelegacion: String(d + 1), direccion: dir.direccion,
          poblacion: dir.poblacion, provincia: dir.provincia, lat: dir.lat ?? null, lng: dir.lng ?? null,
          telefono: telefonoFijo(r, ciudad), contacto: `${persona(r).completo} (${r.elegir(['jefe de mantenimiento', 'responsable de seguridad', 'gerente', 'administrador'])})`,
          consignas: r.barajar(CONSIGNAS).slice(0, r.entero(3, 5)).join('\n'), observaciones: null, fecha_alta: alta, estado: 1,
        });
      } else {
        const lugar = lugarEn(r, ciudad);
        puestos.push({
          idpuesto_servicio, codigo, nombre: r.elegir(NOMBRES_SIN_CLIENTE)(lugar.poblacion), idcliente: null, iddelegacion: String(d + 1),
          direccion: via(r, true).completa, poblacion: lugar.poblacion, provincia: ciudad.provincia, lat: lugar.lat, lng: lugar.lng,
          telefono: telefonoFijo(r, ciudad), contacto: null, consignas: r.barajar(CONSIGNAS).slice(0, r.entero(2, 4)).join('\n'),
          observaciones: 'Servicio contratado por la propiedad del recinto.', fecha_alta: alta, estado: 1,
        });
      }

      // Servicios y turnos: M, T y N siempre; D si algún servicio la usa o, a veces, sin usar.
      const perfil = PERFILES[(k + d + 1) % PERFILES.length] ?? [];
      const codigos: CodigoTurno[] = ['M', 'T', 'N'];
      if (perfil.some((s) => s.turnos.includes('D')) || r.probabilidad(0.3)) codigos.push('D');
      for (const c of codigos) {
        const t = TURNOS[c];
        turnos.push({ idturno_puesto: String(turnos.length + 1), idpuesto_servicio, codigo: c, descripcion: t.descripcion, hora_inicio: t.hora_inicio, hora_fin: t.hora_fin, observaciones: null, estado: 1 });
      }
      for (const s of perfil) {
        const primero = TURNOS[s.turnos[0] ?? 'M'];
        const ultimo = TURNOS[s.turnos[s.turnos.length - 1] ?? 'M'];
        const idpuesto_servicio_servicio = String(servicios.length + 1);
        turnosServicio.set(idpuesto_servicio_servicio, s.turnos);
        servicios.push({
          idpuesto_servicio_servicio, idpuesto_servicio, descripcion: s.descripcion, tipo: s.tipo,
          hora_inicio: primero.hora_inicio, hora_fin: ultimo.hora_fin, dias: [...s.dias], vigilantes: 1, fecha_alta: alta, fecha_baja: null,
          observaciones: null, estado: 1,
        });
      }

      // Vigilantes asignados: los siguientes de la delegación (se comparten al dar la vuelta). El del usuario
      // «vigilante» (el primero de la primera delegación) va al primer puesto y al segundo, y a ninguno más.
      const cuantos = vigilantesDelPerfil(perfil);
      const elegidos: string[] = [];
      const demo = d === 0 ? deLaDelegacion[0] : undefined;
      if (demo !== undefined && k === 1) elegidos.push(demo);
      while (elegidos.length < Math.min(cuantos, deLaDelegacion.length - (demo !== undefined && k > 1 ? 1 : 0))) {
        const v = deLaDelegacion[siguienteVigilante % deLaDelegacion.length] ?? '';
        siguienteVigilante++;
        if (!elegidos.includes(v) && (v !== demo || k === 0)) elegidos.push(v);
      }
      for (const idvigilante of elegidos) {
        asignaciones.push({ idpuesto_vigilante: String(asignaciones.length + 1), idpuesto_servicio, idvigilante, desde: fechaDe(Math.max(diaHoy - r.entero(40, 400), diaHoy - 1500)), hasta: null, estado: 1 });
      }

      // Rondas programadas: la perimetral siempre (ordenada), a veces también la interior.
      const deRonda: [string, readonly string[], string, boolean][] = [['Ronda perimetral', PUNTOS_PERIMETRAL, r.elegir(['23:00', '01:00', '02:00']), true]];
      if (r.probabilidad(0.6)) deRonda.push(['Ronda interior', PUNTOS_INTERIOR, r.elegir(['03:00', '04:00', '19:30']), r.probabilidad(0.7)]);
      deRonda.forEach(([nombre, lugares, hora, ordenada], n) => {
        const idronda_programada = String(rondas.length + 1);
        rondas.push({
          idronda_programada, idpuesto_servicio, nombre, hora_inicio: hora, duracion_min: r.entero(6, 12) * 5, dias: [...TODOS], ordenada,
          observaciones: ordenada ? 'Los puntos se leen en el orden del recorrido.' : null, estado: 1,
        });
        r.barajar(lugares).slice(0, r.entero(4, 8)).forEach((nombrePunto, i) => {
          puntos.push({
            idpunto_ronda: String(puntos.length + 1), idronda_programada, orden: i + 1, nombre: nombrePunto,
            codigo: `${codigo}-R${n + 1}-P${dos(i + 1)}`, ubicacion: r.probabilidad(0.5) ? r.elegir(['Planta baja', 'Exterior', 'Sótano', 'Planta 1']) : null,
            instrucciones: r.probabilidad(0.4) ? r.elegir(INSTRUCCIONES) : null, estado: 1,
          });
        });
      });
    }
  }

  // El jefe de seguridad: el vigilante del administrador, sin puestos.
  const supervisor = nuevoVigilante('1', org.nombreCompleto[0] ?? '', 0, 'Jefe de seguridad');
  const dniVigilante = new Map(vigilantes.map((v) => [v.idvigilante, dniEmpleado.get(v.idempleado) ?? '']));
  return { vigilantes, puestos, servicios, turnos, asignaciones, rondas, puntos, turnosServicio, dniVigilante, idvigilanteSupervisor: supervisor.idvigilante };
};

export const generarVigilancia = (e: EntradaVigilancia): DatosVigilancia => {
  const empleados: DocDe<'empleado'>[] = [];
  const custodios: Custodio[] = [];
  const plantilla = generarPlantilla(e, empleados, custodios);
  const cuadrante = generarCuadrante({ r: e.r, diaHoy: e.diaHoy, plantilla });
  const actividad = generarActividad({ r: e.r, diaHoy: e.diaHoy, plantilla, cuadrante });
  const llaves = generarLlaves({ r: e.r, diaHoy: e.diaHoy, escala: e.escala, org: e.org, plantilla, custodios });
  return {
    empleados,
    vigilantes: plantilla.vigilantes,
    puestos: plantilla.puestos,
    servicios: plantilla.servicios,
    turnos: plantilla.turnos,
    asignaciones: plantilla.asignaciones,
    cuadrante,
    rondas: plantilla.rondas,
    puntos: plantilla.puntos,
    ...actividad,
    ...llaves,
    idvigilanteSupervisor: plantilla.idvigilanteSupervisor,
    custodios,
  };
};
