/**
 * Reglas del cronómetro compartidas por los mutadores y las pantallas: un tiempo en marcha es un
 * tiempotrabajado activo con inicio y sin fin. Cerrar un parte detiene los suyos (ordenTrabajo.finalizarOt),
 * en el dispositivo al cerrar y en el servidor al subir, con el instante del cierre.
 */
import type { Tx } from './tx';

/** Minutos enteros entre dos instantes ISO (nunca negativos). */
export const minutosEntre = (inicio: string, fin: string): number => Math.max(0, Math.round((Date.parse(fin) - Date.parse(inicio)) / 60_000));

export interface CronometroDetenido {
  idtiempo_trabajado: string;
  minutos: number;
}

/** Pone fin (`ahora`) y minutos a los tiempos en marcha del parte; devuelve los que ha detenido. */
export const detenerCronometrosParte = async (tx: Tx, idparte: string, ahora: string): Promise<CronometroDetenido[]> => {
  const detenidos: CronometroDetenido[] = [];
  for (const t of await tx.find('tiempotrabajado', { idparte_trabajo: idparte })) {
    if (t.estado <= 0 || (t.fin !== null && t.fin !== undefined)) continue;
    const minutos = minutosEntre(t.inicio, ahora);
    await tx.put('tiempotrabajado', { ...t, fin: ahora, minutos });
    detenidos.push({ idtiempo_trabajado: t.idtiempo_trabajado, minutos });
  }
  return detenidos;
};
