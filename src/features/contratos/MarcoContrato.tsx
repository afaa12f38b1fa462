/**
 * Carcasa de las pantallas bajo un contrato (edición, cuotas, servicios, materiales, presupuesto): el marco
 * de registro (src/ui/marco) con el número y el título del contrato y el enlace de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
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
    <RegistroDocumento
      coleccion="contrato"
      id={idcontrato}
      nombre="Contrato"
      avisoAnulado={T.avisoAnulado}
      volver={<VolverContratos />}
      cabecera={(contrato) => ({
        titulo,
        subtitulo: `${contrato.numero} · ${contrato.titulo}`,
        volver: (
          <Link to="/contratos/$idcontrato" params={{ idcontrato }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {children}
    </RegistroDocumento>
  );
}
