/**
 * La agenda de un vigilante, pura: sus turnos agrupados por mes y, dentro, por día (en orden de entrada),
 * con el total de horas de cada mes.
 */
import { limitesMes, type Mes } from './rejilla';
import type { TurnoGuardado } from './rejilla';

export interface DiaAgenda<T> {
  fecha: string;
  turnos: T[];
}

export interface MesAgenda<T> {
  mes: Mes;
  horas: number;
  dias: DiaAgenda<T>[];
}

type TurnoAgenda = Pick<TurnoGuardado, 'fecha' | 'inicio' | 'horas' | 'idcuadrante'>;

/** Los meses pedidos, cada uno con sus días con turno (los demás no salen) y sus horas. */
export const agruparAgenda = <T extends TurnoAgenda>(turnos: readonly T[], meses: readonly Mes[]): MesAgenda<T>[] =>
  meses.map((mes) => {
    const { desde, hasta } = limitesMes(mes);
    const delMes = turnos
      .filter((t) => t.fecha >= desde && t.fecha <= hasta)
      .sort((a, b) => a.inicio.localeCompare(b.inicio) || a.idcuadrante.localeCompare(b.idcuadrante));
    const dias: DiaAgenda<T>[] = [];
    for (const t of delMes) {
      const ultimo = dias.at(-1);
      if (ultimo?.fecha === t.fecha) ultimo.turnos.push(t);
      else dias.push({ fecha: t.fecha, turnos: [t] });
    }
    return { mes, horas: Math.round(delMes.reduce((s, t) => s + t.horas, 0) * 100) / 100, dias };
  });

/** 'HH:MM' de un 'YYYY-MM-DDTHH:MM'. */
export const horaDe = (horaLocal: string): string => horaLocal.slice(11, 16);
