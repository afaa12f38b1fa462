/** Ficha de un empleado (/empleados/{id}): tarjeta con nombre, apellidos, NIF, correo, delegación y estado. */
import { Link } from '@tanstack/react-router';
import type { DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { etiquetaEstadoEmpleado, etiquetasEmpleado, TEXTOS_EMPLEADOS as T } from './empleados.labels';

export const tarjetaEmpleado = tarjetaDe('empleado', etiquetasEmpleado, [
  { campo: 'nombre' },
  { campo: 'apellidos' },
  { campo: 'nif' },
  { campo: 'email' },
  { externo: 'delegacion' },
  { campo: 'estado', valor: (e) => etiquetaEstadoEmpleado(e.estado) },
]);

export function EmpleadoScreen({ idempleado }: { idempleado: string }) {
  return (
    <Documento coleccion="empleado" id={idempleado} nombre="Empleado" volver={<Link to="/empleados/">{T.volverLista}</Link>}>
      {(empleado) => <FichaEmpleado empleado={empleado} />}
    </Documento>
  );
}

function FichaEmpleado({ empleado }: { empleado: DocDe<'empleado'> }) {
  const delegacion = usePorIds('delegacion', [empleado.iddelegacion])?.get(empleado.iddelegacion);
  return (
    <div className="pantalla">
      <h1>{`${empleado.nombre} ${empleado.apellidos}`}</h1>
      <TarjetaEntidad declaracion={tarjetaEmpleado} doc={empleado} titulo={T.datos} externos={{ delegacion: delegacion?.nombre ?? T.delegacionNoDescargada }} />
      <p>
        <Link to="/empleados/">{T.volverLista}</Link>
      </p>
    </div>
  );
}
