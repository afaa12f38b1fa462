/**
 * Formularios de las cuotas de un presupuesto: una cuota (vencimiento, importe y forma de pago;
 * cuotaPresupuesto.insertSync / updateSync) y el reparto (n cuotas desde una fecha cada 1, 3, 6 o 12
 * meses; presupuestoCli.repartirCuotasSync, que las hace sumar el total al céntimo).
 */
import type { MotorSync } from '../../../replication/cliente';
import { esFormaPago, fechasMensuales, FORMAS_PAGO, type FormaPago } from '../../../replication/presupuestos';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { CuotaPresupuesto, Presupuesto } from './presupuestos';

export const etiquetasCuota = {
  numero: 'N.º',
  fecha: 'Vencimiento',
  importe: 'Importe',
  forma_pago: 'Forma de pago',
  acciones: 'Acciones',
  cuotas: 'Número de cuotas',
  primera: 'Primer vencimiento',
  cada: 'Cada',
} as const;

const OPCIONES_FORMA_PAGO = Object.entries(FORMAS_PAGO).map(([valor, f]) => ({ valor, etiqueta: f.nombre }));
const formaPago = (v: string): FormaPago | null => (esFormaPago(v) ? v : null);

export interface ValoresCuota {
  fecha: string | null;
  importe: number | null;
  forma_pago: string;
}

export const valoresCuota = (c: CuotaPresupuesto | null, p: Presupuesto): ValoresCuota =>
  c ? { fecha: c.fecha, importe: c.importe, forma_pago: c.forma_pago ?? '' } : { fecha: null, importe: null, forma_pago: p.forma_pago_cuotas ?? '' };

export const formularioCuota = (motor: Pick<MotorSync, 'mutate'>, p: Presupuesto, siguienteNumero: number, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresCuota, CuotaPresupuesto | null>({
    entidad: 'cuotapresupuesto',
    campos: [
      { campo: 'fecha', tipo: 'fecha', etiqueta: etiquetasCuota.fecha, requerido: true },
      { campo: 'importe', tipo: 'importe', etiqueta: etiquetasCuota.importe, requerido: true, reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.importe : null)] },
      { campo: 'forma_pago', tipo: 'seleccion', etiqueta: etiquetasCuota.forma_pago, requerido: true, opciones: [{ valor: '', etiqueta: 'Elige la forma de pago' }, ...OPCIONES_FORMA_PAGO] },
    ],
    boton: 'Guardar cuota',
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) {
        const c: Partial<CuotaPresupuesto> = {};
        if (cambios.fecha !== undefined && cambios.fecha !== null) c.fecha = cambios.fecha;
        if (cambios.importe !== undefined && cambios.importe !== null) c.importe = cambios.importe;
        if (cambios.forma_pago !== undefined) c.forma_pago = formaPago(cambios.forma_pago);
        return motor.mutate('cuotaPresupuesto.updateSync', { id: registro.idcuota_presupuesto, cambios: c });
      }
      return motor.mutate('cuotaPresupuesto.insertSync', {
        doc: {
          idcuota_presupuesto: nuevoId(), idpresupuestocli: p.idpresupuestocli, numero: siguienteNumero, fecha: valores.fecha ?? '',
          importe: valores.importe ?? 0, forma_pago: formaPago(valores.forma_pago), estado: 1,
        },
      });
    },
  });

export interface ValoresReparto {
  cuotas: number | null;
  primera: string | null;
  cada: string;
  forma_pago: string;
}

export const valoresReparto = (p: Presupuesto, hoy: string): ValoresReparto => ({ cuotas: 3, primera: hoy, cada: '1', forma_pago: p.forma_pago_cuotas ?? '' });

export const PERIODOS_REPARTO = [
  { valor: '1', etiqueta: 'Mes' },
  { valor: '3', etiqueta: 'Trimestre' },
  { valor: '6', etiqueta: 'Semestre' },
  { valor: '12', etiqueta: 'Año' },
] as const;

/** Los parámetros de repartirCuotasSync: fechas cada `cada` meses desde la primera, con ids nuevos. */
export const paramsReparto = (p: Presupuesto, v: ValoresReparto, nuevoId: () => string) => ({
  idpresupuestocli: p.idpresupuestocli,
  forma_pago: formaPago(v.forma_pago),
  cuotas: fechasMensuales(v.primera ?? '', v.cuotas ?? 1, Number(v.cada) || 1).map((fecha) => ({ idcuota_presupuesto: nuevoId(), fecha })),
});

export const formularioReparto = (motor: Pick<MotorSync, 'mutate'>, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresReparto, Presupuesto>({
    campos: [
      {
        campo: 'cuotas',
        tipo: 'numero',
        etiqueta: etiquetasCuota.cuotas,
        requerido: true,
        decimales: 0,
        reglas: [(v) => (v !== null && (!Number.isInteger(v) || v < 1 || v > 120) ? 'Entre 1 y 120 cuotas' : null)],
      },
      { campo: 'primera', tipo: 'fecha', etiqueta: etiquetasCuota.primera, requerido: true },
      { campo: 'cada', tipo: 'seleccion', etiqueta: etiquetasCuota.cada, opciones: PERIODOS_REPARTO },
      { campo: 'forma_pago', tipo: 'seleccion', etiqueta: etiquetasCuota.forma_pago, requerido: true, opciones: [{ valor: '', etiqueta: 'Elige la forma de pago' }, ...OPCIONES_FORMA_PAGO] },
    ],
    boton: 'Repartir',
    mensaje: 'Cuotas repartidas',
    confirmar: () => 'Se sustituirán las cuotas que tenga el presupuesto por las nuevas, que sumarán su total.',
    enviar: ({ valores, registro }) => motor.mutate('presupuestoCli.repartirCuotasSync', paramsReparto(registro, valores, nuevoId)),
  });
