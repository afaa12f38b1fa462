/**
 * Novedades de un parte (/partes-novedad/{id}/novedades): hora, tipo, descripción y actuación, por hora;
 * añadir, modificar y eliminar (tras Confirmación) con los genéricos novedad.insertSync / updateSync /
 * deleteSync según los permisos, y en cada fila 'Datos' → sus datos personalizados (/datos/{id}/251).
 * Sin conexión también.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useNovedadesParte } from './consultas';
import { MarcoParteNovedad } from './MarcoParteNovedad';
import { formularioNovedad, valoresNovedad } from './novedad-formulario';
import { columnasNovedad, IDTABLA_NOVEDAD, nombreNovedad, type Novedad, type ParteNovedad } from './partes-novedad';
import { etiquetasNovedad as E, TEXTOS_NOVEDADES as T } from './partes-novedad.labels';

export function ParteNovedadNovedadesScreen({ idparte_novedad }: { idparte_novedad: string }) {
  return (
    <MarcoParteNovedad idparte_novedad={idparte_novedad} titulo={T.titulo}>
      {(p) => <Novedades parte={p} />}
    </MarcoParteNovedad>
  );
}

const valoresFila = (n: Novedad | null) => valoresNovedad(n, new Date());

function Novedades({ parte }: { parte: ParteNovedad }) {
  const { motor, sesion } = useVigia();
  const { idparte_novedad } = parte;
  const u = sesion.usuario;
  const novedades = useNovedadesParte(idparte_novedad);
  const formulario = useMemo(() => formularioNovedad({ motor, idparte_novedad }), [motor, idparte_novedad]);
  const verDatos = puede(u, 'dato', 'visualizar');
  const columnas = useMemo<readonly ColumnaTablaHija<Novedad>[]>(
    () =>
      verDatos
        ? [
            ...columnasNovedad,
            {
              id: 'datos',
              cabecera: E.datos,
              tipo: 'acciones',
              celda: (n) => (
                <Link
                  to="/datos/$id/$idtabla"
                  params={{ id: n.idnovedad, idtabla: String(IDTABLA_NOVEDAD) }}
                  className="boton"
                  aria-label={`${T.datos}: ${nombreNovedad(n)}`}
                >
                  {T.datos}
                </Link>
              ),
            },
          ]
        : columnasNovedad,
    [verDatos],
  );
  return (
    <TablaEditable
      filas={novedades}
      claveFila={(n) => n.idnovedad}
      nombreFila={nombreNovedad}
      columnas={columnas}
      textos={T}
      testIdFila="novedad"
      permisos={{ anadir: puede(u, 'novedad', 'insertar'), modificar: puede(u, 'novedad', 'editar'), eliminar: puede(u, 'novedad', 'borrar') }}
      formulario={formulario}
      valores={valoresFila}
      eliminar={(n) => motor.mutate('novedad.deleteSync', { id: n.idnovedad })}
    />
  );
}
