/**
 * Cuadrante de la demo: el mes en curso y el siguiente de cada servicio, con los vigilantes asignados a su
 * puesto y respetando las reglas de replication/cuadrantes.ts (nadie en dos sitios a la vez, 12 h de
 * descanso entre turnos, como mucho 162 h al mes). Reparto voraz en orden cronológico, por delegación: cada
 * turno va al vigilante que lo hizo ayer (bloques de hasta 5 días seguidos) o, si no puede, al que menos
 * horas lleva ese mes. Un turno que nadie puede cubrir queda vacío, y los 4 últimos días del mes siguiente
 * quedan sin cuadrar: trabajo real para la supervisión.
 * Las horas del mes se cuentan, como en las reglas, por la fecha del turno.
 */
import type { DocDe } from '../../../schemas';
import { DESCANSO_MINIMO_HORAS, HORAS_MES_MAXIMO, horarioTurno } from '../../../replication/cuadrantes';
import { diaDe, fechaDe } from './fechas';
import type { Aleatorio } from './prng';
import { agrupar } from './reparto';
import type { Plantilla } from './vigilancia';

export const DIAS_SIN_CUADRAR = 4;
const RACHA_MAXIMA = 5;

/** Minuto del día de una hora 'HH:MM'. */
const minutoDe = (hora: string): number => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
/** Día de la semana ISO (1 lunes … 7 domingo) de un día de la demo (el día 0, 1970-01-01, fue jueves). */
export const diaSemana = (dia: number): number => ((dia + 3) % 7) + 1;

/** Primer día del mes de `dia` y primer día del mes siguiente. */
export const limitesMes = (dia: number): { primero: number; siguiente: number } => {
  const f = fechaDe(dia);
  const anio = Number(f.slice(0, 4));
  const mes = Number(f.slice(5, 7));
  const primero = diaDe(`${f.slice(0, 7)}-01`);
  const siguiente = diaDe(mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`);
  return { primero, siguiente };
};

interface Hueco {
  servicio: DocDe<'puestoservicioservicio'>;
  turno: DocDe<'turnopuesto'>;
  dia: number;
  inicio: number;
  fin: number;
  horas: number;
  mes: string;
  orden: number;
}

interface Estado {
  finUltimo: number;
  horasMes: Map<string, number>;
  ultimoDia: number;
  racha: number;
}

export interface EntradaCuadrante {
  r: Aleatorio;
  diaHoy: number;
  plantilla: Plantilla;
}

export const generarCuadrante = ({ r, diaHoy, plantilla }: EntradaCuadrante): DocDe<'cuadranteturno'>[] => {
  const { primero } = limitesMes(diaHoy);
  const { siguiente: finMesSiguiente } = limitesMes(limitesMes(diaHoy).siguiente);
  const ultimoDia = finMesSiguiente - 1 - DIAS_SIN_CUADRAR;
  const puestoDe = new Map(plantilla.puestos.map((p) => [p.idpuesto_servicio, p]));
  const turnosDe = agrupar(plantilla.turnos, (t) => t.idpuesto_servicio, (t) => t);
  const asignados = agrupar(plantilla.asignaciones, (a) => a.idpuesto_servicio, (a) => a.idvigilante);
  const descanso = DESCANSO_MINIMO_HORAS * 60;

  // Huecos de cada delegación, en orden cronológico.
  const porDelegacion = new Map<string, Hueco[]>();
  for (const servicio of plantilla.servicios) {
    const puesto = puestoDe.get(servicio.idpuesto_servicio);
    if (!puesto) continue;
    const codigos = plantilla.turnosServicio.get(servicio.idpuesto_servicio_servicio) ?? [];
    const turnos = (turnosDe.get(servicio.idpuesto_servicio) ?? []).filter((t) => codigos.some((c) => c === t.codigo));
    const lista = porDelegacion.get(puesto.iddelegacion) ?? [];
    porDelegacion.set(puesto.iddelegacion, lista);
    for (let dia = primero; dia <= ultimoDia; dia++) {
      if (!servicio.dias.includes(diaSemana(dia))) continue;
      for (const turno of turnos) {
        const ini = minutoDe(turno.hora_inicio);
        let fin = minutoDe(turno.hora_fin);
        if (fin <= ini) fin += 1440;
        lista.push({ servicio, turno, dia, inicio: dia * 1440 + ini, fin: dia * 1440 + fin, horas: (fin - ini) / 60, mes: fechaDe(dia).slice(0, 7), orden: lista.length });
      }
    }
  }

  const cuadrante: DocDe<'cuadranteturno'>[] = [];
  for (const huecos of porDelegacion.values()) {
    huecos.sort((a, b) => a.inicio - b.inicio || a.orden - b.orden);
    const estados = new Map<string, Estado>();
    const estado = (v: string): Estado => {
      let e = estados.get(v);
      if (!e) {
        e = { finUltimo: -Infinity, horasMes: new Map(), ultimoDia: -Infinity, racha: 0 };
        estados.set(v, e);
      }
      return e;
    };
    /** Quién hizo ayer cada turno de cada servicio. */
    const anterior = new Map<string, { idvigilante: string; dia: number }>();
    for (const h of huecos) {
      const puede = (v: string): boolean => {
        const e = estado(v);
        return e.finUltimo + descanso <= h.inicio && (e.horasMes.get(h.mes) ?? 0) + h.horas <= HORAS_MES_MAXIMO;
      };
      const racha = (v: string): number => {
        const e = estado(v);
        return e.ultimoDia === h.dia - 1 ? e.racha : 0;
      };
      const clave = `${h.servicio.idpuesto_servicio_servicio}|${h.turno.codigo}`;
      const ayer = anterior.get(clave);
      let elegido: string | undefined;
      if (ayer && ayer.dia === h.dia - 1 && racha(ayer.idvigilante) < RACHA_MAXIMA && puede(ayer.idvigilante)) elegido = ayer.idvigilante;
      else {
        const candidatos = r.barajar(asignados.get(h.servicio.idpuesto_servicio) ?? []).filter(puede);
        const descansados = candidatos.filter((v) => racha(v) < RACHA_MAXIMA);
        const horas = (v: string): number => estado(v).horasMes.get(h.mes) ?? 0;
        elegido = (descansados.length > 0 ? descansados : candidatos).reduce<string | undefined>((m, v) => (m === undefined || horas(v) < horas(m) ? v : m), undefined);
      }
      if (elegido === undefined) continue;
      const e = estado(elegido);
      e.racha = e.ultimoDia === h.dia - 1 ? e.racha + 1 : e.ultimoDia === h.dia ? e.racha : 1;
      e.ultimoDia = h.dia;
      e.finUltimo = h.fin;
      e.horasMes.set(h.mes, (e.horasMes.get(h.mes) ?? 0) + h.horas);
      anterior.set(clave, { idvigilante: elegido, dia: h.dia });
      const fecha = fechaDe(h.dia);
      const horario = horarioTurno(fecha, h.turno.hora_inicio, h.turno.hora_fin);
      cuadrante.push({
        idcuadrante: String(cuadrante.length + 1), idpuesto_servicio: h.servicio.idpuesto_servicio, idpuesto_servicio_servicio: h.servicio.idpuesto_servicio_servicio,
        idvigilante: elegido, fecha, idturno_puesto: h.turno.idturno_puesto, codigo: h.turno.codigo, inicio: horario.inicio, fin: horario.fin, horas: horario.horas,
        observaciones: null, estado: 1,
      });
    }
  }
  return cuadrante;
};
