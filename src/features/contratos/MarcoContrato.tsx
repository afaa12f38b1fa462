/**
 * Carcasa de las pantallas bajo un contrato (edición, cuotas, servicios, materiales, presupuesto): carga
 * el contrato con Documento (cargando, no está, sin permiso, anulado) y pone el título, el número y el
 * título del contrato y el enlace de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import type { Contrato } from './contratos';
import { TEXTOS_CONTRATOS as T } from './contratos.labels';

export interface MarcoContratoProps {
  idcontrato: string;
  titulo: string;
  children: (contrato: Contrato) => ReactNode;
}

/** El enlace a la lista cuando el contrato no se puede enseñar. */
export function VolverContratos() {
  return <Link to="/contratos/">{T.volverLista}</Link>;
}

export function MarcoContrato({ idcontrato, titulo, children }: MarcoContratoProps) {
  return (
    <Documento coleccion="contrato" id={idcontrato} nombre="Contrato" avisoAnulado={T.avisoAnulado} volver={<VolverContratos />}>
      {(contrato) => (
        <div className="pantalla">
          <h1>{titulo}</h1>
          <p>{`${contrato.numero} · ${contrato.titulo}`}</p>
          {children(contrato)}
          <p>
            <Link to="/contratos/$idcontrato" params={{ idcontrato }}>
              {T.volverFicha}
            </Link>
          </p>
        </div>
      )}
    </Documento>
  );
}
