/**
 * Crear el contrato de un presupuesto aceptado o firmado (/presupuestos/{id}/contratos/add): fecha de
 * inicio, duración, renovación automática y observaciones; contrato.desdePresupuestoSync copia cuotas,
 * materiales y servicios del presupuesto. El de un cliente potencial pide convertirlo antes.
 */
import type { MotorSync } from '../../../replication/cliente';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { hoyLocal } from '../ordenes/asignar-parte';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import type { Presupuesto } from './presupuestos';
import { TEXTOS_CONTRATO_ALTA as T } from './presupuestos.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresContratoAlta {
  fecha_inicio: string | null;
  duracion_meses: number | null;
  renovacion_automatica: boolean;
  observaciones: string;
}

export const formularioContratoAlta = (motor: Pick<MotorSync, 'mutate'>, idcontrato: string) =>
  declararFormulario<ValoresContratoAlta, Presupuesto>({
    campos: [
      { campo: 'fecha_inicio', tipo: 'fecha', etiqueta: T.fecha_inicio, requerido: true },
      {
        campo: 'duracion_meses',
        tipo: 'numero',
        etiqueta: T.duracion_meses,
        requerido: true,
        decimales: 0,
        reglas: [(v) => (v !== null && (!Number.isInteger(v) || v < 1 || v > 600) ? 'La duración va de 1 a 600 meses' : null)],
      },
      { campo: 'renovacion_automatica', tipo: 'casilla', etiqueta: T.renovacion_automatica },
      { campo: 'observaciones', tipo: 'area', etiqueta: T.observaciones, maximo: 4000 },
    ],
    boton: T.boton,
    mensaje: T.creado,
    enviar: ({ valores, registro }) =>
      motor.mutate('contrato.desdePresupuestoSync', {
        idcontrato,
        idpresupuestocli: registro.idpresupuestocli,
        fecha_inicio: valores.fecha_inicio ?? '',
        duracion_meses: valores.duracion_meses ?? 12,
        renovacion_automatica: valores.renovacion_automatica,
        observaciones: textoONulo(valores.observaciones),
      }),
  });

const formulario = ({ motor }: ContextoVigia, idcontrato: string) => formularioContratoAlta(motor, idcontrato);
const valores = (): ValoresContratoAlta => ({ fecha_inicio: hoyLocal(), duracion_meses: 12, renovacion_automatica: true, observaciones: '' });
const ficha = (idcontrato: string): Destino => ({ to: '/contratos/$idcontrato', params: { idcontrato } });

export function ContratoAddScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(p) =>
        p.idcliente === '' ? (
          <p className="aviso">{T.deProspecto}</p>
        ) : (
          <AltaDeclarada etiqueta={T.titulo} formulario={formulario} valores={valores} registro={p} ficha={ficha} />
        )
      }
    </MarcoPresupuesto>
  );
}
