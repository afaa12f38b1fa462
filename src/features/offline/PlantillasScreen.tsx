/** /offline/plantillas-articulos: las plantillas de artículos del dispositivo, cada una con sus líneas. */
import { useId } from 'react';
import { SIN_DOCUMENTOS, usePorIds } from '../../app/usePorIds';
import { TITULO_PLANTILLAS } from './offline.labels';
import { TablaPlantilla, useLineasPlantilla, usePlantillas } from './PlantillasParteScreen';
import './offline.css';

export function PlantillasScreen() {
  const plantillas = usePlantillas();
  return (
    <div className="pantalla">
      <h1>{TITULO_PLANTILLAS}</h1>
      {plantillas === undefined ? (
        <p className="cargando" role="status">
          Cargando plantillas…
        </p>
      ) : plantillas.length === 0 ? (
        <p className="vacio">No hay plantillas de artículos en este dispositivo</p>
      ) : (
        plantillas.map((p) => <TarjetaPlantilla key={p.idplantilla_articulo} idplantilla={p.idplantilla_articulo} titulo={p.descripcion} />)
      )}
    </div>
  );
}

function TarjetaPlantilla({ idplantilla, titulo }: { idplantilla: string; titulo: string }) {
  const id = useId();
  const lineas = useLineasPlantilla(idplantilla);
  const catalogo = usePorIds('articulo', (lineas ?? []).map((l) => l.idarticulo)) ?? SIN_DOCUMENTOS;
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {lineas === undefined ? null : lineas.length === 0 ? <p className="vacio">La plantilla no tiene artículos</p> : <TablaPlantilla titulo={titulo} lineas={lineas} articulos={catalogo} existencias={null} />}
    </section>
  );
}
