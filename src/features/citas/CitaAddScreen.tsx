/**
 * Alta de una cita (/citas/add): el formulario declarado de la cita. El titular llega elegido por la
 * ruta (?idcliente=…, ?idcliente_potencial=…) o, con ?idoperacioncrm=…, lo fija la operación (mismo
 * cliente o cliente potencial y delegación). Sin operación fija, se puede elegir una de las abiertas
 * del titular. Al guardar avisa 'Cita añadida' y abre la ficha de la cita.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia, type ContextoVigia } from '../../app/VigiaProvider';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { ETAPAS_ABIERTAS, type Titular } from '../operaciones/operaciones';
import { useTitular } from '../operaciones/titulares';
import { formularioCita, valoresCitaNueva, type ValoresCita } from './cita-formulario';
import { TEXTOS_CITAS as T } from './citas.labels';
import type { PreseleccionAltaCita } from './CitasScreen';

export type NuevaCitaScreenProps = PreseleccionAltaCita;

const ficha = (idcita: string): Destino => ({ to: '/citas/$idcita', params: { idcita } });

export function NuevaCitaScreen({ idcliente, idcliente_potencial, idoperacioncrm }: NuevaCitaScreenProps) {
  const operaciones = usePorIds('operacioncrm', [idoperacioncrm ?? '']);
  const operacion = idoperacioncrm ? operaciones?.get(idoperacioncrm) : undefined;
  const titularRuta = useTitular(operacion ?? { idcliente, idcliente_potencial });
  const cargando = titularRuta === undefined || (idoperacioncrm !== undefined && operaciones === undefined);
  // La cita de una operación es de su titular y de su delegación (la de la operación).
  const titular: Titular | null = titularRuta && operacion ? { ...titularRuta, iddelegacion: operacion.iddelegacion } : (titularRuta ?? null);
  const volver = operacion ? (
    <Link to="/operaciones/$idoperacioncrm/citas" params={{ idoperacioncrm: operacion.idoperacioncrm }}>
      {T.deOperacion}
    </Link>
  ) : (
    <Link to="/citas/">{T.volverLista}</Link>
  );
  return (
    <MarcoRegistro titulo={T.nueva} subtitulo={operacion ? `${T.deOperacion}: ${operacion.titulo}` : undefined} volver={volver}>
      {cargando ? <p role="status">Cargando…</p> : <FormularioNuevaCita titular={titular} idoperacioncrm={operacion ? operacion.idoperacioncrm : null} />}
    </MarcoRegistro>
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
  const [elegido, setElegido] = useState<Titular | null>(titular);
  const operaciones = useOperacionesDe(elegido);
  const opcionesOperacion = useCallback((t: Titular | null) => (t !== null && elegido !== null && t.id === elegido.id && t.tipo === elegido.tipo ? operaciones : []), [operaciones, elegido]);
  const formulario = useCallback(
    ({ motor, sesion }: ContextoVigia, idcita: string) =>
      formularioCita({ motor, modo: 'alta', idcomercial: sesion.usuario.idcomercial, operacionFija: idoperacioncrm !== null, opcionesOperacion, nuevoId: () => idcita }),
    [idoperacioncrm, opcionesOperacion],
  );
  const valores = useCallback(() => valoresCitaNueva({ titular, idoperacioncrm }, new Date()), [titular, idoperacioncrm]);
  const alCambiar = useCallback((v: ValoresCita) => setElegido((antes) => (antes?.id === v.titular?.id && antes?.tipo === v.titular?.tipo ? antes : v.titular)), []);
  return <AltaDeclarada etiqueta={T.nueva} formulario={formulario} valores={valores} registro={null} ficha={ficha} alCambiar={alCambiar} />;
}
