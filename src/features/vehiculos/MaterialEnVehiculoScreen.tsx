/**
 * /vehiculos/material-en-vehiculo: lo que hay en mi furgoneta (artículos con unidades > 0), con
 * búsqueda sin tildes por código, descripción o familia. Todo del dispositivo: funciona sin red.
 */
import { useId, useMemo, useState } from 'react';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { useExistencias } from '../offline/consultas';
import { CampoTexto } from '../../ui/formulario/campos';
import { useCatalogo } from './consultas';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { materialEnVehiculo } from './vehiculos';
import { FURGONETA_VACIA, SIN_RESULTADOS, titulosVehiculo } from './vehiculos.labels';

export function MaterialEnVehiculoScreen() {
  return <MarcoVehiculo titulo={titulosVehiculo.material}>{(v) => <Material v={v} />}</MarcoVehiculo>;
}

function Material({ v }: { v: VehiculoCargado }) {
  const id = useId();
  const [busqueda, setBusqueda] = useState('');
  const existencias = useExistencias(v.furgoneta.idalmacen);
  const catalogo = useCatalogo();
  const todas = useMemo(() => (existencias && catalogo ? materialEnVehiculo(existencias, catalogo, '') : undefined), [existencias, catalogo]);
  const filas = useMemo(() => (existencias && catalogo ? materialEnVehiculo(existencias, catalogo, busqueda) : undefined), [existencias, catalogo, busqueda]);
  if (!filas || !todas) {
    return (
      <p className="cargando" role="status">
        Cargando material…
      </p>
    );
  }
  if (todas.length === 0) return <p className="vacio">{FURGONETA_VACIA}</p>;
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulosVehiculo.material}</h2>
      <CampoTexto etiqueta="Buscar artículo" tipo="search" autoComplete="off" valor={busqueda} alCambiar={setBusqueda} />
      <p className="nota" role="status">{`${filas.length} de ${todas.length} artículos`}</p>
      {filas.length === 0 ? (
        <p className="vacio">{SIN_RESULTADOS}</p>
      ) : (
        <div className="tabla-desplazable" tabIndex={0} role="region" aria-label="Tabla: material en el vehículo">
          <table className="tabla-datos">
            <caption className="solo-lectores">Material en el vehículo</caption>
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Artículo</th>
                <th scope="col">Familia</th>
                <th scope="col" className="numerica">
                  Unidades
                </th>
              </tr>
            </thead>
            <tbody>
              {filas.map((f) => (
                <tr key={f.articulo.idarticulo}>
                  <td className="sin-cortes">{f.articulo.codigo}</td>
                  <th scope="row">{f.articulo.descripcion}</th>
                  <td>{f.articulo.familia}</td>
                  <td className="numerica">{formatearUnidades(f.unidades)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
