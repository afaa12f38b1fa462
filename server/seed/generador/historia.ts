/**
 * La demo con edad (issue 32, punto 1): `anios` años de historia cerrada antes de los datos recientes que
 * produce el resto del generador. Día a día, desde hoy − anios hasta donde empieza lo reciente de cada
 * colección (VENTANA_RECIENTE), añade a los documentos ya generados:
 *  - partes finalizados (2–4 por técnico y día laborable), cada uno con su orden cerrada, líneas de
 *    material, tiempo trabajado y acciones hechas; cliente y sistema de la delegación del técnico;
 *  - fichajes de entrada y salida de quienes fichan en la demo (jornada partida los días laborables; los
 *    vigilantes, su turno de noche);
 *  - rondas realizadas de cada ronda programada en sus días, con la lectura de cada punto;
 *  - partes de novedad (unos dos por semana y puesto) con sus líneas;
 *  - salidas y entradas de llaveros con sus dos firmas (unos tres movimientos al día por delegación);
 *  - gastos en las cajas de técnicos y delegaciones, con la reposición mensual de la oficina;
 *  - facturas de las cuotas de los sistemas (mensuales, trimestrales o anuales), todas cobradas.
 * Nada queda pendiente ni abierto. Los ids siguen a los existentes (consecutivos en cada colección) y
 * todo sale de su propia sección de azar, así que las demás secciones no cambian: sin `anios`, la demo es
 * la de siempre, byte a byte.
 */
import { derivar, redondear2, type DocDe } from '../../../schemas';
import { centimosDe, centimosPorcentaje, euros, sumaCentimos } from '../../../schemas/dinero';
import type { DocumentosDemo } from '../tipos';
import { numeroSerie, type Catalogo, type Categoria } from './catalogo';
import { articuloElegido, type Cartera } from './clientes';
import { dni } from './documentos';
import { fechaDe, instanteMs, msDeMadrid } from './fechas';
import { persona } from './nombres';
import type { Organizacion } from './organizacion';
import type { Aleatorio } from './prng';
import { agrupar, seisCifras } from './reparto';
import { accionesDe, descripcionOrden, observacionFinalizado, UBICACIONES_EMPRESA, UBICACIONES_VIVIENDA, type Clasificacion, type TipoSistema } from './textos';
import { IDTABLA_MOVIMIENTO_LLAVE } from './llaves';
import { consolidarCajas } from './almacen-presencia-caja';
import { PARTES, type PlantillaParte } from './vigilancia-actividad';
import type { Custodio } from './vigilancia';

/** Días antes de hoy en que empieza lo reciente de cada colección (lo que ya genera el resto). */
export const VENTANA_RECIENTE = { partes: 60, fichajes: 28, rondas: 6, novedades: 21, llaves: 60, caja: 25, facturas: 30 } as const;

/** Días de historia de `anios` años. */
export const diasDeHistoria = (anios: number): number => Math.round(anios * 365.25);

export interface EntradaHistoria {
  r: Aleatorio;
  diaHoy: number;
  anios: number;
  org: Organizacion;
  cartera: Cartera;
  catalogo: Catalogo;
  custodios: readonly Custodio[];
  /** Los documentos ya generados: la historia se añade a sus listas. */
  documentos: DocumentosDemo;
}

const CLASIFICACIONES = [['averia', 40], ['revision', 30], ['mantenimiento', 25], ['instalacion', 5]] as const;
const MATERIAL: Record<TipoSistema, readonly Categoria[]> = {
  intrusion: ['int_detector', 'int_contacto', 'int_sirena', 'bateria', 'int_teclado', 'int_mando'],
  cctv: ['cctv_camara', 'cctv_disco', 'fuente', 'accesorio'],
  incendio: ['inc_detector', 'inc_pulsador', 'inc_sirena', 'bateria'],
  control_accesos: ['acc_lector', 'acc_cerradura', 'acc_pulsador', 'acc_tarjeta', 'fuente'],
};
const REVISION: Record<TipoSistema, Categoria> = { intrusion: 'mo_rev_intrusion', cctv: 'mo_rev_cctv', incendio: 'mo_rev_incendio', control_accesos: 'mo_rev_control_accesos' };
const MOTIVOS_LLAVE = ['Acuda por salto de alarma', 'Revisión de la central de incendios', 'Apertura para el servicio de limpieza', 'Mantenimiento de los ascensores', 'Lectura de contadores'] as const;
const EMPRESAS = ['Mantenimientos Integrales del Centro, S.L.', 'Limpiezas Brillo, S.L.', 'Ascensores Eléctricos del Sur, S.A.', 'Cerrajería Rápida 24 h, S.L.'] as const;
const GASTOS: readonly [DocDe<'movimientocaja'>['categoria'], string, number, number][] = [
  ['combustible', 'Gasóleo furgoneta', 40, 85],
  ['dietas', 'Comida en ruta', 9, 16],
  ['aparcamiento', 'Aparcamiento en obra', 2, 12],
  ['material', 'Tacos y tornillería en ferretería', 4, 30],
];
const MOTIVO_INCOMPLETA = 'Salta una alarma en recepción a mitad de ronda y hay que volver al puesto.';

/** Día de la semana de un día de la demo: 1 lunes … 7 domingo. */
const diaSemana = (dia: number): number => ((dia + 3) % 7) + 1;
const laborable = (dia: number): boolean => diaSemana(dia) <= 5;
const hhmm = (minuto: number): string => {
  const m = ((minuto % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export const generarHistoria = (e: EntradaHistoria): void => {
  if (!Number.isFinite(e.anios) || e.anios <= 0) throw new Error(`Los años de historia deben ser un número mayor que 0 (se recibió ${e.anios})`);
  const inicio = e.diaHoy - diasDeHistoria(e.anios);
  historiaTrabajo(e, inicio);
  historiaFichajes(e, inicio);
  historiaRondas(e, inicio);
  historiaNovedades(e, inicio);
  historiaLlaves(e, inicio);
  historiaCaja(e, inicio);
  historiaFacturas(e, inicio);
};

const historiaTrabajo = ({ r, diaHoy, org, cartera, catalogo, documentos: d }: EntradaHistoria, inicio: number): void => {
  // Clientes con algún sistema activo, por delegación (índice), con esos sistemas.
  const elegibles: { cliente: number; sistemas: number[] }[][] = [];
  cartera.clientes.forEach((cl, i) => {
    if (cl.estado <= 0) return;
    const desde = cartera.primerSistema[i] ?? 0;
    const sistemas: number[] = [];
    for (let s = desde; s < desde + (cartera.numSistemas[i] ?? 0); s++) if ((cartera.sistemas[s]?.estado ?? 0) > 0) sistemas.push(s);
    if (sistemas.length > 0) (elegibles[cartera.delegacionCliente[i] ?? 0] ??= []).push({ cliente: i, sistemas });
  });
  const todos = elegibles.flat();
  const articulo = (cat: Categoria) => articuloElegido(r, catalogo, cat);
  const linea = (idparte_trabajo: string, cat: Categoria, unidades: number | null): void => {
    const { doc, info } = articulo(cat);
    const l: DocDe<'lpartetrabajo'> = {
      idlparte_trabajo: String(d.lpartetrabajo.length + 1), idparte_trabajo, idarticulo: doc.idarticulo, descripcion: doc.descripcion,
      unidades: unidades ?? (info.serie ? 1 : r.entero(1, 3)), precio: doc.precio, dto: cat.startsWith('mo_') ? 0 : r.elegir([0, 0, 0, 5, 10]), importe: 0,
      numserie: numeroSerie(r, info), estado: 1,
    };
    d.lpartetrabajo.push(Object.assign(l, derivar('lpartetrabajo', l)));
  };

  const fin = diaHoy - VENTANA_RECIENTE.partes;
  for (let dia = inicio; dia < fin; dia++) {
    if (!laborable(dia)) continue;
    for (let t = 0; t < org.tecnicos.length; t++) {
      const tecnico = org.tecnicos[t];
      if (!tecnico || r.probabilidad(0.06)) continue; // vacaciones, baja, formación
      const lista = elegibles[org.delegacionTecnico[t] ?? 0] ?? todos;
      if (lista.length === 0) continue;
      let minuto = 8 * 60 + r.entero(0, 6) * 5; // hora local de Madrid
      for (let n = r.entero(2, 4); n > 0; n--) {
        const { cliente: ic, sistemas } = r.elegir(lista);
        const cliente = cartera.clientes[ic];
        const s = r.elegir(sistemas);
        const sistema = cartera.sistemas[s];
        if (!cliente || !sistema) continue;
        const tipo = cartera.tipoSistema[s] ?? 'intrusion';
        const clasificacion: Clasificacion = r.ponderado(CLASIFICACIONES);
        const ubicaciones = cartera.esEmpresa[ic] ? UBICACIONES_EMPRESA : UBICACIONES_VIVIENDA;
        const descripcion = descripcionOrden(r, clasificacion, tipo, r.elegir(ubicaciones));
        const idorden_trabajo = String(d.ordentrabajo.length + 1);
        const idparte_trabajo = String(d.partetrabajo.length + 1);
        const diaAlta = dia - r.entero(0, 14);
        const alta = instanteMs(msDeMadrid(diaAlta, r.entero(8 * 60, 10 * 60)));
        const minutos = (clasificacion === 'instalacion' ? r.entero(4, 10) : r.entero(1, 5)) * 30;
        const empieza = msDeMadrid(dia, minuto);
        const acaba = empieza + minutos * 60_000;
        minuto += minutos + r.entero(3, 9) * 5; // desplazamiento al siguiente
        const actualizado = instanteMs(acaba + r.entero(1, 6) * 300_000);

        linea(idparte_trabajo, clasificacion === 'averia' && r.probabilidad(0.1) ? 'mo_urgencia' : 'mo_hora', minutos / 60);
        if (clasificacion === 'revision') linea(idparte_trabajo, REVISION[tipo], 1);
        else if (r.probabilidad(clasificacion === 'instalacion' ? 1 : 0.5)) linea(idparte_trabajo, r.elegir(MATERIAL[tipo]), null);
        if (r.probabilidad(0.6)) linea(idparte_trabajo, 'mo_desplazamiento', 1);
        d.tiempotrabajado.push({
          idtiempo_trabajado: String(d.tiempotrabajado.length + 1), idparte_trabajo, idtecnico: tecnico.idtecnico,
          inicio: instanteMs(empieza), fin: instanteMs(acaba), minutos, observaciones: null, estado: 1,
        });
        for (const a of accionesDe(r, tipo, r.entero(1, 3))) {
          d.accionejec.push({ idaccion_ejec: String(d.accionejec.length + 1), idparte_trabajo, descripcion: a, observaciones: null, estado: 2 });
        }
        const parte: DocDe<'partetrabajo'> = {
          idparte_trabajo, idorden_trabajo, idtecnico: tecnico.idtecnico, idsistema: sistema.idsistema, idcliente: cliente.idcliente, iddelegacion: cliente.iddelegacion,
          numero: `PT-${seisCifras(Number(idparte_trabajo))}`, fecha: fechaDe(dia), ffijada: r.probabilidad(0.25) ? fechaDe(dia) : null, clasificacion, descripcion,
          observaciones: observacionFinalizado(r, clasificacion), estado: 2, fecha_desc: '', actualizado,
        };
        d.partetrabajo.push(Object.assign(parte, derivar('partetrabajo', parte)));
        const orden: DocDe<'ordentrabajo'> = {
          idorden_trabajo, idcliente: cliente.idcliente, idsistema: sistema.idsistema, iddelegacion: cliente.iddelegacion,
          numero: `OT-${seisCifras(Number(idorden_trabajo))}`, fecha: fechaDe(diaAlta), descripcion, prioridad: clasificacion === 'averia' ? 1 : 2,
          observaciones: null, estado: 2, fecha_desc: '', actualizado: actualizado < alta ? alta : actualizado,
        };
        d.ordentrabajo.push(Object.assign(orden, derivar('ordentrabajo', orden)));
      }
    }
  }
};

const historiaFichajes = ({ r, diaHoy, documentos: d }: EntradaHistoria, inicio: number): void => {
  // Fichan en la historia los mismos que fichan en lo reciente; los vigilantes, de noche.
  const vigilantes = new Set(d.vigilante.map((v) => v.idempleado));
  const delegacion = new Map(d.empleado.map((x) => [x.idempleado, x.iddelegacion]));
  const quienes = [...new Set(d.presencia.map((f) => f.idempleado))];
  const fichar = (idempleado: string, tipo: 'entrada' | 'salida', ms: number): void => {
    const hora = instanteMs(ms);
    d.presencia.push({
      idpresencia: String(d.presencia.length + 1), idempleado, iddelegacion: delegacion.get(idempleado) ?? '1', tipo, hora, fdispositivo: hora,
      frecibido: instanteMs(ms + r.entero(1, 20) * 1000), lat: Math.round((40.4168 + r.real(-0.02, 0.02)) * 1e5) / 1e5,
      lng: Math.round((-3.7038 + r.real(-0.02, 0.02)) * 1e5) / 1e5, precision: r.entero(5, 40), sin_posicion: null, idpresencia_corrige: null, motivo: null,
      idusuario: '0', autor: 'Fichaje', estado: 1,
    });
  };
  const fin = diaHoy - VENTANA_RECIENTE.fichajes;
  for (let dia = inicio; dia < fin; dia++) {
    for (const idempleado of quienes) {
      if (vigilantes.has(idempleado)) {
        // Turno de noche de 22:00 a 6:00, cinco noches de cada siete.
        if (r.probabilidad(2 / 7)) continue;
        fichar(idempleado, 'entrada', msDeMadrid(dia, 22 * 60 - 10 + r.entero(0, 12)));
        fichar(idempleado, 'salida', msDeMadrid(dia + 1, 6 * 60 + r.entero(0, 10)));
        continue;
      }
      if (!laborable(dia) || r.probabilidad(0.05)) continue;
      fichar(idempleado, 'entrada', msDeMadrid(dia, 8 * 60 - 10 + r.entero(0, 25)));
      fichar(idempleado, 'salida', msDeMadrid(dia, 14 * 60 + r.entero(0, 15)));
      fichar(idempleado, 'entrada', msDeMadrid(dia, 15 * 60 + r.entero(0, 10)));
      fichar(idempleado, 'salida', msDeMadrid(dia, 17 * 60 + 25 + r.entero(0, 30)));
    }
  }
};

const historiaRondas = ({ r, diaHoy, documentos: d }: EntradaHistoria, inicio: number): void => {
  const puestos = new Map(d.puestoservicio.map((p) => [p.idpuesto_servicio, p]));
  const asignados = agrupar(d.puestovigilante, (a) => a.idpuesto_servicio, (a) => a.idvigilante);
  const puntosDe = agrupar(d.puntoronda.filter((p) => p.estado > 0), (p) => p.idronda_programada, (p) => p);
  const rondas = d.rondaprogramada.filter((x) => x.estado > 0);
  const fin = diaHoy - VENTANA_RECIENTE.rondas;
  for (let dia = inicio; dia < fin; dia++) {
    const semana = diaSemana(dia);
    for (const ronda of rondas) {
      const puesto = puestos.get(ronda.idpuesto_servicio);
      const puntos = [...(puntosDe.get(ronda.idronda_programada) ?? [])].sort((a, b) => a.orden - b.orden);
      const vigilantes = asignados.get(ronda.idpuesto_servicio) ?? [];
      if (!puesto || puntos.length === 0 || vigilantes.length === 0 || !ronda.dias.includes(semana) || r.probabilidad(0.04)) continue;
      const idronda_realizada = String(d.rondarealizada.length + 1);
      const local = Number(ronda.hora_inicio.slice(0, 2)) * 60 + Number(ronda.hora_inicio.slice(3, 5)) + r.entero(0, 8);
      let ms = msDeMadrid(dia, local) + r.entero(0, 59) * 1000;
      const empieza = ms;
      const incompleta = r.probabilidad(0.05) && puntos.length > 2;
      const leidos = incompleta ? puntos.slice(0, puntos.length - r.entero(1, 2)) : ronda.ordenada ? puntos : r.barajar(puntos);
      const conPosicion = puesto.lat !== null && puesto.lat !== undefined && puesto.lng !== null && puesto.lng !== undefined;
      leidos.forEach((p, i) => {
        ms += r.entero(60, 300) * 1000;
        d.rondacheck.push({
          idronda_check: String(d.rondacheck.length + 1), idronda_realizada, idpunto_ronda: p.idpunto_ronda, codigo: p.codigo, secuencia: i + 1, resultado: 'correcto',
          fdispositivo: instanteMs(ms), frecibido: instanteMs(ms + r.entero(2, 25) * 1000),
          lat: conPosicion ? Math.round(((puesto.lat ?? 0) + r.real(-0.0004, 0.0004)) * 1e6) / 1e6 : null,
          lng: conPosicion ? Math.round(((puesto.lng ?? 0) + r.real(-0.0005, 0.0005)) * 1e6) / 1e6 : null,
          precision: conPosicion ? r.entero(4, 25) : null, observaciones: null, estado: 1,
        });
      });
      const acaba = ms + r.entero(60, 240) * 1000;
      const omitidos = puntos.slice(leidos.length);
      if (!incompleta) omitidos.length = 0;
      omitidos.forEach((p, i) => {
        d.rondacheck.push({
          idronda_check: String(d.rondacheck.length + 1), idronda_realizada, idpunto_ronda: p.idpunto_ronda, codigo: p.codigo, secuencia: leidos.length + i + 1,
          resultado: 'omitido', fdispositivo: null, frecibido: instanteMs(acaba + r.entero(2, 25) * 1000), lat: null, lng: null, precision: null,
          observaciones: MOTIVO_INCOMPLETA, estado: 1,
        });
      });
      d.rondarealizada.push({
        idronda_realizada, idronda_programada: ronda.idronda_programada, idpuesto_servicio: puesto.idpuesto_servicio, idvigilante: r.elegir(vigilantes),
        inicio: instanteMs(empieza), fin: instanteMs(acaba), recibido: instanteMs(empieza + r.entero(2, 25) * 1000),
        situacion: omitidos.length > 0 ? 'incompleta' : 'completa', motivo_cierre: omitidos.length > 0 ? MOTIVO_INCOMPLETA : null,
        puntos_total: puntos.length, puntos_leidos: leidos.length, incidencias: omitidos.length, estado: 1,
      });
    }
  }
};

const historiaNovedades = ({ r, diaHoy, documentos: d }: EntradaHistoria, inicio: number): void => {
  const asignados = agrupar(d.puestovigilante, (a) => a.idpuesto_servicio, (a) => a.idvigilante);
  const puestos = d.puestoservicio.filter((p) => p.estado > 0);
  const fin = diaHoy - VENTANA_RECIENTE.novedades;
  const redactar = (idpuesto: string, idvigilante: string, dia: number, p: PlantillaParte): void => {
    const local = p.hora + r.entero(0, 20);
    const duracion = (p.lineas[p.lineas.length - 1]?.[0] ?? 0) + r.entero(5, 30);
    const ms = msDeMadrid(dia, local + duracion) + r.entero(0, 59) * 1000;
    const idparte_novedad = String(d.partenovedad.length + 1);
    d.partenovedad.push({
      idparte_novedad, numero: `PN${idparte_novedad.padStart(8, '0')}`, idpuesto_servicio: idpuesto, idvigilante, fecha: instanteMs(ms),
      recibido: instanteMs(ms + r.entero(2, 20) * 1000), titulo: p.titulo, descripcion: p.descripcion, gravedad: p.gravedad, avisados: p.avisados, estado: 1,
    });
    for (const [minuto, tipo, descripcion, actuacion] of p.lineas) {
      d.novedad.push({ idnovedad: String(d.novedad.length + 1), idparte_novedad, hora: hhmm(local + minuto), tipo, descripcion, actuacion, estado: 1 });
    }
  };
  // Los sin novedad son los más; los graves, raros.
  const pesos: readonly (readonly [PlantillaParte, number])[] = PARTES.map((p) => [p, p.gravedad === 'alta' ? 1 : p.gravedad === 'media' ? 3 : 10] as const);
  for (let dia = inicio; dia < fin; dia++) {
    for (const puesto of puestos) {
      const vigilantes = asignados.get(puesto.idpuesto_servicio) ?? [];
      if (vigilantes.length === 0 || !r.probabilidad(2 / 7)) continue;
      redactar(puesto.idpuesto_servicio, r.elegir(vigilantes), dia, r.ponderado(pesos));
    }
  }
};

const historiaLlaves = ({ r, diaHoy, custodios, documentos: d }: EntradaHistoria, inicio: number): void => {
  // Cada firmante firma como ya firmó en la demo; los nuevos, con un trazo de los existentes.
  const imagenes = new Map(d.firma.filter((f) => f.idtabla === IDTABLA_MOVIMIENTO_LLAVE).map((f) => [f.nombre, f.imagen]));
  const trazos = [...new Set(imagenes.values())];
  const imagenDe = (nombre: string): string => imagenes.get(nombre) ?? (trazos.length > 0 ? r.elegir(trazos) : '');
  const llaverosDe = agrupar(d.llavero.filter((l) => l.estado > 0), (l) => l.iddelegacion, (l) => l);
  const vigilantesDe = agrupar(d.vigilante.filter((v) => v.categoria !== 'Jefe de seguridad'), (v) => v.iddelegacion, (v) => v);
  const dniDe = new Map(d.empleado.map((x) => [x.idempleado, x.nif]));
  const puestos = new Map(d.puestoservicio.map((p) => [p.idpuesto_servicio, p]));
  const libre = new Map<string, number>();
  const limite = msDeMadrid(diaHoy - VENTANA_RECIENTE.llaves, 0);
  const fin = diaHoy - VENTANA_RECIENTE.llaves;
  const mover = (llavero: DocDe<'llavero'>, custodio: Custodio, tipo: 'salida' | 'entrada', ms: number, x: { persona: string; dni: string; empresa: string | null }, prevista: number | null, motivo: string | null): void => {
    const idmovimiento_llave = String(d.movimientollave.length + 1);
    const fecha = instanteMs(ms);
    d.movimientollave.push({
      idmovimiento_llave, idllavero: llavero.idllavero, tipo, fecha, recibido: instanteMs(ms + r.entero(2, 20) * 1000), persona: x.persona, dni: x.dni,
      empresa: x.empresa, motivo, fprevista_devolucion: prevista === null ? null : instanteMs(prevista), idempleado: custodio.idempleado, custodio: custodio.nombre,
      observaciones: null, estado: 1,
    });
    for (const [nombre, documento] of [[x.persona, x.dni], [custodio.nombre, '']] as const) {
      d.firma.push({ idfirma: String(d.firma.length + 1), idtabla: IDTABLA_MOVIMIENTO_LLAVE, id: idmovimiento_llave, nombre, dni: documento, imagen: imagenDe(nombre), fecha, estado: 1 });
    }
  };
  for (let dia = inicio; dia < fin; dia++) {
    custodios.forEach((custodio, i) => {
      const iddelegacion = String(i + 1);
      const llaveros = llaverosDe.get(iddelegacion) ?? [];
      if (llaveros.length === 0) return;
      for (let k = r.entero(0, 3); k > 0; k--) {
        const llavero = r.elegir(llaveros);
        const sale = msDeMadrid(dia, r.entero(7 * 60, 20 * 60)) + r.entero(0, 59) * 1000;
        const horas = r.entero(1, 10);
        const vuelve = sale + horas * 3_600_000 + r.entero(0, 3000) * 1000;
        if (sale < (libre.get(llavero.idllavero) ?? 0) || vuelve >= limite) continue;
        libre.set(llavero.idllavero, vuelve + 60_000);
        const v = r.probabilidad(0.5) ? r.elegir(vigilantesDe.get(iddelegacion) ?? [undefined]) : undefined;
        const puesto = llavero.idpuesto_servicio ? puestos.get(llavero.idpuesto_servicio) : undefined;
        const x = v
          ? { persona: v.nombre, dni: dniDe.get(v.idempleado) ?? dni(r), empresa: null }
          : { persona: persona(r).completo, dni: dni(r), empresa: puesto?.idcliente && r.probabilidad(0.4) ? puesto.nombre : r.elegir(EMPRESAS) };
        mover(llavero, custodio, 'salida', sale, x, sale + (horas + r.entero(0, 4)) * 3_600_000, r.elegir(MOTIVOS_LLAVE));
        mover(llavero, custodio, 'entrada', vuelve, x, null, null);
      }
    });
  }
};

const historiaCaja = ({ r, diaHoy, documentos: d }: EntradaHistoria, inicio: number): void => {
  const movimiento = (idcaja: string, tipo: 'ingreso' | 'gasto', categoria: DocDe<'movimientocaja'>['categoria'], concepto: string, importe: number, dia: number): void => {
    const fecha = instanteMs(msDeMadrid(dia, 8 * 60 + r.entero(0, 600)));
    d.movimientocaja.push({
      idmovcaja: String(d.movimientocaja.length + 1), idcaja, tipo, fecha, importe: redondear2(importe),
      concepto, categoria, idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1, actualizado: fecha,
    });
  };
  const cajas = d.caja.filter((c) => c.estado > 0);
  const fin = diaHoy - VENTANA_RECIENTE.caja;
  for (let dia = inicio; dia < fin; dia++) {
    const primeroDeMes = fechaDe(dia).endsWith('-01');
    for (const caja of cajas) {
      if (caja.tipo === 'tecnico') {
        if (primeroDeMes) movimiento(caja.idcaja, 'ingreso', 'otros', 'Anticipo para gastos', 150, dia);
        if (laborable(dia) && r.probabilidad(0.6)) {
          const [categoria, concepto, min, max] = r.elegir(GASTOS);
          movimiento(caja.idcaja, 'gasto', categoria, concepto, r.real(min, max), dia);
        }
      } else {
        if (primeroDeMes) movimiento(caja.idcaja, 'ingreso', 'ingreso_banco', 'Reposición de caja desde el banco', 500, dia);
        if (laborable(dia) && r.probabilidad(0.3)) movimiento(caja.idcaja, 'gasto', 'otros', r.elegir(['Mensajería', 'Material de oficina', 'Correos', 'Limpieza']), r.real(5, 60), dia);
      }
    }
  }
  // El saldo consolidado de cada caja, con los años de movimientos que acaba de añadir.
  consolidarCajas(d.caja, d.movimientocaja);
};

const historiaFacturas = ({ diaHoy, documentos: d }: EntradaHistoria, inicio: number): void => {
  const clienteDe = new Map(d.sistema.map((s) => [s.idsistema, s.idcliente]));
  const cuotas = d.cuotasistema.filter((c) => c.estado > 0 && clienteDe.has(c.idsistema));
  const contadorAno = new Map<string, number>();
  const fin = diaHoy - VENTANA_RECIENTE.facturas;
  for (let dia = inicio; dia < fin; dia++) {
    const fecha = fechaDe(dia);
    if (!fecha.endsWith('-01')) continue;
    const mes = Number(fecha.slice(5, 7));
    const ano = fecha.slice(0, 4);
    for (const c of cuotas) {
      const idcliente = clienteDe.get(c.idsistema);
      if (idcliente === undefined || c.fecha_alta > fecha || (typeof c.fecha_baja === 'string' && c.fecha_baja <= fecha)) continue;
      const desfase = (mes - Number(c.fecha_alta.slice(5, 7)) + 12) % 12;
      if ((c.periodicidad === 'trimestral' && desfase % 3 !== 0) || (c.periodicidad === 'anual' && desfase !== 0)) continue;
      const base = redondear2(c.importe);
      const iva = euros(centimosPorcentaje(centimosDe(base), 21));
      const total = sumaCentimos([base, iva]);
      const n = (contadorAno.get(ano) ?? 0) + 1;
      contadorAno.set(ano, n);
      // Serie propia de las cuotas (FC), para no chocar con la numeración de las demás facturas de la demo.
      d.factura.push({
        idfactura: String(d.factura.length + 1), numero: `FC${ano}-${seisCifras(n)}`, idcliente, fecha, fvencimiento: fechaDe(dia + 30),
        concepto: `${c.concepto} (${fecha.slice(0, 7)})`, base_imponible: base, iva, total, cobrado: total, estado_deuda: 2, estado: 1,
      });
    }
  }
};
