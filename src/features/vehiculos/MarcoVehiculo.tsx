/**
 * Marco común de las pantallas de la furgoneta: título, barra de enlaces entre ellas y la furgoneta del
 * técnico ya cargada (o por qué no la hay). La pantalla recibe la furgoneta y el central de su delegación.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { AvisoDescargando, useDescargaPendiente, useRecibidosDescarga } from '../../ui/documento/AvisoDescargando';
import type { Almacen } from '../offline/consultas';
import { useVehiculo } from './consultas';
import { SIN_FURGONETA, titulosVehiculo } from './vehiculos.labels';
import './vehiculos.css';

export interface VehiculoCargado {
  furgoneta: Almacen;
  central: Almacen | null;
  almacenes: readonly Almacen[];
}

export interface MarcoVehiculoProps {
  titulo: string;
  children: (v: VehiculoCargado) => ReactNode;
}

export function MarcoVehiculo({ titulo, children }: MarcoVehiculoProps) {
  const vehiculo = useVehiculo();
  // Sin furgoneta mientras la primera descarga sigue no es «no tienes»: aún puede llegar.
  const descargaPendiente = useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  return (
    <MarcoRegistro
      titulo={titulo}
      barra={
        <nav aria-label="Vehículo" className="nav-vehiculo">
          <Link to="/vehiculos/material-en-vehiculo" activeProps={{ 'aria-current': 'page' }}>
            {titulosVehiculo.material}
          </Link>
          <Link to="/vehiculos/stock" activeProps={{ 'aria-current': 'page' }}>
            {titulosVehiculo.stock}
          </Link>
          <Link to="/vehiculos/descargar" activeProps={{ 'aria-current': 'page' }}>
            {titulosVehiculo.descargar}
          </Link>
        </nav>
      }
    >
      {vehiculo === undefined ? (
        <p className="cargando" role="status">
          Cargando la furgoneta…
        </p>
      ) : vehiculo.furgoneta === null ? (
        descargaPendiente ? (
          <AvisoDescargando recibidos={recibidos} />
        ) : (
          <p className="vacio">{SIN_FURGONETA}</p>
        )
      ) : (
        <>
          <p>{`Furgoneta: ${vehiculo.furgoneta.nombre}`}</p>
          {children({ furgoneta: vehiculo.furgoneta, central: vehiculo.central, almacenes: vehiculo.almacenes })}
        </>
      )}
    </MarcoRegistro>
  );
}
