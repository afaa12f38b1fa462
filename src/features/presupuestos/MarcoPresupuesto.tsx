/**
 * Carcasa de las subpantallas de un presupuesto (líneas, cuotas, ubicaciones, subsistemas, mantenimiento,
 * revisiones, aceptar…): el marco de registro (src/ui/marco) con el número, el título y el estado, el
 * aviso si ya no se puede modificar y el enlace de vuelta a la ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { esEditable, nombreEstado } from '../../../replication/presupuestos';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import type { Presupuesto } from './presupuestos';
import { TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';

export interface MarcoPresupuestoProps {
  idpresupuestocli: string;
  titulo: string;
  children: (presupuesto: Presupuesto, editable: boolean) => ReactNode;
}

export function MarcoPresupuesto({ idpresupuestocli, titulo, children }: MarcoPresupuestoProps) {
  return (
    <RegistroDocumento
      coleccion="presupuestocli"
      id={idpresupuestocli}
      nombre="Presupuesto"
      volver={<Link to="/presupuestos/pendientes">{T.volverLista}</Link>}
      cabecera={(p) => ({
        titulo,
        subtitulo: (
          <>
            {`${p.numero} · ${p.titulo} · `}
            <span data-testid="estado-presupuesto">{nombreEstado(p.estado)}</span>
          </>
        ),
        aviso: !esEditable(p.estado) && <p className="aviso">{T.noEditable}</p>,
        volver: (
          <Link to="/presupuestos/$idpresupuestocli" params={{ idpresupuestocli }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {(p) => children(p, esEditable(p.estado))}
    </RegistroDocumento>
  );
}
