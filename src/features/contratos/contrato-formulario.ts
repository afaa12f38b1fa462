/**
 * Formulario declarado para modificar un contrato: título, duración en meses (1–600), fecha de fin (no
 * antes del inicio), renovación automática, la cuenta bancaria (una de las cuentas activas de su cliente,
 * con el IBAN enmascarado; si alguna de sus formas de pago se domicilia, obligatoria y solo las remesables)
 * y observaciones. Manda contrato.updateSync con solo lo cambiado.
 */
import type { MotorSync } from '../../../replication/cliente';
import { esRemesable, MENSAJES_ACEPTACION } from '../../../replication/presupuestos';
import type { DocDe } from '../../../schemas';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import { ibanEnmascarado, type Contrato } from './contratos';
import { etiquetasContrato as E, TEXTOS_CONTRATOS as T } from './contratos.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresContrato {
  titulo: string;
  duracion_meses: number | null;
  fecha_fin: string | null;
  renovacion_automatica: boolean;
  /** '' = sin cuenta. */
  idcuenta_bancaria: string;
  observaciones: string;
}

export const MENSAJES_CONTRATO_FORMULARIO = {
  finAntesDeInicio: 'La fecha de fin no puede ser anterior a la de inicio',
  duracion: 'La duración tiene que estar entre 1 y 600 meses',
} as const;

export const valoresDeContrato = (c: Contrato): ValoresContrato => ({
  titulo: c.titulo,
  duracion_meses: c.duracion_meses,
  fecha_fin: c.fecha_fin ?? null,
  renovacion_automatica: c.renovacion_automatica,
  idcuenta_bancaria: c.idcuenta_bancaria ?? '',
  observaciones: c.observaciones ?? '',
});

/** Los cambios de contrato.updateSync: la cuenta y las observaciones vacías, null. */
export const cambiosContrato = (c: Partial<ValoresContrato>): Partial<DocDe<'contrato'>> => {
  const cambios: Partial<DocDe<'contrato'>> = {};
  if (c.titulo !== undefined) cambios.titulo = c.titulo.trim();
  if (c.duracion_meses !== undefined && c.duracion_meses !== null) cambios.duracion_meses = c.duracion_meses;
  if (c.fecha_fin !== undefined) cambios.fecha_fin = c.fecha_fin;
  if (c.renovacion_automatica !== undefined) cambios.renovacion_automatica = c.renovacion_automatica;
  if (c.idcuenta_bancaria !== undefined) cambios.idcuenta_bancaria = c.idcuenta_bancaria === '' ? null : c.idcuenta_bancaria;
  if (c.observaciones !== undefined) cambios.observaciones = textoONulo(c.observaciones);
  return cambios;
};

/** Si el contrato domicilia el pago o las cuotas (pide cuenta remesable). */
export const domicilia = (c: Pick<Contrato, 'forma_pago' | 'forma_pago_cuotas'>): boolean => esRemesable(c.forma_pago) || esRemesable(c.forma_pago_cuotas);

/** La declaración para un contrato: las cuentas que ofrece son las de su cliente. */
export const formularioContrato = (motor: Pick<MotorSync, 'mutate'>, contrato: Pick<Contrato, 'idcliente' | 'fecha_inicio' | 'forma_pago' | 'forma_pago_cuotas'>) => {
  const remesable = domicilia(contrato);
  const cuentas = opcionesDeColeccion('cuentabancaria', {
    selector: { idcliente: { $eq: contrato.idcliente }, estado: { $gt: 0 } },
    filtro: remesable ? (c) => c.remesable : undefined,
    etiqueta: (c) => `${ibanEnmascarado(c.iban)} · ${c.titular}`,
    valor: (c) => c.idcuenta_bancaria,
    vacia: T.sinCuenta,
  });
  return declararFormulario<ValoresContrato, Contrato>({
    entidad: 'contrato',
    campos: [
      { campo: 'titulo', tipo: 'texto', etiqueta: E.titulo, maximo: 200, normalizar: (v) => v.trim() },
      {
        campo: 'duracion_meses',
        tipo: 'numero',
        etiqueta: E.duracion_meses,
        decimales: 0,
        reglas: [(v) => (v !== null && (v < 1 || v > 600) ? MENSAJES_CONTRATO_FORMULARIO.duracion : null)],
      },
      {
        campo: 'fecha_fin',
        tipo: 'fecha',
        etiqueta: E.fecha_fin,
        reglas: [(v) => (v !== null && v < contrato.fecha_inicio ? MENSAJES_CONTRATO_FORMULARIO.finAntesDeInicio : null)],
      },
      { campo: 'renovacion_automatica', tipo: 'casilla', etiqueta: E.renovacion_automatica },
      {
        campo: 'idcuenta_bancaria',
        tipo: 'coleccion',
        etiqueta: E.idcuenta_bancaria,
        desde: cuentas,
        requerido: remesable,
        mensajeRequerido: MENSAJES_ACEPTACION.cuenta,
      },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 4 },
    ],
    mensaje: T.guardado,
    enviar: ({ cambios, registro }) => motor.mutate('contrato.updateSync', { id: registro.idcontrato, cambios: cambiosContrato(cambios) }),
  });
};
