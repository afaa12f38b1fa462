/**
 * El estado de una vista semanal: el lunes de la semana que se ve ('YYYY-MM-DD') y cómo ir a la
 * anterior, a la de hoy y a la siguiente. Las fechas las calcula la pantalla (`lunesDeHoy`, `desplazar`),
 * que sabe de su calendario; la botonera que lo usa es NavegacionSemana.
 */
import { useState } from 'react';

export interface Semana {
  /** El lunes de la semana que se ve ('YYYY-MM-DD'). */
  lunes: string;
  anterior: () => void;
  /** Vuelve a la semana de hoy. */
  actual: () => void;
  siguiente: () => void;
}

/**
 * `lunesDeHoy`: el lunes de la semana de hoy, calculado al abrir y al pulsar 'Esta semana'.
 * `desplazar`: el lunes `semanas` semanas después (antes si es negativo).
 */
export const useSemana = (lunesDeHoy: () => string, desplazar: (lunes: string, semanas: number) => string): Semana => {
  const [lunes, setLunes] = useState(lunesDeHoy);
  return {
    lunes,
    anterior: () => setLunes((l) => desplazar(l, -1)),
    actual: () => setLunes(lunesDeHoy()),
    siguiente: () => setLunes((l) => desplazar(l, 1)),
  };
};
