/**
 * Ficha de un empleado (/empleados/{id}): tarjeta con nombre, apellidos, NIF, correo, delegación y estado,
 * y el enlace a sus ficheros (/ficheros/{idempleado}/30, las pantallas de ficheros de siempre). El empleado
 * es un catálogo global, pero sus ficheros llevan solo la etiqueta de su delegación (server/sync/ambito.ts,
 * `paraHerederos`): la lista muestra los que el usuario recibe. El enlace se ofrece a quien puede
 * recibirlos: un comercial de la delegación del empleado o quien administra empleados (el dispositivo no
 * sabe el ámbito del usuario; un técnico, de ámbito propio, no los recibe).
 */
import { Link } from '@tanstack/react-router';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { tieneAccesoApp } from '../../../replication/sesion';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { etiquetaEstadoEmpleado, etiquetasEmpleado, TEXTOS_EMPLEADOS as T } from './empleados.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

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
  const { sesion } = useVigia();
  const delegacion = usePorIds('delegacion', [empleado.iddelegacion])?.get(empleado.iddelegacion);
  return (
    <div className="pantalla">
      <h1>{`${empleado.nombre} ${empleado.apellidos}`}</h1>
      <TarjetaEntidad declaracion={tarjetaEmpleado} doc={empleado} titulo={T.datos} externos={{ delegacion: delegacion?.nombre ?? T.delegacionNoDescargada }} />
      {puede(sesion.usuario, 'fichero', 'visualizar')
        && (puede(sesion.usuario, 'empleado', 'editar') || (tieneAccesoApp(sesion.usuario, 'comerciales') && sesion.usuario.iddelegacion === empleado.iddelegacion)) && (
        <BarraSubpaginas etiqueta={T.ficheros} coleccion="empleado" id={empleado.idempleado} ficheros={T.ficheros} datos={false} />
      )}
      <p>
        <Link to="/empleados/">{T.volverLista}</Link>
      </p>
    </div>
  );
}
