/**
 * Tarjeta de mapa: un mapa fijo con los marcadores y el botón 'Ver mapa', que abre el diálogo de mapa
 * a pantalla completa con los mismos marcadores.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DialogoMapa } from './DialogoMapa';
import { MapaLeaflet } from './MapaLeaflet';
import type { LimitesMapa, MarcadorMapa } from './tipos';
import '../dialogos.css';

export interface TarjetaMapaProps {
  titulo?: string;
  marcadores: readonly MarcadorMapa[];
  urlTeselas: string;
  /** Texto bajo el mapa (p. ej. la dirección). */
  children?: ReactNode;
  alBuscar?: (limites: LimitesMapa) => void;
}

export function TarjetaMapa({ titulo = 'Mapa', marcadores, urlTeselas, children, alBuscar }: TarjetaMapaProps) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{titulo}</h2>
      <MapaLeaflet className="mapa-tarjeta" etiqueta={`${titulo} (vista previa)`} marcadores={marcadores} urlTeselas={urlTeselas} interactivo={false} />
      {children}
      <div className="botonera">
        <Button className="boton" onPress={() => setAbierto(true)}>
          Ver mapa
        </Button>
      </div>
      {abierto && (
        <DialogoMapa abierto alCerrar={() => setAbierto(false)} marcadores={marcadores} urlTeselas={urlTeselas} titulo={titulo} alBuscar={alBuscar} />
      )}
    </section>
  );
}
