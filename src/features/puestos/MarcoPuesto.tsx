/**
 * Carcasa de las pantallas bajo un puesto de servicio (novedades, servicios, turnos): el marco de registro
 * (src/ui/marco) con el código y el nombre del puesto y el enlace de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import type { Puesto } from './consultas';
import { TEXTOS_PUESTOS as T } from './puestos.labels';

/** El enlace a la lista cuando el puesto no se puede enseñar. */
export function VolverPuestos() {
  return <Link to="/puestos-servicio/">{T.volverLista}</Link>;
}

export interface MarcoPuestoProps {
  idpuesto_servicio: string;
  titulo: string;
  children: (puesto: Puesto) => ReactNode;
}

export function MarcoPuesto({ idpuesto_servicio, titulo, children }: MarcoPuestoProps) {
  return (
    <RegistroDocumento
      coleccion="puestoservicio"
      id={idpuesto_servicio}
      nombre="Puesto de servicio"
      volver={<VolverPuestos />}
      cabecera={(puesto) => ({
        titulo,
        subtitulo: `${puesto.codigo} · ${puesto.nombre}`,
        volver: (
          <Link to="/puestos-servicio/$idpuesto_servicio" params={{ idpuesto_servicio }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {children}
    </RegistroDocumento>
  );
}
