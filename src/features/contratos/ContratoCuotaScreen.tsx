/**
 * Una cuota del contrato (/contratos/{id}/cuotas/{idcontrato_cuota}): su ficha (n.º, vencimiento, importe,
 * forma de pago, cobrada, fecha de cobro, observaciones), 'Marcar como cobrada' (hoy) y el formulario
 * declarado para modificarla (cuota-formulario.ts), si el usuario puede editar cuotas.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { nombreFormaPago } from '../../../replication/presupuestos';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { hoyLocal } from '../ordenes/asignar-parte';
import type { CuotaContrato } from './contratos';
import { etiquetasCuota, TEXTOS_CONTRATOS, TEXTOS_CUOTAS as T } from './contratos.labels';
import { cambiosCobrada, formularioCuota, valoresDeCuota } from './cuota-formulario';

export const tarjetaCuota = tarjetaDe('cuotacontrato', etiquetasCuota, [
  { campo: 'numero' },
  { campo: 'fecha' },
  { campo: 'importe', formato: 'moneda' },
  { campo: 'forma_pago', valor: (q) => nombreFormaPago(q.forma_pago) },
  { campo: 'cobrada' },
  { campo: 'fcobro' },
  { campo: 'observaciones', ancho: true },
]);

export interface ContratoCuotaScreenProps {
  idcontrato: string;
  idcontrato_cuota: string;
}

export function ContratoCuotaScreen({ idcontrato, idcontrato_cuota }: ContratoCuotaScreenProps) {
  const volver = (
    <Link to="/contratos/$idcontrato/cuotas" params={{ idcontrato }}>
      {T.volverCuotas}
    </Link>
  );
  return (
    <Documento coleccion="cuotacontrato" id={idcontrato_cuota} nombre="Cuota" volver={volver}>
      {(cuota) =>
        cuota.idcontrato === idcontrato ? (
          <FichaCuota cuota={cuota} volver={volver} />
        ) : (
          <div className="pantalla">
            <h1>{T.cuota(cuota.numero)}</h1>
            <p className="vacio">{T.noEsDelContrato}</p>
            <p>{volver}</p>
          </div>
        )
      }
    </Documento>
  );
}

function FichaCuota({ cuota, volver }: { cuota: CuotaContrato; volver: ReactNode }) {
  const { db, motor, sesion } = useVigia();
  const { idcontrato, idcontrato_cuota } = cuota;
  const contratos = usePorIds('contrato', [idcontrato]);
  const editar = puede(sesion.usuario, 'contrato_cuota', 'editar');
  const declaracion = useMemo(() => formularioCuota(motor, hoyLocal()), [motor]);
  const valores = useMemo(() => valoresDeCuota(cuota), [cuota]);
  const numeroContrato = contratos?.get(idcontrato)?.numero;
  return (
    <div className="pantalla">
      <h1>{T.cuota(cuota.numero)}</h1>
      <p>
        <Link to="/contratos/$idcontrato" params={{ idcontrato }}>
          {numeroContrato === undefined ? TEXTOS_CONTRATOS.volverFicha : `Contrato ${numeroContrato}`}
        </Link>
      </p>
      <TarjetaEntidad declaracion={tarjetaCuota} doc={cuota} titulo={T.datos} />
      {editar && !cuota.cobrada && (
        <div className="botonera">
          <BotonAccion
            className="boton boton-primario"
            ejecutar={() => db.mutate('contratoCuota.updateSync', { id: idcontrato_cuota, cambios: cambiosCobrada(hoyLocal()) })}
            exito={T.marcada}
          >
            {T.marcarCobrada}
          </BotonAccion>
        </div>
      )}
      {editar && (
        <section className="tarjeta" aria-label={T.modificar}>
          <h2>{T.modificar}</h2>
          <FormularioDeclarado declaracion={declaracion} valores={valores} registro={cuota} modo="edicion" />
        </section>
      )}
      <p>{volver}</p>
    </div>
  );
}
