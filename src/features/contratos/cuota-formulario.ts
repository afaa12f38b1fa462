/**
 * Formulario declarado de una cuota del contrato: vencimiento, forma de pago, cobrada, fecha de cobro
 * (se ve y es obligatoria si está cobrada; al marcarla se propone la de hoy) y observaciones. Manda
 * contratoCuota.updateSync con lo cambiado; desmarcar 'Cobrada' quita la fecha de cobro. La regla de la
 * fecha de cobro es solo del formulario: el servidor acepta cualquiera.
 */
import type { MotorSync } from '../../../replication/cliente';
import { esFormaPago } from '../../../replication/presupuestos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { OPCIONES_FORMA_PAGO, type CuotaContrato } from './contratos';
import { etiquetasCuota as E, TEXTOS_CUOTAS as T } from './contratos.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresCuota {
  fecha: string | null;
  /** '' = sin indicar. */
  forma_pago: string;
  cobrada: boolean;
  fcobro: string | null;
  observaciones: string;
}

export const valoresDeCuota = (q: CuotaContrato): ValoresCuota => ({
  fecha: q.fecha,
  forma_pago: q.forma_pago ?? '',
  cobrada: q.cobrada,
  fcobro: q.fcobro ?? null,
  observaciones: q.observaciones ?? '',
});

/** Los cambios de contratoCuota.updateSync; una cuota que deja de estar cobrada pierde su fecha de cobro. */
export const cambiosCuota = (c: Partial<ValoresCuota>): Partial<CuotaContrato> => {
  const cambios: Partial<CuotaContrato> = {};
  if (c.fecha !== undefined && c.fecha !== null) cambios.fecha = c.fecha;
  if (c.forma_pago !== undefined) cambios.forma_pago = esFormaPago(c.forma_pago) ? c.forma_pago : null;
  if (c.cobrada !== undefined) cambios.cobrada = c.cobrada;
  if (c.fcobro !== undefined) cambios.fcobro = c.fcobro;
  if (c.cobrada === false) cambios.fcobro = null;
  if (c.observaciones !== undefined) cambios.observaciones = textoONulo(c.observaciones);
  return cambios;
};

/** 'Marcar como cobrada': cobrada hoy. */
export const cambiosCobrada = (hoy: string): Pick<CuotaContrato, 'cobrada' | 'fcobro'> => ({ cobrada: true, fcobro: hoy });

export const formularioCuota = (motor: Pick<MotorSync, 'mutate'>, hoy: string) =>
  declararFormulario<ValoresCuota, CuotaContrato>({
    entidad: 'cuotacontrato',
    campos: [
      { campo: 'fecha', tipo: 'fecha', etiqueta: E.fecha },
      { campo: 'forma_pago', tipo: 'seleccion', etiqueta: E.forma_pago, opciones: [{ valor: '', etiqueta: T.sinForma }, ...OPCIONES_FORMA_PAGO] },
      { campo: 'cobrada', tipo: 'casilla', etiqueta: E.cobrada, rellena: (cobrada, v) => (cobrada && v.fcobro === null ? { fcobro: hoy } : {}) },
      { campo: 'fcobro', tipo: 'fecha', etiqueta: E.fcobro, requerido: true, mensajeRequerido: T.fcobroRequerida, visible: (v) => v.cobrada },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 3 },
    ],
    mensaje: T.guardada,
    enviar: ({ cambios, registro }) => motor.mutate('contratoCuota.updateSync', { id: registro.idcontrato_cuota, cambios: cambiosCuota(cambios) }),
  });
