/**
 * Lo hecho en los puestos en los últimos días: rondas realizadas con sus lecturas y partes de novedad con
 * sus líneas, como los dejan los mutadores (replication/mutadores/vigilancia.ts): hora del dispositivo y,
 * unos segundos después (o al volver la cobertura), la del servidor; puntos leídos e incidencias contados
 * igual que ronda.escanearSync y ronda.cerrarSync; número del parte 'PN' + 8 cifras de su id.
 *
 * Cada ronda la hace el vigilante que estaba de turno en el puesto (o, si no había, uno asignado). El
 * vigilante 1 (usuario «vigilante») tiene en el primer puesto, ordenada, una ronda completa ayer, una
 * incompleta anteayer (con el motivo y los puntos sin leer) y una con un punto fuera de orden el día antes.
 */
import type { DocDe } from '../../../schemas';
import { diaDe, fechaDe, instanteMs, msDeMadrid } from './fechas';
import type { Aleatorio } from './prng';
import { agrupar } from './reparto';
import type { Plantilla } from './vigilancia';

const DIAS_RONDAS = 6;
const DIAS_PARTES = 21;

export interface EntradaActividad {
  r: Aleatorio;
  diaHoy: number;
  plantilla: Plantilla;
  cuadrante: readonly DocDe<'cuadranteturno'>[];
}

export interface Actividad {
  rondasRealizadas: DocDe<'rondarealizada'>[];
  lecturas: DocDe<'rondacheck'>[];
  partes: DocDe<'partenovedad'>[];
  novedades: DocDe<'novedad'>[];
}

type Forma = 'completa' | 'incompleta' | 'fuera_de_orden';

const MOTIVOS_CIERRE = [
  'El muelle de carga está cerrado por obras y no se puede llegar a los últimos puntos.',
  'Salta una alarma en recepción a mitad de ronda y hay que volver al puesto.',
  'La etiqueta del punto está arrancada; se avisa a la supervisión para reponerla.',
] as const;

export type LineaPlantilla = readonly [minuto: number, tipo: DocDe<'novedad'>['tipo'], descripcion: string, actuacion: string | null];
export interface PlantillaParte {
  titulo: string;
  gravedad: DocDe<'partenovedad'>['gravedad'];
  descripcion: string;
  avisados: string | null;
  /** Hora local (minuto del día) a la que empieza. */
  hora: number;
  lineas: readonly LineaPlantilla[];
}

export const PARTES: readonly PlantillaParte[] = [
  {
    titulo: 'Intento de intrusión en el muelle de carga', gravedad: 'alta', hora: 2 * 60 + 10,
    descripcion: 'Durante la ronda de madrugada salta la alarma del muelle de carga. Dos personas dentro del recinto huyen por la valla trasera al ver al vigilante. No se llevan material.',
    avisados: 'Policía Nacional (091), Central Receptora de Alarmas y responsable de seguridad del cliente',
    lineas: [
      [0, 'alarma', 'Salta la alarma de la zona 4 (muelle de carga).', 'Se verifica por las cámaras y se acude a la zona.'],
      [6, 'intrusion', 'Dos personas dentro del recinto huyen por la valla trasera.', 'Aviso inmediato al 091; no se les persigue.'],
      [28, 'otro', 'Llega una patrulla de la Policía Nacional; se les enseña el punto de entrada.', 'Se hacen fotos de la valla dañada para el informe.'],
      [75, 'averia', 'La valla queda abierta unos dos metros.', 'Se cierra provisionalmente con cadena y candado hasta su reparación.'],
    ],
  },
  {
    titulo: 'Alarma de incendio en la sala de calderas', gravedad: 'alta', hora: 4 * 60 + 35,
    descripcion: 'Salta la detección de humo de la sala de calderas. En la sala hay humo por el sobrecalentamiento de un quemador, sin llama. Se corta el gas y se ventila.',
    avisados: 'Bomberos (112) y mantenimiento del cliente',
    lineas: [
      [0, 'incendio', 'Alarma de la central de incendios: detector 2.14, sala de calderas.', 'Se acude con extintor de CO₂.'],
      [4, 'incendio', 'Humo en la sala, sin llama visible. Quemador 2 muy caliente.', 'Se corta la llave general del gas y se abre la puerta exterior para ventilar.'],
      [20, 'otro', 'Los bomberos revisan la sala y dan la situación por controlada.', null],
      [40, 'averia', 'La caldera queda fuera de servicio.', 'Se avisa al servicio técnico de guardia del cliente.'],
    ],
  },
  {
    titulo: 'Puerta de emergencia abierta en la planta 2', gravedad: 'media', hora: 23 * 60 + 15,
    descripcion: 'En la ronda interior se encuentra abierta la salida de emergencia de la planta 2, con la barra antipánico bloqueada con una cuña.',
    avisados: 'Responsable de mantenimiento del cliente',
    lineas: [
      [0, 'ronda', 'Salida de emergencia de la planta 2 abierta y calzada con una cuña.', 'Se retira la cuña y se cierra la puerta.'],
      [10, 'acceso', 'Se revisan las grabaciones: la dejó abierta el personal de limpieza a las 21:40.', 'Se informa a la empresa de limpieza.'],
    ],
  },
  {
    titulo: 'Avería en la barrera del aparcamiento', gravedad: 'media', hora: 8 * 60 + 5,
    descripcion: 'La barrera de entrada del aparcamiento no baja. Se controla el acceso a mano hasta que llega el técnico.',
    avisados: 'Mantenimiento del cliente',
    lineas: [
      [0, 'averia', 'La barrera de entrada queda levantada y no responde al mando.', 'Se controla el acceso de vehículos a mano.'],
      [95, 'averia', 'El técnico cambia el final de carrera; la barrera funciona.', null],
    ],
  },
  {
    titulo: 'Persona sin identificar en recepción', gravedad: 'media', hora: 10 * 60 + 40,
    descripcion: 'Una persona intenta pasar a las oficinas sin identificarse diciendo que es de una empresa de reformas. No consta en la lista de visitas.',
    avisados: 'Responsable de seguridad del cliente',
    lineas: [
      [0, 'acceso', 'Persona sin identificar intenta acceder a las oficinas de la planta 1.', 'Se le pide el DNI y se consulta la lista de visitas: no consta.'],
      [12, 'acceso', 'La persona se marcha sin dar sus datos.', 'Se anota la descripción y la matrícula de su furgoneta.'],
    ],
  },
  {
    titulo: 'Corte de suministro eléctrico', gravedad: 'media', hora: 20 * 60 + 50,
    descripcion: 'Corte de luz en todo el polígono durante unos 40 minutos. El sistema de alarma pasa a batería y las cámaras exteriores dejan de grabar.',
    avisados: 'Central Receptora de Alarmas y mantenimiento del cliente',
    lineas: [
      [0, 'averia', 'Se va la luz en todo el polígono.', 'Se comprueba que la alarma funciona con batería.'],
      [15, 'ronda', 'Ronda perimetral con linterna: todo cerrado y sin novedad.', null],
      [42, 'averia', 'Vuelve el suministro; las cámaras reinician y graban con normalidad.', null],
    ],
  },
  {
    titulo: 'Vehículo sospechoso junto a la valla', gravedad: 'baja', hora: 1 * 60 + 20,
    descripcion: 'Un turismo con dos ocupantes permanece parado unos 20 minutos junto a la valla trasera con las luces apagadas.',
    avisados: null,
    lineas: [
      [0, 'otro', 'Turismo gris parado junto a la valla trasera con las luces apagadas.', 'Se anota la matrícula y se observa desde la garita.'],
      [22, 'otro', 'El vehículo se marcha en dirección a la autovía.', null],
    ],
  },
  {
    titulo: 'Turno de noche sin novedad', gravedad: 'baja', hora: 22 * 60 + 5,
    descripcion: 'Turno sin incidencias. Rondas hechas a su hora y relevo a las 06:00.',
    avisados: null,
    lineas: [
      [0, 'relevo', 'Recibo el puesto sin novedades del turno de tarde.', null],
      [120, 'ronda', 'Ronda perimetral sin novedad.', null],
      [475, 'relevo', 'Entrego el puesto al turno de mañana sin novedades.', null],
    ],
  },
];

const hhmm = (minuto: number): string => {
  const m = ((minuto % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Minutos absolutos de una hora de pared 'YYYY-MM-DDTHH:MM'. */
const minutosDe = (pared: string): number => diaDe(pared.slice(0, 10)) * 1440 + Number(pared.slice(11, 13)) * 60 + Number(pared.slice(14, 16));

export const generarActividad = ({ r, diaHoy, plantilla, cuadrante }: EntradaActividad): Actividad => {
  const puestoDe = new Map(plantilla.puestos.map((p) => [p.idpuesto_servicio, p]));
  const asignados = agrupar(plantilla.asignaciones, (a) => a.idpuesto_servicio, (a) => a.idvigilante);
  const turnosPuesto = new Map<string, { inicio: number; fin: number; idvigilante: string }[]>();
  const desde = fechaDe(diaHoy - DIAS_PARTES - 1);
  const hasta = fechaDe(diaHoy);
  for (const c of cuadrante) {
    if (c.fecha < desde || c.fecha > hasta) continue;
    const lista = turnosPuesto.get(c.idpuesto_servicio) ?? [];
    turnosPuesto.set(c.idpuesto_servicio, lista);
    lista.push({ inicio: minutosDe(c.inicio), fin: minutosDe(c.fin), idvigilante: c.idvigilante });
  }
  /** El vigilante de turno en el puesto a esa hora (minutos absolutos) o uno de los asignados. */
  const deTurno = (idpuesto: string, minuto: number): string =>
    (turnosPuesto.get(idpuesto) ?? []).find((t) => t.inicio <= minuto && minuto < t.fin)?.idvigilante ?? r.elegir(asignados.get(idpuesto) ?? ['1']);
  const puntosDe = agrupar(plantilla.puntos, (p) => p.idronda_programada, (p) => p);

  const rondasRealizadas: DocDe<'rondarealizada'>[] = [];
  const lecturas: DocDe<'rondacheck'>[] = [];
  const realizar = (ronda: DocDe<'rondaprogramada'>, dia: number, forma: Forma, idvigilante: string | null): void => {
    const puesto = puestoDe.get(ronda.idpuesto_servicio);
    const puntos = puntosDe.get(ronda.idronda_programada) ?? [];
    if (!puesto || puntos.length === 0) return;
    const local = Number(ronda.hora_inicio.slice(0, 2)) * 60 + Number(ronda.hora_inicio.slice(3, 5)) + r.entero(0, 8);
    const vigilante = idvigilante ?? deTurno(puesto.idpuesto_servicio, dia * 1440 + local);
    const idronda_realizada = String(rondasRealizadas.length + 1);
    let ms = msDeMadrid(dia, local) + r.entero(0, 59) * 1000;
    const inicio = ms;
    // Sin cobertura: todo llega al servidor al acabar la ronda y volver al puesto.
    const sinCobertura = forma === 'completa' && r.probabilidad(0.2);
    const recibe = (t: number): number => t + r.entero(2, 25) * 1000;
    const leidas: { punto: DocDe<'puntoronda'>; resultado: DocDe<'rondacheck'>['resultado']; ms: number }[] = [];
    let orden = forma === 'completa' && !ronda.ordenada ? r.barajar(puntos) : [...puntos];
    if (forma === 'fuera_de_orden' && orden.length >= 4) {
      const [a, b, c, d, ...resto] = orden;
      if (a && b && c && d) orden = [a, b, d, c, ...resto];
    }
    if (forma === 'incompleta') orden = orden.slice(0, Math.max(1, orden.length - 2));
    const leidos = new Set<string>();
    for (const p of orden) {
      ms += r.entero(60, 300) * 1000;
      const menor = puntos.filter((x) => !leidos.has(x.idpunto_ronda)).reduce((m, x) => Math.min(m, x.orden), Infinity);
      leidas.push({ punto: p, resultado: ronda.ordenada && p.orden !== menor ? 'fuera_de_orden' : 'correcto', ms });
      leidos.add(p.idpunto_ronda);
    }
    const fin = ms + r.entero(60, 240) * 1000;
    const subida = sinCobertura ? fin + r.entero(3, 15) * 60_000 : 0;
    const conPosicion = puesto.lat !== null && puesto.lat !== undefined && puesto.lng !== null && puesto.lng !== undefined;
    leidas.forEach((l, i) => {
      lecturas.push({
        idronda_check: String(lecturas.length + 1), idronda_realizada, idpunto_ronda: l.punto.idpunto_ronda, codigo: l.punto.codigo, secuencia: i + 1,
        resultado: l.resultado, fdispositivo: instanteMs(l.ms), frecibido: instanteMs(sinCobertura ? subida + i * 1000 : recibe(l.ms)),
        lat: conPosicion ? Math.round(((puesto.lat ?? 0) + r.real(-0.0004, 0.0004)) * 1e6) / 1e6 : null,
        lng: conPosicion ? Math.round(((puesto.lng ?? 0) + r.real(-0.0005, 0.0005)) * 1e6) / 1e6 : null,
        precision: conPosicion ? r.entero(4, 25) : null, observaciones: null, estado: 1,
      });
    });
    const omitidos = puntos.filter((p) => !leidos.has(p.idpunto_ronda));
    const motivo = omitidos.length > 0 ? r.elegir(MOTIVOS_CIERRE) : null;
    omitidos.forEach((p, i) => {
      lecturas.push({
        idronda_check: String(lecturas.length + 1), idronda_realizada, idpunto_ronda: p.idpunto_ronda, codigo: p.codigo, secuencia: leidas.length + i + 1,
        resultado: 'omitido', fdispositivo: null, frecibido: instanteMs(recibe(fin)), lat: null, lng: null, precision: null, observaciones: motivo, estado: 1,
      });
    });
    rondasRealizadas.push({
      idronda_realizada, idronda_programada: ronda.idronda_programada, idpuesto_servicio: puesto.idpuesto_servicio, idvigilante: vigilante,
      inicio: instanteMs(inicio), fin: instanteMs(fin), recibido: instanteMs(sinCobertura ? subida : recibe(inicio)),
      situacion: omitidos.length > 0 ? 'incompleta' : 'completa', motivo_cierre: motivo, puntos_total: puntos.length, puntos_leidos: leidos.size,
      incidencias: leidas.filter((l) => l.resultado !== 'correcto').length + omitidos.length, estado: 1,
    });
  };

  // Las del vigilante de la demo (primera ronda del primer puesto, que es ordenada) y las demás, por días.
  const primera = plantilla.rondas[0];
  const demo: [number, Forma][] = [[-3, 'fuera_de_orden'], [-2, 'incompleta'], [-1, 'completa']];
  for (let dia = diaHoy - DIAS_RONDAS; dia < diaHoy; dia++) {
    for (const ronda of plantilla.rondas) {
      const especial = ronda === primera ? demo.find(([d]) => diaHoy + d === dia) : undefined;
      if (especial) realizar(ronda, dia, especial[1], '1');
      else if (r.probabilidad(0.55)) realizar(ronda, dia, r.probabilidad(0.1) ? 'incompleta' : 'completa', null);
    }
  }

  // Partes de novedad: 1–3 por puesto en las últimas tres semanas; el vigilante de la demo, uno grave en su
  // primer puesto y uno leve en el segundo.
  const partes: DocDe<'partenovedad'>[] = [];
  const novedades: DocDe<'novedad'>[] = [];
  const redactar = (idpuesto: string, diaPrevisto: number, p: PlantillaParte, idvigilante: string | null): void => {
    // El parte se escribe al acabar lo ocurrido; si eso fuera ya hoy, lo ocurrido pasa al día anterior.
    const local = p.hora + r.entero(0, 20);
    const duracion = (p.lineas[p.lineas.length - 1]?.[0] ?? 0) + r.entero(5, 30);
    const dia = msDeMadrid(diaPrevisto, local + duracion) >= msDeMadrid(diaHoy, 0) ? diaPrevisto - 1 : diaPrevisto;
    const vigilante = idvigilante ?? deTurno(idpuesto, dia * 1440 + local);
    const ms = msDeMadrid(dia, local + duracion) + r.entero(0, 59) * 1000;
    const idparte_novedad = String(partes.length + 1);
    partes.push({
      idparte_novedad, numero: `PN${idparte_novedad.padStart(8, '0')}`, idpuesto_servicio: idpuesto, idvigilante: vigilante, fecha: instanteMs(ms),
      recibido: instanteMs(ms + r.entero(2, 20) * 1000), titulo: p.titulo, descripcion: p.descripcion, gravedad: p.gravedad, avisados: p.avisados, estado: 1,
    });
    for (const [minuto, tipo, descripcion, actuacion] of p.lineas) {
      novedades.push({ idnovedad: String(novedades.length + 1), idparte_novedad, hora: hhmm(local + minuto), tipo, descripcion, actuacion, estado: 1 });
    }
  };
  const pendientes: { idpuesto: string; dia: number; p: PlantillaParte; idvigilante: string | null }[] = [];
  const [p1, p2] = plantilla.puestos;
  const grave = PARTES[0];
  const leve = PARTES[PARTES.length - 1];
  if (p1 && grave) pendientes.push({ idpuesto: p1.idpuesto_servicio, dia: diaHoy - 2, p: grave, idvigilante: '1' });
  if (p2 && leve) pendientes.push({ idpuesto: p2.idpuesto_servicio, dia: diaHoy - 1, p: leve, idvigilante: '1' });
  for (const puesto of plantilla.puestos) {
    for (let k = r.entero(1, 3); k > 0; k--) {
      pendientes.push({ idpuesto: puesto.idpuesto_servicio, dia: diaHoy - r.entero(1, DIAS_PARTES), p: r.elegir(PARTES), idvigilante: null });
    }
  }
  pendientes.sort((a, b) => a.dia - b.dia || a.p.hora - b.p.hora);
  for (const x of pendientes) redactar(x.idpuesto, x.dia, x.p, x.idvigilante);

  return { rondasRealizadas, lecturas, partes, novedades };
};
