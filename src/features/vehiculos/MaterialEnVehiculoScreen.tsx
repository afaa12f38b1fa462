/**
 * /vehiculos/material-en-vehiculo: lo que hay en mi furgoneta (artículos con unidades > 0), con
 * búsqueda sin tildes por código, descripción o familia. Todo del dispositivo: funciona sin red.
 */
import { useId, useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useExistencias } from '../offline/consultas';
import { CampoTexto } from '../../ui/formulario/campos';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { materialEnVehiculo, type FilaMaterial } from './vehiculos';
import { FURGONETA_VACIA, SIN_RESULTADOS, titulosVehiculo } from './vehiculos.labels';

const COLUMNAS_MATERIAL: readonly ColumnaTablaHija<FilaMaterial>[] = [
  { id: 'codigo', cabecera: 'Código', tipo: 'codigo', valor: (f) => f.articulo.codigo },
  { id: 'articulo', cabecera: 'Artículo', tipo: 'texto', valor: (f) => f.articulo.descripcion, cabeceraFila: true },
  { id: 'familia', cabecera: 'Familia', tipo: 'texto', valor: (f) => f.articulo.familia },
  { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (f) => f.unidades },
];

export function MaterialEnVehiculoScreen() {
  return <MarcoVehiculo titulo={titulosVehiculo.material}>{(v) => <Material v={v} />}</MarcoVehiculo>;
}

function Material({ v }: { v: VehiculoCargado }) {
  const id = useId();
  const [busqueda, setBusqueda] = useState('');
  const existencias = useExistencias(v.furgoneta.idalmacen);
  const catalogo = usePorIds('articulo', existencias?.keys() ?? []);
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
      <TablaHija titulo="Material en el vehículo" vacio={SIN_RESULTADOS} columnas={COLUMNAS_MATERIAL} filas={filas} claveFila={(f) => f.articulo.idarticulo} />
    </section>
  );
}
