/**
 * Ficha de un presupuesto (/presupuestos/{id}): sus datos con el titular, los importes (base, IVA por
 * tipo y total al céntimo), las acciones de su estado (enviar al cliente, aceptar, volver a elaboración,
 * rechazar con motivo, reabrir, deshacer la aceptación, anular, guardar revisión, crear o ver el
 * contrato) y los enlaces a lo que cuelga de él. Todo en el dispositivo; cada cambio de estado es un
 * mutador que congela la revisión cuando toca.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { MotorSync } from '../../../replication/cliente';
import { esEditable, nombreEstado, nombreFormaPago, totalesPresupuesto } from '../../../replication/presupuestos';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda, formatearNumero } from '../../lib/formato';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { NombreTitular } from '../operaciones/titulares';
import { useLineasPresupuesto, type Presupuesto } from './presupuestos';
import { etiquetasPresupuesto, TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export const tarjetaPresupuesto = tarjetaDe('presupuestocli', etiquetasPresupuesto, [
  { campo: 'numero' },
  { externo: 'titular' },
  { campo: 'estado', valor: (p) => nombreEstado(p.estado) },
  { campo: 'fecha' },
  { campo: 'fvalidez' },
  { campo: 'num_revision', formato: 'entero' },
  { campo: 'forma_pago', valor: (p) => nombreFormaPago(p.forma_pago) },
  { campo: 'forma_pago_cuotas', valor: (p) => nombreFormaPago(p.forma_pago_cuotas) },
  { campo: 'faceptacion' },
  { campo: 'ffirma' },
  { campo: 'frechazo' },
  { campo: 'motivo_rechazo', ancho: true },
  { campo: 'condiciones', ancho: true },
  { campo: 'observaciones', ancho: true },
]);

export function PresupuestoScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <Documento coleccion="presupuestocli" id={idpresupuestocli} nombre="Presupuesto" volver={<Link to="/presupuestos/pendientes">{T.volverLista}</Link>}>
      {(p) => <FichaPresupuesto presupuesto={p} />}
    </Documento>
  );
}

function FichaPresupuesto({ presupuesto: p }: { presupuesto: Presupuesto }) {
  const lineas = useLineasPresupuesto(p.idpresupuestocli);
  const desglose = useMemo(() => totalesPresupuesto(lineas ?? []).impuestos, [lineas]);
  const idImportes = useId();
  const params = { idpresupuestocli: p.idpresupuestocli };

  return (
    <div className="pantalla">
      <h1>{p.titulo}</h1>
      <TarjetaEntidad declaracion={tarjetaPresupuesto} doc={p} titulo={T.datos} externos={{ titular: <NombreTitular registro={p} /> }} />

      <section className="tarjeta" aria-labelledby={idImportes}>
        <h2 id={idImportes}>{T.totales}</h2>
        <dl className="totales-operacion" data-testid="totales-presupuesto">
          <dt>{etiquetasPresupuesto.base}</dt>
          <dd data-testid="base-presupuesto">{formatearMoneda(p.base)}</dd>
          {desglose.map((i) => (
            <div key={i.tipo} className="fila-total">
              <dt>{`IVA ${formatearNumero(i.tipo)} % sobre ${formatearMoneda(i.base)}`}</dt>
              <dd>{formatearMoneda(i.cuota)}</dd>
            </div>
          ))}
          <dt>{etiquetasPresupuesto.total}</dt>
          <dd data-testid="total-presupuesto">{formatearMoneda(p.total)}</dd>
        </dl>
      </section>

      <AccionesEstado presupuesto={p} />

      <BarraSubpaginas etiqueta={T.datos} coleccion="presupuestocli" id={p.idpresupuestocli}>
        {esEditable(p.estado) && (
          <EnlaceGuardado to="/presupuestos/$idpresupuestocli/edit" params={params} className="boton boton-primario">
            {T.modificar}
          </EnlaceGuardado>
        )}
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/lineas" params={params} className="boton">
          {`${T.lineas} (${formatearNumero(lineas?.length ?? 0)})`}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/subsistemas" params={params} className="boton">
          {T.subsistemas}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/cuotas" params={params} className="boton">
          {T.cuotas}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/ubicaciones" params={params} className="boton">
          {T.ubicaciones}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/mant" params={params} className="boton">
          {T.mant}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/operaciones" params={params} className="boton">
          {T.operaciones}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/revisiones" params={params} className="boton">
          {`${T.revisiones} (${formatearNumero(p.num_revision)})`}
        </EnlaceGuardado>
        <EnlaceGuardado to="/documentacion/presupuestos/$idpresupuestocli" params={params} className="boton">
          {T.documentacion}
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/$idpresupuestocli/sobres" params={params} className="boton">
          {T.sobres}
        </EnlaceGuardado>
      </BarraSubpaginas>
    </div>
  );
}

type Motivo = 'rechazo' | 'revision';

/** Las acciones del estado actual, si el usuario puede modificar presupuestos. */
function AccionesEstado({ presupuesto: p }: { presupuesto: Presupuesto }) {
  const { motor, db, sesion } = useVigia();
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const { resultado: contratos } = useRxQuery(
    () => db.contrato.find({ selector: { idpresupuestocli: { $eq: p.idpresupuestocli }, estado: { $gt: 0 } } }),
    [db, p.idpresupuestocli],
  );
  if (!puede(sesion.usuario, 'presupuestocli', 'editar')) return null;
  const params = { idpresupuestocli: p.idpresupuestocli };
  const contrato = contratos?.[0];
  const cambiar = (estado: 0 | 1 | 2, idrevision: string | null = null) => () =>
    motor.mutate('presupuestoCli.cambiarEstadoSync', { idpresupuestocli: p.idpresupuestocli, estado, motivo: null, idrevision_presupuesto: idrevision });
  const anular = (
    <BotonAccion className="boton boton-peligro" ejecutar={cambiar(0)} confirmar={{ texto: T.confirmarAnular(p.numero) }} exito={T.anulado}>
      {T.anular}
    </BotonAccion>
  );
  return (
    <section className="tarjeta" aria-label="Acciones del presupuesto">
      <div className="botonera">
        {p.estado === 1 && (
          <BotonAccion className="boton" ejecutar={() => cambiar(2, crypto.randomUUID())()} confirmar={{ texto: T.confirmarEnviar }} exito={T.enviado}>
            {T.enviarCliente}
          </BotonAccion>
        )}
        {(p.estado === 1 || p.estado === 2) && (
          <EnlaceGuardado to="/presupuestos/$idpresupuestocli/aceptar" params={params} className="boton boton-primario">
            {T.aceptar}
          </EnlaceGuardado>
        )}
        {p.estado === 2 && (
          <BotonAccion className="boton" ejecutar={cambiar(1)} confirmar={{ texto: T.confirmarVolver }} exito={T.reabierto}>
            {T.volverElaboracion}
          </BotonAccion>
        )}
        {p.estado === 2 && (
          <button type="button" className="boton" onClick={() => setMotivo('rechazo')}>
            {T.rechazar}
          </button>
        )}
        {p.estado === 5 && (
          <BotonAccion className="boton" ejecutar={cambiar(1)} exito={T.reabierto}>
            {T.reabrir}
          </BotonAccion>
        )}
        {esEditable(p.estado) && (
          <button type="button" className="boton" onClick={() => setMotivo('revision')}>
            {T.guardarRevision}
          </button>
        )}
        {(p.estado === 3 || p.estado === 4) && contrato && (
          <EnlaceGuardado to="/contratos/$idcontrato" params={{ idcontrato: contrato.idcontrato }} className="boton boton-primario">
            {T.verContrato(contrato.numero)}
          </EnlaceGuardado>
        )}
        {(p.estado === 3 || p.estado === 4) && contratos !== undefined && !contrato && (
          <EnlaceGuardado to="/presupuestos/$idpresupuestocli/contratos/add" params={params} className="boton boton-primario">
            {T.crearContrato}
          </EnlaceGuardado>
        )}
        {p.estado === 3 && !contrato && (
          // Volver a pendiente del cliente congela una revisión (como enviarlo), y anula sus sobres de firma abiertos.
          <BotonAccion className="boton" ejecutar={() => cambiar(2, crypto.randomUUID())()} confirmar={{ texto: T.confirmarDeshacer }} exito={T.enviado}>
            {T.deshacerAceptacion}
          </BotonAccion>
        )}
        {(p.estado === 1 || p.estado === 2 || (p.estado === 3 && !contrato)) && anular}
      </div>
      {motivo && <FormularioMotivo key={motivo} tipo={motivo} presupuesto={p} motor={motor} alTerminar={() => setMotivo(null)} />}
    </section>
  );
}

/** El motivo de un rechazo o de una revisión guardada a mano, y su mutación. */
function FormularioMotivo({ tipo, presupuesto, motor, alTerminar }: { tipo: Motivo; presupuesto: Presupuesto; motor: Pick<MotorSync, 'mutate'>; alTerminar: () => void }) {
  const declaracion = useMemo(
    () =>
      declararFormulario<{ motivo: string }, Presupuesto>({
        campos: [{ campo: 'motivo', tipo: 'texto', etiqueta: tipo === 'rechazo' ? T.motivoRechazo : T.motivoRevision, requerido: true, maximo: 500, normalizar: (v) => v.trim() }],
        boton: tipo === 'rechazo' ? T.rechazar : T.guardarRevision,
        mensaje: tipo === 'rechazo' ? T.rechazado : T.revisionGuardada,
        enviar: ({ valores, registro }) =>
          tipo === 'rechazo'
            ? motor.mutate('presupuestoCli.cambiarEstadoSync', { idpresupuestocli: registro.idpresupuestocli, estado: 5, motivo: valores.motivo, idrevision_presupuesto: null })
            : motor.mutate('presupuestoCli.guardarRevisionSync', { idpresupuestocli: registro.idpresupuestocli, idrevision_presupuesto: crypto.randomUUID(), motivo: valores.motivo }),
      }),
    [tipo, motor],
  );
  const [valores] = useState({ motivo: '' });
  return (
    <FormularioDeclarado declaracion={declaracion} valores={valores} registro={presupuesto} modo="alta" despues={alTerminar} alCancelar={alTerminar} />
  );
}
