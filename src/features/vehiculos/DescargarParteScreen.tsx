/**
 * /vehiculos/descargar-parte/{idparte_trabajo}: devolver a un almacén el material que salió para el
 * parte y no se instaló (la regla está en sobrantesParte, replication/mutadores-vehiculos.ts). De entrada
 * vuelve a la furgoneta, donde sigue físicamente; se puede elegir el central de la delegación. Confirmar
 * encola `parteTrabajo.devolverMaterialSync`, también sin red; no deja devolver más de lo que sobra.
 */
import { useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { plural } from '../../lib/formato';
import { useParte } from '../offline/consultas';
import { useCatalogo, useSobrantesParte } from './consultas';
import { FormularioDescarga } from './FormularioDescarga';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { erroresDevolucion, paramsDevolverMaterial } from './vehiculos';
import { MATERIAL_DEVUELTO, SIN_SOBRANTE, titulosVehiculo } from './vehiculos.labels';

export interface DescargarParteScreenProps {
  idparte_trabajo: string;
}

export function DescargarParteScreen({ idparte_trabajo }: DescargarParteScreenProps) {
  return <MarcoVehiculo titulo={titulosVehiculo.descargarParte}>{(v) => <Devolver v={v} idparte_trabajo={idparte_trabajo} />}</MarcoVehiculo>;
}

function Devolver({ v, idparte_trabajo }: { v: VehiculoCargado; idparte_trabajo: string }) {
  const { db } = useVigia();
  const { resultado: parte, cargando } = useParte(idparte_trabajo);
  const sobran = useSobrantesParte(idparte_trabajo);
  const catalogo = useCatalogo();
  const [vuelta, setVuelta] = useState(0);
  // La furgoneta primero (el material sigue en ella), después los demás almacenes activos de su delegación.
  const destinos = useMemo(
    () => [v.furgoneta, ...v.almacenes.filter((a) => a.estado > 0 && a.idalmacen !== v.furgoneta.idalmacen && a.iddelegacion === v.furgoneta.iddelegacion)],
    [v.almacenes, v.furgoneta],
  );
  if (parte === undefined || cargando || !sobran || !catalogo) {
    return (
      <p className="cargando" role="status">
        Cargando el parte…
      </p>
    );
  }
  if (parte === null) return <p className="vacio">El parte no está en este dispositivo</p>;
  return (
    <>
      <p>{`Parte ${parte.numero}${parte.descripcion ? ` · ${parte.descripcion}` : ''}`}</p>
      {sobran.size === 0 ? (
        <p className="vacio">{SIN_SOBRANTE}</p>
      ) : (
        <FormularioDescarga
          key={vuelta}
          titulo="Material sin instalar"
          accion="Devolver"
          destinos={destinos}
          idDestinoInicial={v.furgoneta.idalmacen}
          disponibles={sobran}
          etiquetaDisponibles="sobran"
          catalogo={catalogo}
          avisos={() => []}
          errores={(lineas, descripcion) => erroresDevolucion(lineas, sobran, descripcion)}
          mensajeHecho={MATERIAL_DEVUELTO}
          pregunta={(destino, articulos, unidades) =>
            `¿Devolver ${articulos === 1 ? '1 artículo' : `${articulos} artículos`} (${plural(unidades, 'unidad', 'unidades')}) del parte ${parte.numero} a ${destino.nombre}?`
          }
          enviar={async (idalmacen_destino, lineas) => {
            await db.mutate('parteTrabajo.devolverMaterialSync', paramsDevolverMaterial(idparte_trabajo, idalmacen_destino, lineas, () => crypto.randomUUID()));
            setVuelta((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
