/**
 * Selector de hora de 24 horas: un botón con la hora elegida ('HH:mm') que abre un diálogo con la hora
 * (00–23) y los minutos. Listas nativas: accesibles con teclado y lector de pantalla y cómodas en el
 * móvil. Devuelve 'HH:mm'.
 */
import { useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './dialogos.css';

export interface SelectorHoraProps {
  etiqueta: string;
  /** 'HH:mm' o null si no hay hora. */
  valor: string | null;
  alCambiar: (hora: string) => void;
  /** Paso de los minutos (1, 5, 15…); por defecto 1. */
  pasoMinutos?: number;
  isDisabled?: boolean;
}

const dosCifras = (n: number): string => String(n).padStart(2, '0');
const HORAS = Array.from({ length: 24 }, (_, i) => dosCifras(i));

/** 'HH:mm' válido (00:00–23:59) → [horas, minutos]; si no, null. */
export const leerHora = (texto: string | null): [number, number] | null => {
  const m = texto ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(texto) : null;
  return m ? [Number(m[1]), Number(m[2])] : null;
};

export const formatearHora = (horas: number, minutos: number): string => `${dosCifras(horas)}:${dosCifras(minutos)}`;

export function SelectorHora({ etiqueta, valor, alCambiar, pasoMinutos = 1, isDisabled = false }: SelectorHoraProps) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const actual = leerHora(valor);
  const [horas, setHoras] = useState(0);
  const [minutos, setMinutos] = useState(0);
  const paso = Math.max(1, Math.min(30, Math.floor(pasoMinutos)));
  const opcionesMinutos = Array.from({ length: Math.ceil(60 / paso) }, (_, i) => i * paso);
  if (!opcionesMinutos.includes(minutos)) opcionesMinutos.push(minutos);
  opcionesMinutos.sort((a, b) => a - b);

  const abrir = () => {
    const [h, m] = actual ?? [new Date().getHours(), 0];
    setHoras(h);
    setMinutos(m);
    setAbierto(true);
  };

  return (
    <div className="campo">
      <span className="campo-etiqueta" id={`${id}-etiqueta`}>
        {etiqueta}
      </span>
      <Button className="boton selector-hora-boton" onPress={abrir} isDisabled={isDisabled} aria-labelledby={`${id}-etiqueta ${id}-valor`}>
        <span id={`${id}-valor`}>{valor && actual ? valor : 'Sin hora'}</span>
      </Button>
      <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={setAbierto}>
        <Modal className="dialogo">
          <Dialog className="dialogo-contenido">
            <Heading slot="title" className="dialogo-titulo">
              {etiqueta}
            </Heading>
            <div className="selector-hora">
              <div className="campo">
                <label htmlFor={`${id}-h`}>Hora</label>
                <select id={`${id}-h`} value={dosCifras(horas)} onChange={(e) => setHoras(Number(e.target.value))} autoFocus>
                  {HORAS.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
              <span className="selector-hora-separador" aria-hidden="true">
                :
              </span>
              <div className="campo">
                <label htmlFor={`${id}-m`}>Minutos</label>
                <select id={`${id}-m`} value={dosCifras(minutos)} onChange={(e) => setMinutos(Number(e.target.value))}>
                  {opcionesMinutos.map((m) => (
                    <option key={m} value={dosCifras(m)}>
                      {dosCifras(m)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className="nota" aria-live="polite">
              {formatearHora(horas, minutos)}
            </p>
            <div className="dialogo-botones">
              <Button className="boton" onPress={() => setAbierto(false)}>
                Cancelar
              </Button>
              <Button
                className="boton boton-primario"
                onPress={() => {
                  alCambiar(formatearHora(horas, minutos));
                  setAbierto(false);
                }}
              >
                Aceptar
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
