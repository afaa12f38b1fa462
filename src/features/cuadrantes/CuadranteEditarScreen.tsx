/**
 * Cuadrante mensual de un servicio (/cuadrantes/{idpuesto_servicio}/{idpuesto_servicio_servicio}/{año}/{mes}/edit):
 * una fila por vigilante del puesto (los asignados, los que ya tienen turno y los que se añaden de la
 * delegación) y una columna por día; cada celda es un <select> con los códigos de turno del puesto. Cada
 * fila suma sus horas y el pie cuenta los vigilantes de cada día frente a los que pide el servicio. Las
 * reglas del cuadrante (replication/cuadrantes.ts) se revisan al momento con los turnos del vigilante en
 * otros puestos: las celdas en conflicto se marcan y los conflictos se listan encima; con alguno, no se
 * puede guardar. 'Guardar cuadrante' manda solo las celdas cambiadas (cuadrante.guardarSync), también
 * sin conexión; un vigilante añadido que recibe turno queda asignado al puesto (puestoVigilante.insertSync).
 * La lógica está en rejilla.ts.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { useFormularioSucio } from '../../app/formularios-sucios';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { Documento } from '../../ui/documento/Documento';
import { useAsignadosPuesto, useServicio, useTurnosPuesto, useTurnosServicio, useTurnosVigilantes, useVigilantesDelegacion, type Servicio } from './consultas';
import { INICIAL_DIA, TEXTOS_CUADRANTES as T } from './cuadrantes.labels';
import { FilaRejilla, Leyenda, ListaConflictos } from './FilaRejilla';
import {
  cambiarCelda,
  celdasGuardadas,
  claveCelda,
  desplazarMes,
  diasDelMes,
  diferencia,
  filasRejilla,
  horasPorVigilante,
  leerMes,
  paramsCuadrante,
  limitesMes,
  revisarRejilla,
  sumarDias,
  turnosDeFuera,
  turnosDeRejilla,
  valorCelda,
  vigilantesPorDia,
  type Borrador,
  type Mes,
  type TurnoDePuesto,
} from './rejilla';
import './cuadrantes.css';

type Puesto = { idpuesto_servicio: string; nombre: string; iddelegacion: string };

export interface CuadranteEditarProps {
  idpuesto_servicio: string;
  idpuesto_servicio_servicio: string;
  year: string;
  month: string;
}

export function CuadranteEditarScreen({ idpuesto_servicio, idpuesto_servicio_servicio, year, month }: CuadranteEditarProps) {
  const mes = leerMes(year, month);
  return (
    <Documento coleccion="puestoservicio" id={idpuesto_servicio} nombre="Puesto de servicio" volver={<Link to="/puestos-servicio/">Volver a puestos de servicio</Link>}>
      {(puesto) =>
        mes === null ? (
          <div className="pantalla">
            <h1>{T.tituloRejilla}</h1>
            <p className="vacio">{T.mesNoValido}</p>
          </div>
        ) : (
          <CargaServicio puesto={puesto} idpuesto_servicio_servicio={idpuesto_servicio_servicio} mes={mes} />
        )
      }
    </Documento>
  );
}

function CargaServicio({ puesto, idpuesto_servicio_servicio, mes }: { puesto: Puesto; idpuesto_servicio_servicio: string; mes: Mes }) {
  const servicio = useServicio(idpuesto_servicio_servicio);
  const volver = (
    <p>
      <Link to="/puestos-servicio/$idpuesto_servicio/servicios" params={{ idpuesto_servicio: puesto.idpuesto_servicio }}>
        {T.volverServicios}
      </Link>
    </p>
  );
  if (servicio === undefined) return <p role="status">{T.cargando}</p>;
  if (servicio === null || servicio.idpuesto_servicio !== puesto.idpuesto_servicio)
    return (
      <div className="pantalla">
        <h1>{T.tituloRejilla}</h1>
        <p className="vacio">{servicio === null ? T.servicioNoDisponible : T.servicioNoEsDelPuesto}</p>
        {volver}
      </div>
    );
  return (
    <div className="pantalla">
      <h1>{T.tituloRejilla}</h1>
      <p>{T.subtitulo(puesto.nombre, servicio.descripcion, mes)}</p>
      <NavegacionMeses puesto={puesto.idpuesto_servicio} servicio={servicio.idpuesto_servicio_servicio} mes={mes} />
      {/* key: otro mes u otro servicio empieza con el borrador vacío. */}
      <Rejilla key={`${servicio.idpuesto_servicio_servicio}/${mes.anio}/${mes.mes}`} puesto={puesto} servicio={servicio} mes={mes} />
      {volver}
    </div>
  );
}

function NavegacionMeses({ puesto, servicio, mes }: { puesto: string; servicio: string; mes: Mes }) {
  const hoy = new Date();
  const este = { anio: hoy.getFullYear(), mes: hoy.getMonth() + 1 };
  const enlace = (m: Mes, texto: string) => (
    <Link to="/cuadrantes/$idpuesto_servicio/$idpuesto_servicio_servicio/$year/$month/edit" params={paramsCuadrante(puesto, servicio, m)} className="boton">
      {texto}
    </Link>
  );
  return (
    <nav className="botonera" aria-label={T.navegacionMes}>
      {enlace(desplazarMes(mes, -1), T.mesAnterior)}
      {enlace(este, T.esteMes)}
      {enlace(desplazarMes(mes, 1), T.mesSiguiente)}
    </nav>
  );
}

/** Los ids de los vigilantes asignados al puesto en algún día del mes. */
const asignadosEnMes = (asignados: readonly { idvigilante: string; desde: string; hasta?: string | null }[], mes: Mes): string[] => {
  const { desde, hasta } = limitesMes(mes);
  return asignados.filter((a) => a.desde <= hasta && (a.hasta === null || a.hasta === undefined || a.hasta >= desde)).map((a) => a.idvigilante);
};

function Rejilla({ puesto, servicio, mes }: { puesto: Puesto; servicio: Servicio; mes: Mes }) {
  const { motor, sesion } = useVigia();
  const idLista = useId();
  const { idpuesto_servicio } = puesto;
  const { idpuesto_servicio_servicio } = servicio;
  const dias = useMemo(() => diasDelMes(mes), [mes]);
  const { desde, hasta } = limitesMes(mes);
  const turnosServicio = useTurnosServicio(idpuesto_servicio_servicio, desde, hasta);
  const turnosPuestoDocs = useTurnosPuesto(idpuesto_servicio);
  const asignadosDocs = useAsignadosPuesto(idpuesto_servicio);
  const [anadidos, setAnadidos] = useState<readonly string[]>([]);
  const [borrador, setBorrador] = useState<Borrador>(() => new Map());
  useFormularioSucio(borrador.size > 0);

  const asignados = useMemo(() => asignadosEnMes(asignadosDocs ?? [], mes), [asignadosDocs, mes]);
  const guardadas = useMemo(() => celdasGuardadas(turnosServicio ?? []), [turnosServicio]);
  const filas = useMemo(
    () => filasRejilla(asignados, (turnosServicio ?? []).map((t) => t.idvigilante), anadidos),
    [asignados, turnosServicio, anadidos],
  );
  const fuera = useTurnosVigilantes(filas, sumarDias(desde, -1), sumarDias(hasta, 1));
  const vigilantes = usePorIds('vigilante', filas);
  const nombre = useCallback((id: string): string => vigilantes?.get(id)?.nombre ?? id, [vigilantes]);

  const turnosPuesto = useMemo(() => {
    const lista: TurnoDePuesto[] = (turnosPuestoDocs ?? []).map((t) => ({ idturno_puesto: t.idturno_puesto, codigo: t.codigo, descripcion: t.descripcion, hora_inicio: t.hora_inicio, hora_fin: t.hora_fin }));
    return new Map(lista.sort((a, b) => a.codigo.localeCompare(b.codigo)).map((t) => [t.idturno_puesto, t]));
  }, [turnosPuestoDocs]);
  // Las celdas guardadas con un turno que ya no está entre los del puesto lo enseñan con su código.
  const opciones = useMemo(() => {
    const o = [...turnosPuesto.values()].map((t) => ({ valor: t.idturno_puesto, codigo: t.codigo }));
    const vistos = new Set(turnosPuesto.keys());
    for (const t of guardadas.values()) {
      if (t.idturno_puesto && !vistos.has(t.idturno_puesto)) {
        vistos.add(t.idturno_puesto);
        o.push({ valor: t.idturno_puesto, codigo: t.codigo });
      }
    }
    return o;
  }, [turnosPuesto, guardadas]);

  const rejilla = useMemo(() => turnosDeRejilla(guardadas, borrador, { idpuesto_servicio, turnosPuesto }), [guardadas, borrador, idpuesto_servicio, turnosPuesto]);
  const revision = useMemo(
    () => revisarRejilla(rejilla, turnosDeFuera(fuera ?? [], idpuesto_servicio_servicio, mes), nombre),
    [rejilla, fuera, idpuesto_servicio_servicio, mes, nombre],
  );
  const horas = useMemo(() => horasPorVigilante(rejilla), [rejilla]);
  const porDia = useMemo(() => vigilantesPorDia(rejilla), [rejilla]);

  const alCambiar = useCallback(
    (clave: string, idturno: string) => setBorrador((b) => cambiarCelda(guardadas, b, clave, idturno)),
    [guardadas],
  );

  const usuario = sesion.usuario;
  const puedeAsignar = puede(usuario, 'puesto_vigilante', 'insertar');
  const asignadosSet = useMemo(() => new Set(asignados), [asignados]);
  const guardar = useAccion<void, void>({
    ejecutar: async () => {
      const { poner, quitar } = diferencia(guardadas, borrador, () => crypto.randomUUID());
      // Un vigilante añadido que recibe turno queda asignado al puesto: así le llega su cuadrante.
      const nuevos = puedeAsignar ? [...new Set(poner.map((p) => p.idvigilante))].filter((id) => !asignadosSet.has(id)) : [];
      for (const idvigilante of nuevos) {
        await motor.mutate('puestoVigilante.insertSync', {
          doc: { idpuesto_vigilante: crypto.randomUUID(), idpuesto_servicio, idvigilante, desde, hasta: null, estado: 1 },
        });
      }
      await motor.mutate('cuadrante.guardarSync', { idpuesto_servicio_servicio, anio: mes.anio, mes: mes.mes, poner, quitar });
    },
    exito: T.guardado,
    alTerminar: () => setBorrador(new Map()),
  });

  const cargando = turnosServicio === undefined || turnosPuestoDocs === undefined || asignadosDocs === undefined || fuera === undefined;
  if (cargando) return <p role="status">{T.cargando}</p>;

  const hayConflictos = revision.conflictos.length > 0;
  return (
    <>
      {opciones.length === 0 && (
        <p className="nota">
          {T.sinTurnosPuesto}{' '}
          <Link to="/puestos-servicio/$idpuesto_servicio/turnos" params={{ idpuesto_servicio }}>
            {T.turnosPuesto}
          </Link>
        </p>
      )}
      <ListaConflictos id={idLista} conflictos={revision.conflictos} />
      <Leyenda turnos={[...turnosPuesto.values()]} />
      {filas.length === 0 ? (
        <p className="vacio">{T.sinVigilantes}</p>
      ) : (
        <div className="rejilla-contenedor">
          <table className="rejilla">
            <caption className="solo-lectores">{T.tabla(servicio.descripcion, mes)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columnaVigilante}</th>
                {dias.map((d) => (
                  <th key={d.fecha} scope="col" className={d.finDeSemana ? 'rejilla-finde' : undefined}>
                    <span aria-hidden="true">
                      {INICIAL_DIA[d.semana]}
                      <br />
                      {d.dia}
                    </span>
                    <span className="solo-lectores">{T.diaCabecera(d.semana, d.dia, mes.mes)}</span>
                  </th>
                ))}
                <th scope="col">{T.columnaTotal}</th>
              </tr>
            </thead>
            <tbody>
              {filas.map((id) => {
                const valores = dias.map((d) => valorCelda(guardadas, borrador, claveCelda(id, d.fecha)));
                const estados = dias.map((d) => {
                  const clave = claveCelda(id, d.fecha);
                  return (revision.celdas.has(clave) ? 'c' : '') + (borrador.has(clave) ? 'm' : '');
                });
                return (
                  <FilaRejilla
                    key={id}
                    idvigilante={id}
                    nombre={nombre(id)}
                    dias={dias}
                    mes={mes.mes}
                    valores={valores.join('|')}
                    estados={estados.join('|')}
                    opciones={opciones}
                    horas={horas.get(id) ?? 0}
                    idLista={idLista}
                    alCambiar={alCambiar}
                  />
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{T.pieDia}</th>
                {dias.map((d) => {
                  const n = porDia.get(d.fecha) ?? 0;
                  const necesita = servicio.dias.includes(d.semana) ? servicio.vigilantes : null;
                  const faltan = necesita !== null && n < necesita;
                  return (
                    <td key={d.fecha} className={[d.finDeSemana ? 'rejilla-finde' : '', faltan ? 'rejilla-faltan' : ''].join(' ').trim() || undefined} data-testid="vigilantes-dia">
                      <span aria-hidden="true">{necesita === null ? String(n) : T.necesarios(n, necesita)}</span>
                      <span className="solo-lectores">{T.etiquetaPieDia(n, necesita, d.dia)}</span>
                    </td>
                  );
                })}
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {puedeAsignar && (
        <AnadirVigilante
          iddelegacion={puesto.iddelegacion}
          enRejilla={filas}
          alAnadir={(id) => setAnadidos((a) => (a.includes(id) ? a : [...a, id]))}
        />
      )}
      <p aria-live="polite" data-testid="cambios-cuadrante">
        {T.cambios(borrador.size)}
      </p>
      {guardar.aviso}
      <div className="botonera">
        <button className="boton boton-primario" {...guardar.boton(undefined, hayConflictos || borrador.size === 0)}>
          {T.guardar}
        </button>
        {borrador.size > 0 && (
          <button type="button" className="boton" onClick={() => setBorrador(new Map())} disabled={guardar.ocupado}>
            {T.descartar}
          </button>
        )}
      </div>
    </>
  );
}

function AnadirVigilante({ iddelegacion, enRejilla, alAnadir }: { iddelegacion: string; enRejilla: readonly string[]; alAnadir: (id: string) => void }) {
  const [abierto, setAbierto] = useState(false);
  const [elegido, setElegido] = useState('');
  const id = useId();
  const vigilantes = useVigilantesDelegacion(abierto ? iddelegacion : null);
  const libres = useMemo(() => (vigilantes ?? []).filter((v) => !enRejilla.includes(v.idvigilante)), [vigilantes, enRejilla]);
  if (!abierto)
    return (
      <div className="botonera">
        <button type="button" className="boton" onClick={() => setAbierto(true)}>
          {T.anadirVigilante}
        </button>
      </div>
    );
  return (
    <div className="botonera">
      <label htmlFor={id}>{T.vigilanteAnadir}</label>
      <select id={id} value={elegido} onChange={(e) => setElegido(e.target.value)} disabled={vigilantes === undefined}>
        <option value="">{vigilantes === undefined ? T.cargando : T.ninguno}</option>
        {libres.map((v) => (
          <option key={v.idvigilante} value={v.idvigilante}>
            {`${v.nombre} (${v.tip})`}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="boton"
        disabled={elegido === ''}
        onClick={() => {
          alAnadir(elegido);
          setElegido('');
          setAbierto(false);
        }}
      >
        {T.anadir}
      </button>
    </div>
  );
}
