/**
 * Ficha de un puesto de servicio (/puestos-servicio/{id}): las consignas a la vista, sus datos (cliente,
 * delegación, dirección, contacto y teléfono), el mapa si tiene coordenadas, los enlaces a sus partes de
 * novedad, servicios, turnos, ficheros y datos (idtabla 240) según los permisos, sus vigilantes asignados,
 * sus rondas programadas y sus llaveros (con enlace a su ficha). Todo del dispositivo: funciona sin conexión.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { TarjetaMapa } from '../../ui/dialogos/mapa/TarjetaMapa';
import { useUrlTeselas } from '../../ui/dialogos/mapa/useUrlTeselas';
import { Documento } from '../../ui/documento/Documento';
import { useAsignaciones, useLlaverosPuesto, useRondasPuesto, type Puesto } from './consultas';
import { VolverPuestos } from './MarcoPuesto';
import { TarjetaAsignaciones, type FilaAsignacion } from './TarjetaAsignaciones';
import { textoDias } from './dias';
import { etiquetasPuesto, TEXTOS_PUESTOS as T } from './puestos.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export const tarjetaPuesto = tarjetaDe('puestoservicio', etiquetasPuesto, [
  { campo: 'codigo' },
  { campo: 'nombre' },
  { externo: 'cliente' },
  { externo: 'delegacion' },
  { campo: 'direccion', valor: (p) => T.direccionCompleta(p.direccion, p.poblacion, p.provincia), ancho: true },
  { campo: 'contacto' },
  { campo: 'telefono', valor: (p) => (p.telefono ? <a href={`tel:${p.telefono.replace(/\s/g, '')}`}>{p.telefono}</a> : null) },
  { campo: 'fecha_alta' },
  { campo: 'observaciones', ancho: true },
]);

export function PuestoScreen({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  return (
    <Documento coleccion="puestoservicio" id={idpuesto_servicio} nombre="Puesto de servicio" avisoAnulado="Este puesto está de baja" volver={<VolverPuestos />}>
      {(puesto) => <FichaPuesto puesto={puesto} />}
    </Documento>
  );
}

function FichaPuesto({ puesto }: { puesto: Puesto }) {
  const { sesion } = useVigia();
  const usuario = sesion.usuario;
  const { idpuesto_servicio } = puesto;
  const idConsignas = useId();
  const clientes = usePorIds('cliente', puesto.idcliente ? [puesto.idcliente] : []);
  const delegaciones = usePorIds('delegacion', [puesto.iddelegacion]);
  const externos = {
    cliente: puesto.idcliente ? (clientes === undefined ? T.cargando : (clientes.get(puesto.idcliente)?.nombre ?? T.noEsta)) : null,
    delegacion: delegaciones === undefined ? T.cargando : (delegaciones.get(puesto.iddelegacion)?.nombre ?? T.noEsta),
  };
  const params = { idpuesto_servicio };

  return (
    <div className="pantalla">
      <h1>{`${puesto.codigo} · ${puesto.nombre}`}</h1>
      <section className="tarjeta" aria-labelledby={idConsignas} data-testid="consignas">
        <h2 id={idConsignas}>{T.consignas}</h2>
        {puesto.consignas ? <p className="texto-largo">{puesto.consignas}</p> : <p className="vacio">{T.sinConsignas}</p>}
      </section>
      <TarjetaEntidad declaracion={tarjetaPuesto} doc={puesto} titulo={T.datos} externos={externos} />

      <BarraSubpaginas etiqueta={T.enlaces} coleccion="puestoservicio" id={idpuesto_servicio}>
        {puede(usuario, 'parte_novedad', 'visualizar') && (
          <Link to="/puestos-servicio/$idpuesto_servicio/novedades" params={params} className="boton">
            {T.novedades}
          </Link>
        )}
        {puede(usuario, 'puesto_servicio_servicio', 'visualizar') && (
          <Link to="/puestos-servicio/$idpuesto_servicio/servicios" params={params} className="boton">
            {T.servicios}
          </Link>
        )}
        {puede(usuario, 'turno_puesto', 'visualizar') && (
          <Link to="/puestos-servicio/$idpuesto_servicio/turnos" params={params} className="boton">
            {T.turnos}
          </Link>
        )}
        {puede(usuario, 'cuadrante', 'visualizar') && (
          <Link to="/cuadrantes/agenda" className="boton">
            {T.cuadrante}
          </Link>
        )}
      </BarraSubpaginas>

      <MapaPuesto puesto={puesto} />
      <VigilantesPuesto idpuesto_servicio={idpuesto_servicio} />
      {puede(usuario, 'ronda_programada', 'visualizar') && <RondasPuesto idpuesto_servicio={idpuesto_servicio} />}
      {puede(usuario, 'llavero', 'visualizar') && <LlaverosPuesto idpuesto_servicio={idpuesto_servicio} />}
    </div>
  );
}

function MapaPuesto({ puesto }: { puesto: Puesto }) {
  const urlTeselas = useUrlTeselas();
  const { lat, lng, idpuesto_servicio, nombre } = puesto;
  const marcadores = useMemo(
    () => (typeof lat === 'number' && typeof lng === 'number' ? [{ id: idpuesto_servicio, lat, lng, titulo: nombre }] : []),
    [lat, lng, idpuesto_servicio, nombre],
  );
  if (marcadores.length === 0) return null;
  return (
    <TarjetaMapa titulo={T.mapa} marcadores={marcadores} urlTeselas={urlTeselas}>
      <p>{T.direccionCompleta(puesto.direccion, puesto.poblacion, puesto.provincia)}</p>
    </TarjetaMapa>
  );
}

function VigilantesPuesto({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  const { sesion } = useVigia();
  const asignaciones = useAsignaciones(idpuesto_servicio);
  const vigilantes = usePorIds('vigilante', (asignaciones ?? []).map((a) => a.idvigilante));
  const enlazar = puede(sesion.usuario, 'vigilante', 'visualizar');
  const filas = useMemo(
    () =>
      asignaciones?.map((a): FilaAsignacion => {
        const v = vigilantes?.get(a.idvigilante);
        const nombre = v ? `${v.nombre} (${v.tip})` : vigilantes === undefined ? T.cargando : T.noEsta;
        const contenido = enlazar ? (
          <Link to="/vigilantes/$idvigilante" params={{ idvigilante: a.idvigilante }}>
            {nombre}
          </Link>
        ) : (
          nombre
        );
        return { clave: a.idpuesto_vigilante, orden: v?.nombre ?? '', contenido, desde: a.desde, hasta: a.hasta ?? null };
      }),
    [asignaciones, vigilantes, enlazar],
  );
  return <TarjetaAsignaciones titulo={T.vigilantes} vacio={T.sinVigilantes} filas={filas} testId="vigilantes-puesto" />;
}

function RondasPuesto({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  const id = useId();
  const rondas = useRondasPuesto(idpuesto_servicio);
  const ordenadas = useMemo(() => [...(rondas ?? [])].sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio)), [rondas]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{T.rondas}</h2>
      {rondas === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : ordenadas.length === 0 ? (
        <p className="vacio">{T.sinRondas}</p>
      ) : (
        <ul data-testid="rondas-puesto">
          {ordenadas.map((r) => (
            <li key={r.idronda_programada}>
              <Link to="/rondas/rondas-programadas/$idronda_programada" params={{ idronda_programada: r.idronda_programada }}>
                {r.nombre}
              </Link>
              {` · ${T.ronda(r.hora_inicio, r.duracion_min, textoDias(r.dias))}`}
              {r.ordenada ? ` · ${T.ordenada}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LlaverosPuesto({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  const id = useId();
  const { sesion } = useVigia();
  const verHistorial = puede(sesion.usuario, 'movimiento_llave', 'visualizar');
  const llaveros = useLlaverosPuesto(idpuesto_servicio);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{T.llaveros}</h2>
      {llaveros === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : llaveros.length === 0 ? (
        <p className="vacio">{T.sinLlaveros}</p>
      ) : (
        <ul data-testid="llaveros-puesto">
          {llaveros.map((l) => (
            <li key={l.idllavero}>
              {verHistorial ? (
                <Link to="/custodia-llaves/llaveros/$idllavero" params={{ idllavero: l.idllavero }}>
                  {l.codigo}
                </Link>
              ) : (
                l.codigo
              )}
              {` · ${T.llavero(l.descripcion, T.situacion[l.situacion])}`}
              {l.situacion === 'fuera' && l.en_poder ? ` ${T.enPoder(l.en_poder)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
