/**
 * Carcasa de las subpantallas de una operación (líneas, contactos, citas): el marco de registro
 * (src/ui/marco) con el título de la operación y el enlace de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import type { Operacion } from './operaciones';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';

export interface MarcoOperacionProps {
  idoperacioncrm: string;
  titulo: string;
  children: (operacion: Operacion) => ReactNode;
}

export function MarcoOperacion({ idoperacioncrm, titulo, children }: MarcoOperacionProps) {
  return (
    <RegistroDocumento
      coleccion="operacioncrm"
      id={idoperacioncrm}
      nombre="Operación"
      volver={<Link to="/operaciones/">{T.volverLista}</Link>}
      cabecera={(operacion) => ({
        titulo,
        subtitulo: operacion.titulo,
        volver: (
          <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {children}
    </RegistroDocumento>
  );
}
