/**
 * Ficha de un parte de novedad (/partes-novedad/{id}): número, título, la hora del dispositivo y la del
 * servidor al recibirlo ('Pendiente de subir' mientras no ha subido), puesto y vigilante (leídos por id),
 * gravedad con su etiqueta, avisados y descripción; sus novedades por hora; y los enlaces a 'Novedades',
 * 'Fotos y ficheros' (/ficheros/{id}/250, con la cámara compartida) y 'Editar' según los permisos.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { TablaHija } from '../../ui/tabla/TablaHija';
import { useNovedadesParte } from './consultas';
import { VolverPartesNovedad } from './MarcoParteNovedad';
import { claseGravedad, columnasNovedad, nombreGravedad, textoRecibido, type ParteNovedad } from './partes-novedad';
import { etiquetasParteNovedad, TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export const tarjetaParteNovedad = tarjetaDe('partenovedad', etiquetasParteNovedad, [
  { campo: 'numero' },
  { campo: 'titulo' },
  { campo: 'fecha' },
  { campo: 'recibido', valor: (p) => textoRecibido(p.recibido) },
  { externo: 'puesto' },
  { externo: 'vigilante' },
  {
    campo: 'gravedad',
    valor: (p) => (
      <span className={claseGravedad(p.gravedad)} data-testid="gravedad">
        {nombreGravedad(p.gravedad)}
      </span>
    ),
  },
  { campo: 'avisados', ancho: true },
  { campo: 'descripcion', ancho: true },
]);

export function ParteNovedadScreen({ idparte_novedad }: { idparte_novedad: string }) {
  return (
    <Documento coleccion="partenovedad" id={idparte_novedad} nombre="Parte de novedad" volver={<VolverPartesNovedad />}>
      {(p) => <FichaParteNovedad parte={p} />}
    </Documento>
  );
}

function FichaParteNovedad({ parte }: { parte: ParteNovedad }) {
  const { sesion } = useVigia();
  const usuario = sesion.usuario;
  const { idparte_novedad } = parte;
  const puestos = usePorIds('puestoservicio', [parte.idpuesto_servicio]);
  const vigilantes = usePorIds('vigilante', [parte.idvigilante]);
  const novedades = useNovedadesParte(idparte_novedad);
  const externos = useMemo(() => {
    const puesto = puestos?.get(parte.idpuesto_servicio);
    const vigilante = vigilantes?.get(parte.idvigilante);
    return {
      puesto: puestos === undefined ? T.cargando : puesto ? `${puesto.codigo} · ${puesto.nombre}` : T.noEsta,
      vigilante: vigilantes === undefined ? T.cargando : (vigilante?.nombre ?? T.noEsta),
    };
  }, [puestos, vigilantes, parte.idpuesto_servicio, parte.idvigilante]);
  const params = { idparte_novedad };

  return (
    <div className="pantalla">
      <h1>{T.parte(parte.numero)}</h1>
      <TarjetaEntidad declaracion={tarjetaParteNovedad} doc={parte} titulo={T.datos} externos={externos} />

      <BarraSubpaginas etiqueta={T.enlaces} coleccion="partenovedad" id={idparte_novedad} ficheros={T.ficheros} datos={false}>
        {puede(usuario, 'parte_novedad', 'editar') && (
          <Link to="/partes-novedad/$idparte_novedad/edit" params={params} className="boton boton-primario">
            {T.editar}
          </Link>
        )}
        {puede(usuario, 'novedad', 'visualizar') && (
          <Link to="/partes-novedad/$idparte_novedad/novedades" params={params} className="boton">
            {T.novedades}
          </Link>
        )}
      </BarraSubpaginas>

      <section className="tarjeta" aria-label={T.novedades}>
        <h2>{T.novedades}</h2>
        {novedades === undefined ? (
          <p role="status">{T.cargando}</p>
        ) : (
          <TablaHija titulo={T.novedades} columnas={columnasNovedad} filas={novedades} claveFila={(n) => n.idnovedad} vacio={T.sinNovedades} />
        )}
      </section>

      <p>
        <VolverPartesNovedad />
      </p>
    </div>
  );
}
