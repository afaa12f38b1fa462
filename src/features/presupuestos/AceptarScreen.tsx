/**
 * Aceptar un presupuesto (/presupuestos/{id}/aceptar): todo lo que falta a la vez (faltasParaAceptar, la
 * misma regla que exige el servidor), cada cosa con el enlace a donde se arregla; con nada pendiente,
 * 'Aceptar presupuesto' (presupuestoCli.aceptarSync congela la revisión aceptada). Sin conexión también.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IDTABLA_PRESUPUESTO } from '../../../replication/mutadores/presupuestos';
import { datoRelleno, faltasParaAceptar, nombreEstado, puedePasar, type ClaveFalta, type DatosAceptacion } from '../../../replication/presupuestos';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useCuotasPresupuesto, useLineasPresupuesto, useUbicacionesPresupuesto, type Presupuesto } from './presupuestos';
import { TEXTOS_ACEPTAR as T, TEXTOS_PRESUPUESTOS } from './presupuestos.labels';

export function AceptarPresupuestoScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(p) => <Aceptar presupuesto={p} />}
    </MarcoPresupuesto>
  );
}

/** Lo que la regla de aceptación necesita, leído del dispositivo (undefined mientras llega). */
const useDatosAceptacion = (p: Presupuesto): DatosAceptacion | undefined => {
  const { db } = useVigia();
  const id = p.idpresupuestocli;
  const lineas = useLineasPresupuesto(id);
  const cuotas = useCuotasPresupuesto(id);
  const ubicaciones = useUbicacionesPresupuesto(id);
  const iddir = p.iddireccion_instalacion ?? '';
  const direcciones = usePorIds('direccion', p.idcliente !== '' ? [iddir] : []);
  const direccionesPotencial = usePorIds('direccionpotencial', p.idcliente === '' ? [iddir] : []);
  const cuentas = usePorIds('cuentabancaria', [p.idcuenta_bancaria ?? '']);
  const { resultado: campos } = useRxQuery(() => db.campodato.find({ selector: { idtabla: { $eq: IDTABLA_PRESUPUESTO }, estado: { $gt: 0 } } }), [db]);
  const { resultado: datos } = useRxQuery(() => db.dato.find({ selector: { id: { $eq: id }, idtabla: { $eq: IDTABLA_PRESUPUESTO } } }), [db, id]);
  return useMemo(() => {
    if (!lineas || !cuotas || !ubicaciones || !direcciones || !direccionesPotencial || !cuentas || !campos || !datos) return undefined;
    const direccion = p.idcliente !== '' ? direcciones.get(iddir) : direccionesPotencial.get(iddir);
    const cuenta = cuentas.get(p.idcuenta_bancaria ?? '');
    const deSuDueno = (d: { idcliente?: string; idcliente_potencial?: string } | undefined) =>
      d !== undefined && (p.idcliente !== '' ? d.idcliente === p.idcliente : d.idcliente_potencial === p.idcliente_potencial);
    return {
      presupuesto: p,
      lineas: lineas.length,
      cuotas: cuotas.map((c) => c.importe),
      ubicaciones: ubicaciones.length,
      direccion: direccion && deSuDueno(direccion) ? direccion : null,
      cuenta: cuenta && deSuDueno(cuenta) ? cuenta : null,
      requeridos: campos.filter((c) => c.requerido),
      conValor: new Set(datos.filter((d) => d.estado > 0 && datoRelleno(d.valor)).map((d) => d.idcampo_dato)),
    };
  }, [p, iddir, lineas, cuotas, ubicaciones, direcciones, direccionesPotencial, cuentas, campos, datos]);
};

/** Dónde se arregla cada cosa que falta. */
function EnlaceFalta({ clave, idpresupuestocli, children }: { clave: ClaveFalta; idpresupuestocli: string; children: string }) {
  const params = { idpresupuestocli };
  if (clave.startsWith('dato:')) {
    return (
      <Link to="/datos/$id/$idtabla/edit" params={{ id: idpresupuestocli, idtabla: String(IDTABLA_PRESUPUESTO) }}>
        {children}
      </Link>
    );
  }
  switch (clave) {
    case 'lineas':
      return <Link to="/presupuestos/$idpresupuestocli/lineas" params={params}>{children}</Link>;
    case 'ubicaciones':
      return <Link to="/presupuestos/$idpresupuestocli/ubicaciones" params={params}>{children}</Link>;
    case 'cuotas':
      return <Link to="/presupuestos/$idpresupuestocli/cuotas" params={params}>{children}</Link>;
    default:
      return <Link to="/presupuestos/$idpresupuestocli/edit" params={params}>{children}</Link>;
  }
}

function Aceptar({ presupuesto: p }: { presupuesto: Presupuesto }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const datos = useDatosAceptacion(p);
  if (!puedePasar(p.estado, 3)) return <p className="aviso">{T.noAceptable(nombreEstado(p.estado))}</p>;
  if (datos === undefined) return <p role="status">Cargando…</p>;
  const faltas = faltasParaAceptar(datos);
  if (faltas.length > 0) {
    return (
      <section className="tarjeta" aria-labelledby="faltas-aceptar">
        <h2 id="faltas-aceptar">{T.faltan}</h2>
        <ul data-testid="faltas-aceptar">
          {faltas.map((f) => (
            <li key={f.clave} data-clave={f.clave}>
              <EnlaceFalta clave={f.clave} idpresupuestocli={p.idpresupuestocli}>
                {f.punto}
              </EnlaceFalta>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="tarjeta">
      <p role="status">{T.todoListo}</p>
      <BotonAccion
        className="boton boton-primario"
        ejecutar={() => motor.mutate('presupuestoCli.aceptarSync', { idpresupuestocli: p.idpresupuestocli, idrevision_presupuesto: crypto.randomUUID() })}
        exito={TEXTOS_PRESUPUESTOS.aceptado}
        alTerminar={() => navegar({ to: '/presupuestos/$idpresupuestocli', params: { idpresupuestocli: p.idpresupuestocli } })}
      >
        {T.boton}
      </BotonAccion>
    </section>
  );
}
