/**
 * El formulario de cerrar una ronda (declarado): el motivo de los puntos sin leer, obligatorio solo si falta
 * alguno, la 'Confirmación' (cuántos faltan) y ronda.cerrarSync con un id nuevo de lectura «omitido» por
 * cada punto que falta. `paramsCerrar` es la regla pura de lo que se manda.
 */
import type { MotorSync } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { PuntoRonda } from './rondas';
import { TEXTOS_REALIZAR as R } from './rondas.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresCierre {
  motivo: string;
}

export const CIERRE_VACIO: ValoresCierre = { motivo: '' };

/** Longitud máxima del motivo. */
export const MAXIMO_MOTIVO = 2000;

/** Lo que recibe ronda.cerrarSync: el motivo (null si va vacío) y un id de lectura por punto que falta. */
export const paramsCerrar = (idronda_realizada: string, motivo: string, faltan: readonly Pick<PuntoRonda, 'idpunto_ronda'>[], nuevoId: () => string) => ({
  idronda_realizada,
  motivo: textoONulo(motivo),
  omitidos: faltan.map((p) => ({ idronda_check: nuevoId(), idpunto_ronda: p.idpunto_ronda })),
});

/** La declaración para la ronda `registro` (su id) con los puntos que faltan ahora. */
export const formularioCerrarRonda = (motor: Pick<MotorSync, 'mutate'>, faltan: readonly PuntoRonda[], nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresCierre, string>({
    campos: [
      {
        campo: 'motivo',
        tipo: 'area',
        etiqueta: R.motivo,
        requerido: faltan.length > 0,
        mensajeRequerido: R.motivoRequerido,
        maximo: MAXIMO_MOTIVO,
        filas: 3,
      },
    ],
    boton: R.cerrar,
    mensaje: R.cerrada_ok,
    confirmar: () => R.confirmarCerrar(faltan.length),
    enviar: ({ valores, registro }) => motor.mutate('ronda.cerrarSync', paramsCerrar(registro, valores.motivo, faltan, nuevoId)),
  });
