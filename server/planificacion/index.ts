/**
 * La parte de servidor de la planificación (issue 6): los métodos planificacion.estadoTecnicos y
 * sync.preparacion (lo que cada dispositivo informa de su preparación sin conexión, issue 30) y el
 * registro del último contacto de cada usuario. server/app.ts los monta. El cambio de técnico o de día
 * de un parte es un mutador (replication/mutadores/planificacion.ts) y va por la cola como los demás.
 */
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import type { Db } from '../db/tipos';
import { implementar } from '../rpc/implementar';
import type { MetodoRpc } from '../rpc/tipos';
import { estadoTecnicos } from './estado-tecnicos';
import { registrarPreparacion } from './preparacion';

export { conContacto, crearRegistroContacto, INTERVALO_CONTACTO_MS, type RegistroContacto } from './contacto';
export { estadoTecnicos } from './estado-tecnicos';
export { registrarPreparacion } from './preparacion';

export const metodosPlanificacion = (db: Db): MetodoRpc<unknown>[] => [
  implementar(METODOS_EN_LINEA.estadoTecnicos, { ejecutar: (_p, ctx) => estadoTecnicos(db, ctx) }),
  implementar(METODOS_EN_LINEA.preparacion, { ejecutar: (p, ctx) => registrarPreparacion(db, p, ctx) }),
];
