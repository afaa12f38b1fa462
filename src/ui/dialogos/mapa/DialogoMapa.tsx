/**
 * Diálogo de mapa a pantalla completa (título por defecto 'Mapa'): marcadores agrupados, 'Buscar en
 * esta zona' y el interruptor 'Buscar mientras me desplazo'; los dos entregan la zona visible a quien
 * abrió el diálogo (`alBuscar`), que decide qué hacer con ella (p. ej. MapaLista: restringir la lista).
 * `resumen` es una región viva bajo los botones ('3 clientes en la zona'); `alAbrir`, el clic en el
 * enlace 'Abrir ficha' de un marcador (ver MapaLeaflet).
 */
import { useRef, useState } from 'react';
import { Button, Dialog, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { MapaLeaflet } from './MapaLeaflet';
import type { LimitesMapa, MarcadorMapa } from './tipos';
import { BarraDialogo } from '../BarraDialogo';
import '../dialogos.css';
import './mapa.css';

export interface DialogoMapaProps {
  abierto: boolean;
  alCerrar: () => void;
  marcadores: readonly MarcadorMapa[];
  urlTeselas: string;
  titulo?: string;
  /** Sin él no se ofrecen los botones de búsqueda. */
  alBuscar?: (limites: LimitesMapa) => void;
  /** Texto de estado (se anuncia al cambiar); sin él no hay región de estado. */
  resumen?: string;
  alAbrir?: (marcador: MarcadorMapa) => void;
}

export function DialogoMapa({ abierto, alCerrar, titulo = 'Mapa', ...resto }: DialogoMapaProps) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(a) => !a && alCerrar()}>
      <Modal className="dialogo dialogo-completo">
        <Dialog className="dialogo-contenido dialogo-contenido-completo">
          <ContenidoMapa alCerrar={alCerrar} titulo={titulo} {...resto} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ContenidoMapa({ alCerrar, marcadores, urlTeselas, titulo, alBuscar, resumen, alAbrir }: Omit<DialogoMapaProps, 'abierto'> & { titulo: string }) {
  const leerLimites = useRef<(() => LimitesMapa) | null>(null);
  const [alDesplazar, setAlDesplazar] = useState(false);

  return (
    <>
      <BarraDialogo titulo={titulo} alCerrar={alCerrar} />
      {(alBuscar || resumen !== undefined) && (
        <div className="mapa-acciones">
          {alBuscar && (
            <>
              <Button
                className="boton"
                onPress={() => {
                  const f = leerLimites.current;
                  if (f) alBuscar(f());
                }}
              >
                Buscar en esta zona
              </Button>
              <Switch className="interruptor" isSelected={alDesplazar} onChange={setAlDesplazar}>
                <span className="interruptor-pista" aria-hidden="true">
                  <span className="interruptor-bola" />
                </span>
                Buscar mientras me desplazo
              </Switch>
            </>
          )}
          {resumen !== undefined && (
            <p role="status" className="mapa-resumen">
              {resumen}
            </p>
          )}
        </div>
      )}
      <MapaLeaflet
        className="mapa-completo"
        etiqueta={titulo}
        marcadores={marcadores}
        urlTeselas={urlTeselas}
        alListo={(f) => {
          leerLimites.current = f;
        }}
        alMover={alBuscar && alDesplazar ? alBuscar : undefined}
        alAbrir={alAbrir}
      />
    </>
  );
}
