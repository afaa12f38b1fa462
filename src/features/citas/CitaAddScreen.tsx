/**
 * Alta de una cita (/citas/add): el formulario declarado de la cita. El titular llega elegido por la
 * ruta (?idcliente=…, ?idcliente_potencial=…) o, con ?idoperacioncrm=…, lo fija la operación (mismo
 * cliente o cliente potencial y delegación). Sin operación fija, se puede elegir una de las abiertas
 * del titular. Al guardar avisa 'Cita añadida' y abre la ficha de la cita.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { ETAPAS_ABIERTAS, type Titular } from '../operaciones/operaciones';
import { useTitular } from '../operaciones/titulares';
import { formularioCita, valoresCitaNueva, type ValoresCita } from './cita-formulario';
import { TEXTOS_CITAS as T } from './citas.labels';
import type { PreseleccionAltaCita } from './CitasScreen';

export type NuevaCitaScreenProps = PreseleccionAltaCita;

export function NuevaCitaScreen({ idcliente, idcliente_potencial, idoperacioncrm }: NuevaCitaScreenProps) {
  const operaciones = usePorIds('operacioncrm', [idoperacioncrm ?? '']);
  const operacion = idoperacioncrm ? operaciones?.get(idoperacioncrm) : undefined;
  const titularRuta = useTitular(operacion ?? { idcliente, idcliente_potencial });
  const cargando = titularRuta === undefined || (idoperacioncrm !== undefined && operaciones === undefined);
  // La cita de una operación es de su titular y de su delegación (la de la operación).
  const titular: Titular | null = titularRuta && operacion ? { ...titularRuta, iddelegacion: operacion.iddelegacion } : (titularRuta ?? null);
  return (
    <div className="pantalla">
      <h1>{T.nueva}</h1>
      {operacion && <p>{`${T.deOperacion}: ${operacion.titulo}`}</p>}
      {cargando ? <p role="status">Cargando…</p> : <FormularioNuevaCita titular={titular} idoperacioncrm={operacion ? operacion.idoperacioncrm : null} />}
      <p>
        {operacion ? (
          <Link to="/operaciones/$idoperacioncrm/citas" params={{ idoperacioncrm: operacion.idoperacioncrm }}>
            {T.deOperacion}
          </Link>
        ) : (
          <Link to="/citas/">{T.volverLista}</Link>
        )}
      </p>
    </div>
  );
}

/** Las operaciones abiertas del titular elegido (por el índice idcliente o idcliente_potencial). */
const useOperacionesDe = (titular: Titular | null): readonly OpcionSeleccion[] => {
  const { db } = useVigia();
  const tipo = titular?.tipo ?? null;
  const id = titular?.id ?? '';
  const { resultado } = useRxQuery(
    () =>
      tipo === null
        ? null
        : db.operacioncrm.find({
            selector: { ...(tipo === 'cliente' ? { idcliente: { $eq: id } } : { idcliente_potencial: { $eq: id } }), etapa: { $in: [...ETAPAS_ABIERTAS] }, estado: { $gt: 0 } },
          }),
    [db, tipo, id],
  );
  return useMemo(() => (resultado ?? []).map((o) => ({ valor: o.idoperacioncrm, etiqueta: o.titulo })), [resultado]);
};

function FormularioNuevaCita({ titular, idoperacioncrm }: { titular: Titular | null; idoperacioncrm: string | null }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const [idcita] = useState(() => crypto.randomUUID());
  const [elegido, setElegido] = useState<Titular | null>(titular);
  const operaciones = useOperacionesDe(elegido);
  const { idcomercial } = sesion.usuario;
  const opcionesOperacion = useCallback((t: Titular | null) => (t !== null && elegido !== null && t.id === elegido.id && t.tipo === elegido.tipo ? operaciones : []), [operaciones, elegido]);
  const declaracion = useMemo(
    () => formularioCita({ motor, modo: 'alta', idcomercial, operacionFija: idoperacioncrm !== null, opcionesOperacion, nuevoId: () => idcita }),
    [motor, idcomercial, idoperacioncrm, opcionesOperacion, idcita],
  );
  const [valores] = useState(() => valoresCitaNueva({ titular, idoperacioncrm }, new Date()));
  const alCambiar = useCallback((v: ValoresCita) => setElegido((antes) => (antes?.id === v.titular?.id && antes?.tipo === v.titular?.tipo ? antes : v.titular)), []);
  return (
    <section className="tarjeta" aria-label={T.nueva}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={null}
        modo="alta"
        alCambiar={alCambiar}
        despues={() => navegar({ to: '/citas/$idcita', params: { idcita } })}
      />
    </section>
  );
}
