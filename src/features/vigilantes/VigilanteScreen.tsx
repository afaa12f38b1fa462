/**
 * Ficha de un vigilante (/vigilantes/{id}): sus datos (TIP, categoría, delegación, contacto), los puestos a
 * los que está asignado (puestovigilante, con enlace a cada puesto), sus turnos del mes en curso (la
 * agenda del cuadrante) y el enlace a su cuadrante, según los permisos. Sin conexión también.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { puede, tieneAccesoApp } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { AgendaVigilante } from '../cuadrantes/AgendaVigilante';
import { TarjetaAsignaciones, type FilaAsignacion } from '../puestos/TarjetaAsignaciones';
import type { Mes } from '../cuadrantes/rejilla';
import { etiquetasVigilante, TEXTOS_VIGILANTES as T } from './vigilantes.labels';
import type { DocDe } from '../../../schemas';

type Vigilante = DocDe<'vigilante'>;

export const tarjetaVigilante = tarjetaDe('vigilante', etiquetasVigilante, [
  { campo: 'nombre' },
  { campo: 'tip' },
  { campo: 'categoria' },
  { externo: 'delegacion' },
  { campo: 'telefono', valor: (v) => (v.telefono ? <a href={`tel:${v.telefono.replace(/\s/g, '')}`}>{v.telefono}</a> : null) },
  { campo: 'email', valor: (v) => (v.email ? <a href={`mailto:${v.email}`}>{v.email}</a> : null) },
  { campo: 'observaciones', ancho: true },
]);

export function VigilanteScreen({ idvigilante }: { idvigilante: string }) {
  return (
    <Documento coleccion="vigilante" id={idvigilante} nombre="Vigilante" avisoAnulado={T.deBaja} volver={<Link to="/vigilantes/">{T.volverLista}</Link>}>
      {(v) => <FichaVigilante vigilante={v} />}
    </Documento>
  );
}

function FichaVigilante({ vigilante }: { vigilante: Vigilante }) {
  const { sesion } = useVigia();
  const usuario = sesion.usuario;
  const { idvigilante } = vigilante;
  const delegaciones = usePorIds('delegacion', [vigilante.iddelegacion]);
  const externos = { delegacion: delegaciones === undefined ? T.cargando : (delegaciones.get(vigilante.iddelegacion)?.nombre ?? T.noEsta) };
  const verCuadrante = puede(usuario, 'cuadrante', 'visualizar') && tieneAccesoApp(usuario, 'vigilantes');
  // El cuadrante de otro solo lo abre quien lo edita (la agenda del vigilante enseña el suyo).
  const enlaceCuadrante = verCuadrante && (puede(usuario, 'cuadrante', 'editar') || usuario.idvigilante === idvigilante);
  return (
    <div className="pantalla">
      <h1>{vigilante.nombre}</h1>
      <TarjetaEntidad declaracion={tarjetaVigilante} doc={vigilante} titulo={T.datos} externos={externos} />
      {enlaceCuadrante && (
        <nav className="botonera" aria-label={T.enlaces}>
          <Link to="/cuadrantes/agenda" search={{ idvigilante }} className="boton">
            {T.cuadrante}
          </Link>
        </nav>
      )}
      {puede(usuario, 'puesto_vigilante', 'visualizar') && <PuestosVigilante idvigilante={idvigilante} />}
      {verCuadrante && <TurnosMes idvigilante={idvigilante} />}
    </div>
  );
}

function PuestosVigilante({ idvigilante }: { idvigilante: string }) {
  const { db, sesion } = useVigia();
  const { resultado: asignaciones } = useRxQuery(
    () => db.puestovigilante.find({ selector: { idvigilante: { $eq: idvigilante }, estado: { $gt: 0 } } }),
    [db, idvigilante],
  );
  const puestos = usePorIds('puestoservicio', (asignaciones ?? []).map((a) => a.idpuesto_servicio));
  const enlazar = puede(sesion.usuario, 'puesto_servicio', 'visualizar') && tieneAccesoApp(sesion.usuario, 'vigilantes');
  const filas = useMemo(
    () =>
      asignaciones?.map((a): FilaAsignacion => {
        const p = puestos?.get(a.idpuesto_servicio);
        const nombre = p ? `${p.codigo} · ${p.nombre}` : puestos === undefined ? T.cargando : T.noEsta;
        const contenido = enlazar && p ? (
          <Link to="/puestos-servicio/$idpuesto_servicio" params={{ idpuesto_servicio: a.idpuesto_servicio }}>
            {nombre}
          </Link>
        ) : (
          nombre
        );
        return { clave: a.idpuesto_vigilante, orden: p?.nombre ?? '', contenido, desde: a.desde, hasta: a.hasta ?? null };
      }),
    [asignaciones, puestos, enlazar],
  );
  return <TarjetaAsignaciones titulo={T.puestos} vacio={T.sinPuestos} filas={filas} testId="puestos-vigilante" />;
}

function TurnosMes({ idvigilante }: { idvigilante: string }) {
  const id = useId();
  const [mes] = useState<Mes>(() => {
    const hoy = new Date();
    return { anio: hoy.getFullYear(), mes: hoy.getMonth() + 1 };
  });
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{T.turnosMes}</h2>
      <AgendaVigilante idvigilante={idvigilante} desde={mes} meses={1} />
    </section>
  );
}
