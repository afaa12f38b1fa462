/**
 * Carcasa de las subpantallas de una operación (líneas, contactos, citas): carga la operación con
 * Documento (cargando, no está, sin permiso) y pone el título con el de la operación y el enlace de vuelta.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import type { Operacion } from './operaciones';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';

export interface MarcoOperacionProps {
  idoperacioncrm: string;
  titulo: string;
  children: (operacion: Operacion) => ReactNode;
}

export function MarcoOperacion({ idoperacioncrm, titulo, children }: MarcoOperacionProps) {
  const volver = (
    <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm }}>
      {T.volverFicha}
    </Link>
  );
  return (
    <Documento coleccion="operacioncrm" id={idoperacioncrm} nombre="Operación" volver={<Link to="/operaciones/">{T.volverLista}</Link>}>
      {(operacion) => (
        <div className="pantalla">
          <h1>{titulo}</h1>
          <p>{operacion.titulo}</p>
          {children(operacion)}
          <p>{volver}</p>
        </div>
      )}
    </Documento>
  );
}
