/**
 * /vehiculos/descargar-parte/{idparte_trabajo}: devolver a un almacén el material que salió para el
 * parte y no se instaló (la regla está en sobrantesParte, replication/mutadores/vehiculos.ts). De entrada
 * vuelve a la furgoneta, donde sigue físicamente; se puede elegir el central de la delegación. Confirmar
 * encola `parteTrabajo.devolverMaterialSync`, también sin red; no deja devolver más de lo que sobra.
 * El parte llega por la carcasa de documento (cargando, no está, sin permiso, anulado).
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { plural } from '../../lib/formato';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { useSobrantesParte } from './consultas';
import { usePorIds } from '../../app/usePorIds';
import { FormularioDescarga } from './FormularioDescarga';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { destinosDescarga, erroresDevolucion, paramsDevolverMaterial } from './vehiculos';
import { MATERIAL_DEVUELTO, SIN_SOBRANTE, titulosVehiculo } from './vehiculos.labels';

export interface DescargarParteScreenProps {
  idparte_trabajo: string;
}

export function DescargarParteScreen({ idparte_trabajo }: DescargarParteScreenProps) {
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={<Link to="/vehiculos/descargar">{titulosVehiculo.descargar}</Link>}>
      {(parte) => <MarcoVehiculo titulo={titulosVehiculo.descargarParte}>{(v) => <Devolver v={v} parte={parte} />}</MarcoVehiculo>}
    </Documento>
  );
}

function Devolver({ v, parte }: { v: VehiculoCargado; parte: DocumentoDe<'partetrabajo'> }) {
  const { db, sesion } = useVigia();
  const { idparte_trabajo } = parte;
  const { idtecnico } = sesion.usuario;
  const sobran = useSobrantesParte(idparte_trabajo);
  const catalogo = usePorIds('articulo', sobran?.keys() ?? []);
  const [vuelta, setVuelta] = useState(0);
  // La furgoneta primero (el material sigue en ella), después los almacenes activos de su delegación que
  // puede usar (no la furgoneta de un compañero).
  const destinos = useMemo(
    () => [v.furgoneta, ...destinosDescarga(v.almacenes, v.furgoneta, idtecnico)],
    [v.almacenes, v.furgoneta, idtecnico],
  );
  if (!sobran || !catalogo) {
    return (
      <p className="cargando" role="status">
        Cargando el parte…
      </p>
    );
  }
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
