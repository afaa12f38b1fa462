/**
 * /vehiculos/descargar: descargar la furgoneta en un almacén de su delegación (el central de entrada).
 * Por defecto todo lo que tiene; se puede quitar artículos o bajar unidades. Una salida que deja la
 * furgoneta en negativo se avisa antes de confirmar y queda registrada para conciliar. Confirmar encola
 * `almacen.descargarVehiculoSync` (una pareja de movimientos por artículo), también sin red. Debajo, los
 * partes a los que les sobra material, con el enlace para devolverlo.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { plural } from '../../lib/formato';
import { usePorIds } from '../../app/usePorIds';
import { useExistencias } from '../offline/consultas';
import { usePartesConSobrante } from './consultas';
import { FormularioDescarga } from './FormularioDescarga';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { avisosDescarga, destinosDescarga, paramsDescargarVehiculo } from './vehiculos';
import { FURGONETA_DESCARGADA, FURGONETA_VACIA, SIN_DESTINOS, titulosVehiculo } from './vehiculos.labels';

export function DescargarVehiculoScreen() {
  return (
    <MarcoVehiculo titulo={titulosVehiculo.descargar}>
      {(v) => (
        <>
          <Descargar v={v} />
          <PartesConSobrante />
        </>
      )}
    </MarcoVehiculo>
  );
}

function Descargar({ v }: { v: VehiculoCargado }) {
  const { db, sesion } = useVigia();
  const existencias = useExistencias(v.furgoneta.idalmacen);
  const catalogo = usePorIds('articulo', existencias?.keys() ?? []);
  const [vuelta, setVuelta] = useState(0);
  const { idtecnico } = sesion.usuario;
  const destinos = useMemo(() => destinosDescarga(v.almacenes, v.furgoneta, idtecnico), [v.almacenes, v.furgoneta, idtecnico]);
  const conUnidades = useMemo(() => (existencias ? new Map([...existencias].filter(([, n]) => n > 0)) : undefined), [existencias]);
  if (!conUnidades || !existencias || !catalogo) {
    return (
      <p className="cargando" role="status">
        Cargando la furgoneta…
      </p>
    );
  }
  if (destinos.length === 0) return <p className="vacio">{SIN_DESTINOS}</p>;
  if (conUnidades.size === 0) return <p className="vacio">{FURGONETA_VACIA}</p>;
  return (
    <FormularioDescarga
      key={vuelta}
      titulo="Material que se descarga"
      accion="Descargar"
      destinos={destinos}
      idDestinoInicial={(v.central ?? destinos[0])?.idalmacen ?? ''}
      disponibles={conUnidades}
      etiquetaDisponibles="en la furgoneta"
      catalogo={catalogo}
      avisos={(lineas, descripcion) => avisosDescarga(lineas, existencias, descripcion)}
      mensajeHecho={FURGONETA_DESCARGADA}
      pregunta={(destino, articulos, unidades) =>
        `¿Descargar ${articulos === 1 ? '1 artículo' : `${articulos} artículos`} (${plural(unidades, 'unidad', 'unidades')}) de ${v.furgoneta.nombre} en ${destino.nombre}?`
      }
      enviar={async (idalmacen_destino, lineas) => {
        await db.mutate('almacen.descargarVehiculoSync', paramsDescargarVehiculo(v.furgoneta.idalmacen, idalmacen_destino, lineas, () => crypto.randomUUID()));
        setVuelta((n) => n + 1);
      }}
    />
  );
}

function PartesConSobrante() {
  const id = useId();
  const partes = usePartesConSobrante();
  if (!partes || partes.length === 0) return null;
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Partes con material sobrante</h2>
      <ul>
        {partes.map((p) => (
          <li key={p.idparte_trabajo}>
            <Link to="/vehiculos/descargar-parte/$idparte_trabajo" params={{ idparte_trabajo: p.idparte_trabajo }}>
              {`Parte ${p.numero}`}
            </Link>
            {` · sobran ${plural(p.unidades, 'unidad', 'unidades')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
