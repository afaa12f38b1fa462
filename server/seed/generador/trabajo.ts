/**
 * Trabajo de campo: órdenes con sus líneas, partes (anulado 0, pendiente 1, finalizado 2) con líneas de
 * material, acciones y tiempos. Primero se planifica cada orden (cliente, sistema, estados y fechas de
 * sus partes), después se ordenan por fecha de alta para que los ids crezcan con el tiempo, y se emiten
 * los documentos. Los técnicos 1 y 2 (usuarios tecnico y tecnico2) y el de supervisión reciben una carga
 * fija; el resto de órdenes se reparte al azar entre los técnicos de la delegación del cliente.
 */
import { derivar, type DocDe } from '../../../schemas';
import { articuloElegido, type Cartera } from './clientes';
import type { Catalogo, Categoria } from './catalogo';
import { numeroSerie } from './catalogo';
import { fechaDe, instanteDe } from './fechas';
import type { Aleatorio } from './prng';
import { seisCifras } from './reparto';
import {
  accionesDe, descripcionOrden, motivoAnulacion, motivoNoRealizada, observacionFinalizado, observacionPendiente,
  UBICACIONES_EMPRESA, UBICACIONES_VIVIENDA, type Clasificacion, type TipoSistema,
} from './textos';

type EstadoParte = 0 | 1 | 2;

interface PlanParte {
  estado: EstadoParte;
  tecnico: number | null;
  dia: number;
  ffijada: boolean;
}

interface PlanOrden {
  cliente: number;
  sistema: number | null;
  tipo: TipoSistema;
  clasificacion: Clasificacion;
  prioridad: number;
  estado: EstadoParte;
  diaAlta: number;
  /** Orden de creación del plan: desempate estable al ordenar por fecha. */
  secuencia: number;
  partes: PlanParte[];
}

/** Carga fija de un técnico: días (relativos a hoy) de sus partes pendientes, finalizados y anulados. */
export interface CargaFija {
  tecnico: number;
  pendientes: readonly number[];
  /** Índices de `pendientes` con fecha fijada. */
  conFechaFijada: readonly number[];
  finalizados: number;
  anulados: readonly number[];
}

export interface Trabajo {
  ordenes: DocDe<'ordentrabajo'>[];
  lordenes: DocDe<'lordentrabajo'>[];
  partes: DocDe<'partetrabajo'>[];
  lpartes: DocDe<'lpartetrabajo'>[];
  acciones: DocDe<'accionejec'>[];
  tiempos: DocDe<'tiempotrabajado'>[];
}

export interface EntradaTrabajo {
  r: Aleatorio;
  diaHoy: number;
  totalOrdenes: number;
  cartera: Cartera;
  catalogo: Catalogo;
  /** Delegación (índice) de cada técnico. */
  delegacionTecnico: readonly number[];
  cargas: readonly CargaFija[];
}

const CLASIFICACIONES = [['averia', 35], ['revision', 25], ['mantenimiento', 20], ['instalacion', 20]] as const;

/** Material típico de cada tipo de sistema para averías e instalaciones. */
const MATERIAL: Record<TipoSistema, readonly Categoria[]> = {
  intrusion: ['int_detector', 'int_detector', 'int_contacto', 'int_sirena', 'bateria', 'int_teclado', 'com_modulo', 'int_mando'],
  cctv: ['cctv_camara', 'cctv_camara', 'cctv_disco', 'cctv_switch', 'fuente', 'accesorio'],
  incendio: ['inc_detector', 'inc_detector', 'inc_pulsador', 'inc_sirena', 'bateria', 'inc_extintor'],
  control_accesos: ['acc_lector', 'acc_cerradura', 'acc_pulsador', 'acc_tarjeta', 'fuente', 'acc_videoportero'],
};
const CENTRAL: Record<TipoSistema, Categoria> = { intrusion: 'int_central', cctv: 'cctv_grabador', incendio: 'inc_central', control_accesos: 'acc_controladora' };
const REVISION: Record<TipoSistema, Categoria> = { intrusion: 'mo_rev_intrusion', cctv: 'mo_rev_cctv', incendio: 'mo_rev_incendio', control_accesos: 'mo_rev_control_accesos' };

/** Sesgo hacia lo cercano: u^k con k > 1 concentra los valores cerca de 0. */
const cercano = (r: Aleatorio, max: number, k: number): number => Math.floor((max + 1) * Math.pow(r.siguiente(), k));

export const generarTrabajo = (e: EntradaTrabajo): Trabajo => {
  const { r, diaHoy, cartera } = e;
  const planes: PlanOrden[] = [];

  // Clientes con algún sistema activo, por delegación y en total.
  const elegiblesDel: number[][] = [];
  const elegibles: number[] = [];
  cartera.clientes.forEach((cl, i) => {
    if (cl.estado <= 0 || !sistemasActivos(cartera, i).length) return;
    const d = cartera.delegacionCliente[i] ?? 0;
    (elegiblesDel[d] ??= []).push(i);
    elegibles.push(i);
  });
  const fijos = new Set(e.cargas.map((c) => c.tecnico));
  const tecnicosDel: number[][] = [];
  e.delegacionTecnico.forEach((d, t) => {
    if (!fijos.has(t)) (tecnicosDel[d] ??= []).push(t);
  });
  const tecnicoDe = (d: number): number => {
    const lista = tecnicosDel[d];
    return lista && lista.length > 0 ? r.elegir(lista) : r.elegir([...e.delegacionTecnico.keys()].filter((t) => e.delegacionTecnico[t] === d));
  };

  const nuevoPlan = (cliente: number, clasificacion: Clasificacion, partes: PlanParte[], estado: EstadoParte): PlanOrden => {
    const activos = sistemasActivos(cartera, cliente);
    const sinSistema = clasificacion === 'instalacion' && r.probabilidad(0.1);
    const sistema = sinSistema ? null : r.elegir(activos);
    const tipo: TipoSistema = sistema === null ? r.elegir(['intrusion', 'cctv', 'incendio', 'control_accesos'] as const) : (cartera.tipoSistema[sistema] ?? 'intrusion');
    const prioridad = clasificacion === 'averia' ? r.ponderado([[1, 40], [2, 50], [3, 10]] as const) : r.ponderado([[1, 5], [2, 60], [3, 35]] as const);
    partes.sort((a, b) => a.dia - b.dia);
    const primero = partes[0]?.dia ?? diaHoy;
    const diaAlta = Math.min(primero, diaHoy) - r.entero(0, 21);
    return { cliente, sistema, tipo, clasificacion, prioridad, estado, diaAlta, secuencia: planes.length, partes };
  };

  /** Partes anteriores (visitas previas) de una orden cuyo último parte es `ultimo`. */
  const anteriores = (ultimo: PlanParte, cuantos: number, tecnico: number | null, d: number, todosAnulados: boolean): PlanParte[] => {
    const lista: PlanParte[] = [];
    let dia = Math.min(ultimo.dia, diaHoy);
    for (let k = 0; k < cuantos; k++) {
      dia -= r.entero(2, 25);
      const estado: EstadoParte = todosAnulados || r.probabilidad(0.12) ? 0 : 2;
      lista.push({ estado, tecnico: tecnico !== null && r.probabilidad(0.7) ? tecnico : tecnicoDe(d), dia, ffijada: estado === 2 && r.probabilidad(0.25) });
    }
    return lista;
  };

  // Cargas fijas: una orden por parte; algunos pendientes son segundas visitas del mismo técnico.
  for (const carga of e.cargas) {
    const d = e.delegacionTecnico[carga.tecnico] ?? 0;
    const clientes = elegiblesDel[d] ?? elegibles;
    carga.pendientes.forEach((offset, k) => {
      const ultimo: PlanParte = { estado: 1, tecnico: carga.tecnico, dia: diaHoy + offset, ffijada: carga.conFechaFijada.includes(k) };
      const previas = r.probabilidad(0.3) ? anteriores(ultimo, 1, carga.tecnico, d, false) : [];
      planes.push(nuevoPlan(r.elegir(clientes), r.ponderado(CLASIFICACIONES), [...previas, ultimo], 1));
    });
    for (let k = 0; k < carga.finalizados; k++) {
      const dia = diaHoy - 1 - cercano(r, 59, 1.3);
      const parte: PlanParte = { estado: 2, tecnico: carga.tecnico, dia, ffijada: r.probabilidad(0.3) };
      planes.push(nuevoPlan(r.elegir(clientes), r.ponderado(CLASIFICACIONES), [parte], r.probabilidad(0.9) ? 2 : 1));
    }
    for (const offset of carga.anulados) {
      planes.push(nuevoPlan(r.elegir(clientes), r.ponderado(CLASIFICACIONES), [{ estado: 0, tecnico: carga.tecnico, dia: diaHoy + offset, ffijada: false }], 0));
    }
  }

  // El resto, al azar: 30 % con el último parte pendiente, 63 % finalizado, 7 % anulado.
  const restantes = Math.max(0, e.totalOrdenes - planes.length);
  for (let k = 0; k < restantes && elegibles.length > 0; k++) {
    const cliente = r.elegir(elegibles);
    const d = cartera.delegacionCliente[cliente] ?? 0;
    const clasificacion = r.ponderado(CLASIFICACIONES);
    const tirada = r.siguiente();
    const previas = r.ponderado([[0, 75], [1, 22], [2, 3]] as const);
    if (tirada < 0.3) {
      if (r.probabilidad(0.04)) {
        // Orden recién entrada, aún sin parte: la ve «asignar».
        planes.push(nuevoPlan(cliente, clasificacion, [], 1));
        continue;
      }
      const tecnico = r.probabilidad(0.05) ? null : tecnicoDe(d);
      const ultimo: PlanParte = { estado: 1, tecnico, dia: diaHoy + cercano(r, 30, 1.6), ffijada: r.probabilidad(0.3) };
      planes.push(nuevoPlan(cliente, clasificacion, [...anteriores(ultimo, previas, tecnico, d, false), ultimo], 1));
    } else if (tirada < 0.93) {
      const tecnico = tecnicoDe(d);
      const ultimo: PlanParte = { estado: 2, tecnico, dia: diaHoy - 1 - cercano(r, 364, 1.7), ffijada: r.probabilidad(0.25) };
      // Algunas órdenes siguen pendientes con todo hecho (opción de cierre «mantener pendiente»).
      planes.push(nuevoPlan(cliente, clasificacion, [...anteriores(ultimo, previas, tecnico, d, false), ultimo], r.probabilidad(0.08) ? 1 : 2));
    } else {
      const futuro = r.probabilidad(0.15);
      const ultimo: PlanParte = { estado: 0, tecnico: tecnicoDe(d), dia: futuro ? diaHoy + r.entero(1, 20) : diaHoy - cercano(r, 200, 1.5), ffijada: false };
      planes.push(nuevoPlan(cliente, clasificacion, [...anteriores(ultimo, Math.min(previas, 1), ultimo.tecnico, d, true), ultimo], 0));
    }
  }

  planes.sort((a, b) => a.diaAlta - b.diaAlta || a.secuencia - b.secuencia);
  return emitir(e, planes);
};

const sistemasActivos = (c: Cartera, cliente: number): number[] => {
  const desde = c.primerSistema[cliente] ?? 0;
  const lista: number[] = [];
  for (let s = desde; s < desde + (c.numSistemas[cliente] ?? 0); s++) if ((c.sistemas[s]?.estado ?? 0) > 0) lista.push(s);
  return lista;
};

const emitir = (e: EntradaTrabajo, planes: readonly PlanOrden[]): Trabajo => {
  const { r, diaHoy, cartera, catalogo } = e;
  const t: Trabajo = { ordenes: [], lordenes: [], partes: [], lpartes: [], acciones: [], tiempos: [] };

  const articulo = (cat: Categoria) => articuloElegido(r, catalogo, cat);
  const dto = (cat: Categoria): number => (cat.startsWith('mo_') ? (r.probabilidad(0.05) ? 10 : 0) : r.probabilidad(0.8) ? 0 : r.elegir([5, 10, 15, 20]));
  /** Unidades típicas: metros de cable, horas, piezas. */
  const unidades = (cat: Categoria, serie: boolean): number => {
    if (cat === 'cable') return r.entero(2, 30) * 5;
    if (cat === 'tubo') return r.entero(2, 12) * 5;
    if (cat === 'acc_tarjeta') return r.entero(1, 5) * 5;
    if (serie) return 1;
    return r.entero(1, 4);
  };

  /** Líneas de material (categoría, unidades) de un trabajo según su clasificación. */
  const materialDe = (c: Clasificacion, tipo: TipoSistema, horas: number, finalizado: boolean): [Categoria, number | null][] => {
    const lineas: [Categoria, number | null][] = [];
    switch (c) {
      case 'averia':
        if (r.probabilidad(0.55)) lineas.push([r.elegir(MATERIAL[tipo]), null]);
        break;
      case 'revision':
        lineas.push([REVISION[tipo], 1]);
        if (r.probabilidad(0.3)) lineas.push(['bateria', null]);
        break;
      case 'mantenimiento':
        if (r.probabilidad(0.6)) lineas.push([r.elegir(['bateria', 'accesorio', ...MATERIAL[tipo]] as const), null]);
        break;
      case 'instalacion': {
        if (r.probabilidad(0.4)) lineas.push([CENTRAL[tipo], 1]);
        const n = r.entero(2, 5);
        for (let k = 0; k < n; k++) lineas.push([r.elegir(MATERIAL[tipo]), null]);
        lineas.push(['cable', null]);
        if (r.probabilidad(0.5)) lineas.push(['tubo', null]);
        if (finalizado || r.probabilidad(0.5)) lineas.push(['mo_programacion', r.elegir([0.5, 1, 1.5, 2])]);
        if (horas > 0 && r.probabilidad(0.4)) lineas.push(['mo_ayudante', horas]);
        break;
      }
    }
    if (horas > 0) lineas.unshift([c === 'averia' && r.probabilidad(0.12) ? 'mo_urgencia' : 'mo_hora', horas]);
    return lineas;
  };

  const horasDe = (c: Clasificacion): number => {
    switch (c) {
      case 'averia': return r.entero(1, 6) / 2;
      case 'revision': return r.entero(2, 6) / 2;
      case 'mantenimiento': return r.entero(2, 8) / 2;
      case 'instalacion': return r.entero(4, 16) / 2;
    }
  };

  const lineasParte = (idparte_trabajo: string, lineas: readonly [Categoria, number | null][]): void => {
    for (const [cat, u] of lineas) {
      const { doc, info } = articulo(cat);
      const linea: DocDe<'lpartetrabajo'> = {
        idlparte_trabajo: String(t.lpartes.length + 1), idparte_trabajo, idarticulo: doc.idarticulo, descripcion: doc.descripcion,
        unidades: u ?? unidades(cat, info.serie), precio: doc.precio, dto: dto(cat), importe: 0, numserie: numeroSerie(r, info), estado: 1,
      };
      t.lpartes.push(Object.assign(linea, derivar('lpartetrabajo', linea)));
    }
  };

  const ubicaciones = (cliente: number) => (cartera.esEmpresa[cliente] ? UBICACIONES_EMPRESA : UBICACIONES_VIVIENDA);

  for (const plan of planes) {
    const cliente = cartera.clientes[plan.cliente];
    if (!cliente) throw new Error('cliente inexistente');
    const idorden_trabajo = String(t.ordenes.length + 1);
    const idsistema = plan.sistema === null ? null : (cartera.sistemas[plan.sistema]?.idsistema ?? null);
    const descripcion = descripcionOrden(r, plan.clasificacion, plan.tipo, r.elegir(ubicaciones(plan.cliente)));
    const alta = instanteDe(plan.diaAlta, r.entero(6 * 60, 9 * 60 + 59));
    let actualizado = alta;

    // Líneas de la orden: lo presupuestado.
    const desplazamiento: [Categoria, number | null][] = [['mo_desplazamiento', 1]];
    const presupuesto = plan.clasificacion === 'averia'
      ? (r.probabilidad(0.3) ? desplazamiento : [])
      : materialDe(plan.clasificacion, plan.tipo, plan.clasificacion === 'revision' ? 0 : horasDe(plan.clasificacion), true);
    for (const [cat, u] of presupuesto) {
      const { doc } = articulo(cat);
      const linea: DocDe<'lordentrabajo'> = {
        idlorden_trabajo: String(t.lordenes.length + 1), idorden_trabajo, idarticulo: doc.idarticulo, descripcion: doc.descripcion,
        unidades: u ?? unidades(cat, false), precio: doc.precio, dto: dto(cat), importe: 0, estado: 1,
      };
      t.lordenes.push(Object.assign(linea, derivar('lordentrabajo', linea)));
    }

    plan.partes.forEach((p, k) => {
      const idparte_trabajo = String(t.partes.length + 1);
      const tecnico = p.tecnico === null ? null : String(p.tecnico + 1);
      let actualizadoParte = k === 0 ? alta : actualizado;
      let observaciones: string | null;

      if (p.estado === 2) {
        const horas = horasDe(plan.clasificacion);
        const lineas = materialDe(plan.clasificacion, plan.tipo, horas, true);
        if (r.probabilidad(0.7) && plan.clasificacion !== 'instalacion') lineas.push(['mo_desplazamiento', 1]);
        lineasParte(idparte_trabajo, lineas);
        // Tiempos: tres de cada cuatro partes finalizados los tienen (uno o dos tramos).
        const minutos = Math.round(horas * 60);
        let inicio = r.entero(6 * 12, 9 * 12) * 5; // minuto del día (UTC) en que empieza
        let fin = inicio + minutos;
        if (tecnico !== null && r.probabilidad(0.75)) {
          const tramos = minutos >= 180 && r.probabilidad(0.6) ? 2 : 1;
          let restante = minutos;
          for (let s = 0; s < tramos; s++) {
            const dur = s === tramos - 1 ? restante : Math.round(minutos / 2 / 5) * 5;
            restante -= dur;
            fin = inicio + dur;
            t.tiempos.push({
              idtiempo_trabajado: String(t.tiempos.length + 1), idparte_trabajo, idtecnico: tecnico,
              inicio: instanteDe(p.dia, inicio), fin: instanteDe(p.dia, fin), minutos: dur,
              observaciones: s === 0 && tramos === 2 ? 'Parada para comer' : null, estado: 1,
            });
            inicio = fin + r.entero(6, 18) * 5;
          }
        }
        actualizadoParte = instanteDe(p.dia, fin + r.entero(1, 6) * 5);
        observaciones = observacionFinalizado(r, plan.clasificacion);
        for (const a of accionesDe(r, plan.tipo, numAcciones(r, plan.clasificacion))) {
          const hecha = r.probabilidad(0.85);
          t.acciones.push({ idaccion_ejec: String(t.acciones.length + 1), idparte_trabajo, descripcion: a, observaciones: hecha ? null : motivoNoRealizada(r), estado: hecha ? 2 : 3 });
        }
      } else if (p.estado === 1) {
        // Material ya cargado en algunos pendientes (sobre todo instalaciones).
        if (r.probabilidad(plan.clasificacion === 'instalacion' ? 0.6 : 0.15)) {
          lineasParte(idparte_trabajo, materialDe(plan.clasificacion, plan.tipo, 0, false).slice(0, r.entero(1, 3)));
        }
        observaciones = observacionPendiente(r);
        for (const a of accionesDe(r, plan.tipo, numAcciones(r, plan.clasificacion))) {
          t.acciones.push({ idaccion_ejec: String(t.acciones.length + 1), idparte_trabajo, descripcion: a, observaciones: null, estado: 1 });
        }
      } else {
        observaciones = motivoAnulacion(r);
        actualizadoParte = instanteDe(Math.min(p.dia, diaHoy), r.entero(6 * 60, 9 * 60));
      }
      if (actualizadoParte < alta) actualizadoParte = alta;

      const parte: DocDe<'partetrabajo'> = {
        idparte_trabajo, idorden_trabajo, idtecnico: tecnico, idsistema, idcliente: cliente.idcliente, iddelegacion: cliente.iddelegacion,
        numero: `PT-${seisCifras(Number(idparte_trabajo))}`, fecha: fechaDe(p.dia), ffijada: p.ffijada ? fechaDe(p.dia) : null,
        clasificacion: plan.clasificacion, descripcion: k === 0 ? descripcion : `Nueva visita: ${descripcion}`,
        observaciones, estado: p.estado, fecha_desc: '', actualizado: actualizadoParte,
      };
      t.partes.push(Object.assign(parte, derivar('partetrabajo', parte)));
      if (actualizadoParte > actualizado) actualizado = actualizadoParte;
    });

    const orden: DocDe<'ordentrabajo'> = {
      idorden_trabajo, idcliente: cliente.idcliente, idsistema, iddelegacion: cliente.iddelegacion,
      numero: `OT-${seisCifras(Number(idorden_trabajo))}`, fecha: fechaDe(plan.diaAlta), descripcion, prioridad: plan.prioridad,
      observaciones: plan.estado === 0 ? motivoAnulacion(r) : null, estado: plan.estado, fecha_desc: '', actualizado,
    };
    t.ordenes.push(Object.assign(orden, derivar('ordentrabajo', orden)));
  }
  return t;

};

const numAcciones = (r: Aleatorio, c: Clasificacion): number => {
  switch (c) {
    case 'revision': return r.entero(2, 5);
    case 'mantenimiento': return r.entero(2, 4);
    case 'averia': return r.entero(1, 2);
    case 'instalacion': return r.entero(1, 3);
  }
};
