/**
 * Carcasa de las subpantallas de un presupuesto (líneas, cuotas, ubicaciones, subsistemas, mantenimiento,
 * revisiones, aceptar…): carga el presupuesto con Documento (cargando, no está, sin permiso), pone el
 * título, el número y el estado, avisa si ya no se puede modificar y deja el enlace de vuelta a la ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { esEditable, nombreEstado } from '../../../replication/presupuestos';
import { Documento } from '../../ui/documento/Documento';
import type { Presupuesto } from './presupuestos';
import { TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';

export interface MarcoPresupuestoProps {
  idpresupuestocli: string;
  titulo: string;
  children: (presupuesto: Presupuesto, editable: boolean) => ReactNode;
}

export function MarcoPresupuesto({ idpresupuestocli, titulo, children }: MarcoPresupuestoProps) {
  return (
    <Documento coleccion="presupuestocli" id={idpresupuestocli} nombre="Presupuesto" volver={<Link to="/presupuestos/pendientes">{T.volverLista}</Link>}>
      {(p) => (
        <div className="pantalla">
          <h1>{titulo}</h1>
          <p>
            {`${p.numero} · ${p.titulo} · `}
            <span data-testid="estado-presupuesto">{nombreEstado(p.estado)}</span>
          </p>
          {!esEditable(p.estado) && <p className="aviso">{T.noEditable}</p>}
          {children(p, esEditable(p.estado))}
          <p>
            <Link to="/presupuestos/$idpresupuestocli" params={{ idpresupuestocli }}>
              {T.volverFicha}
            </Link>
          </p>
        </div>
      )}
    </Documento>
  );
}
