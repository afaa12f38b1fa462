/**
 * Planificador de técnicos (/planificacion/planificador-tecnicos): una fila por técnico (y 'Sin asignar')
 * y una columna por día de la semana, más 'Atrasados'; los partes pendientes son tarjetas. Arrastrar una
 * tarjeta a otra casilla (ratón o dedo, useArrastre.ts), o 'Mover…' en la tarjeta (teclado y lector de
 * pantalla), encola parteTrabajo.planificarSync: se ve al instante en este dispositivo, sube con la cola
 * (también sin conexión) y el servidor lo lleva al dispositivo del técnico nuevo y lo quita del anterior.
 * Cada técnico muestra su conexión vista desde el servidor: último contacto, subidas pendientes y la más
 * antigua, refrescada cada 10 s.
 * En un móvil (planificacion.css, hasta 40rem) el tablero enseña un día a la vez: 'Día' (Atrasados o un día de
 * la semana) con 'Día anterior' y 'Día siguiente', y cada técnico es una tarjeta con sus partes de ese día;
 * la tabla es la misma (las demás columnas no se ven), sin desplazamiento lateral.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { METODO_PLANIFICAR, cambiosPlanificar, esCita } from '../../../replication/mutadores/planificacion';
import type { RespuestaEstadoTecnicos } from '../../../replication/planificacion';
import { avisar } from '../../app/avisos';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { NavegacionSemana } from '../../ui/semana/NavegacionSemana';
import { useSemana } from '../../ui/semana/useSemana';
import { etiquetasDiaSemana } from '../tiempos/tiempos.labels';
import { desplazarSemana, fechaLocal } from '../tiempos/tiempos';
import { DialogoMover } from './DialogoMover';
import {
  casillasTablero, claveCasilla, COLUMNA_ANTERIORES, columnaMovil, columnaVecina, conexionTecnico, diasDeVista, diaSemana, lunesDe, preparacionTecnico, tecnicosDelTablero,
  type Parte, type Tecnico,
} from './planificacion';
import { TEXTOS_PLANIFICACION as T } from './planificacion.labels';
import { useArrastre, type UsoArrastre } from './useArrastre';
import { useEstadoTecnicos } from './useEstadoTecnicos';
import './planificacion.css';

const nombreDia = (fecha: string): string => `${etiquetasDiaSemana[diaSemana(fecha)]} ${formatearFecha(fecha)}`;
const nombreColumna = (columna: string): string => (columna === COLUMNA_ANTERIORES ? T.anteriores : nombreDia(columna));

/** Solo en el móvil (planificacion.css): qué columna del tablero se ve, con la anterior y la siguiente. */
function SelectorColumnaMovil({ columnas, actual, alElegir }: { columnas: readonly string[]; actual: string; alElegir: (columna: string) => void }) {
  const anterior = columnaVecina(columnas, actual, -1);
  const siguiente = columnaVecina(columnas, actual, 1);
  return (
    <div className="tablero-selector-movil">
      <div className="campo">
        <label htmlFor="planificador-dia-movil">{T.diaMovil}</label>
        <select id="planificador-dia-movil" value={actual} onChange={(e) => alElegir(e.target.value)}>
          {columnas.map((c) => (
            <option key={c} value={c}>
              {nombreColumna(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="botonera">
        <button type="button" className="boton" disabled={anterior === null} onClick={() => anterior !== null && alElegir(anterior)}>
          {T.anterior('dia')}
        </button>
        <button type="button" className="boton" disabled={siguiente === null} onClick={() => siguiente !== null && alElegir(siguiente)}>
          {T.siguiente('dia')}
        </button>
      </div>
    </div>
  );
}

export function PlanificadorScreen() {
  const { db, sesion } = useVigia();
  const { usuario } = sesion;
  const puedePlanificar = puede(usuario, 'parte_trabajo', 'editar');
  const semana = useSemana(() => lunesDe(fechaLocal(new Date())), desplazarSemana);
  const { lunes } = semana;
  const [delegacion, setDelegacion] = useState<string | null>(null);
  const [moviendo, setMoviendo] = useState<Parte | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [elegida, setElegida] = useState<string | null>(null);
  const dias = useMemo(() => diasDeVista('semana', lunes), [lunes]);
  const columnas = useMemo(() => [COLUMNA_ANTERIORES, ...dias], [dias]);
  const enMovil = columnaMovil(columnas, elegida, fechaLocal(new Date()));
  const claseMovil = (d: string): string | undefined => (d === enMovil ? 'tablero-en-movil' : undefined);

  const { resultado: pendientes } = useRxQuery(() => db.partetrabajo.find({ selector: { estado: 1 } }), [db]);
  const { resultado: tecnicosDocs } = useRxQuery(() => db.tecnico.find(), [db]);
  const { resultado: delegacionesDocs } = useRxQuery(() => db.delegacion.find(), [db]);
  const estado = useEstadoTecnicos();

  const partes = useMemo(() => (pendientes ?? []).map((d) => d.toJSON() as Parte), [pendientes]);
  const todosTecnicos = useMemo(() => (tecnicosDocs ?? []).map((d) => d.toJSON() as Tecnico), [tecnicosDocs]);
  const tecnicos = useMemo(() => tecnicosDelTablero(todosTecnicos, partes, usuario.iddelegacion, delegacion), [todosTecnicos, partes, usuario.iddelegacion, delegacion]);
  const delegaciones = useMemo(() => {
    const ids = new Set(tecnicosDelTablero(todosTecnicos, partes, usuario.iddelegacion, null).map((t) => t.iddelegacion));
    return (delegacionesDocs ?? []).filter((d) => ids.has(d.iddelegacion)).map((d) => ({ id: d.iddelegacion, nombre: d.nombre }));
  }, [todosTecnicos, partes, usuario.iddelegacion, delegacionesDocs]);
  const casillas = useMemo(() => casillasTablero(partes, dias), [partes, dias]);
  const nombreTecnico = (id: string | null): string => (id === null ? T.sinAsignar : (todosTecnicos.find((t) => t.idtecnico === id)?.nombre ?? id));

  const mover = async (parte: Parte, idtecnico: string | null, fecha: string): Promise<void> => {
    setError(null);
    if (!cambiosPlanificar(parte, { idtecnico, fecha })) return;
    try {
      await db.mutate(METODO_PLANIFICAR, { idparte_trabajo: parte.idparte_trabajo, idtecnico, fecha });
      avisar(T.movido(parte.numero, nombreTecnico(idtecnico), formatearFecha(fecha)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const { arrastre, destino, manejadores } = useArrastre((idparte, clave) => {
    const parte = partes.find((p) => p.idparte_trabajo === idparte);
    const [idtecnico = '', fecha = ''] = clave.split('|');
    if (parte && fecha !== COLUMNA_ANTERIORES) void mover(parte, idtecnico === '' ? null : idtecnico, fecha);
  });

  const filas: { id: string | null; nombre: string }[] = [...tecnicos.map((t) => ({ id: t.idtecnico, nombre: t.nombre })), { id: null, nombre: T.sinAsignar }];

  return (
    <div className="pantalla pantalla-planificacion">
      <h1>{T.planificador}</h1>
      <p>
        Semana del {formatearFecha(dias[0])} al {formatearFecha(dias[6])}. {puedePlanificar ? T.ayudaArrastrar : ''}
      </p>
      <NavegacionSemana semana={semana}>
        <Link to="/planificacion/agenda" className="boton">
          {T.agenda}
        </Link>
      </NavegacionSemana>
      {delegaciones.length > 1 && (
        <div className="campo campo-delegacion">
          <label htmlFor="planificador-delegacion">{T.delegacion}</label>
          <select id="planificador-delegacion" value={delegacion ?? ''} onChange={(e) => setDelegacion(e.target.value === '' ? null : e.target.value)}>
            <option value="">{T.todasDelegaciones}</option>
            {delegaciones.map((d) => (
              <option key={d.id} value={d.id}>
                {d.nombre}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="alerta-error" role="alert">
          {error}
        </p>
      )}
      {estado.error && (
        <p className="alerta alerta-planificacion" role="status">
          {`${T.sinDatosServidor}: ${estado.error}`}
        </p>
      )}
      <SelectorColumnaMovil columnas={columnas} actual={enMovil} alElegir={setElegida} />
      {pendientes === undefined || tecnicosDocs === undefined ? (
        <p role="status">Cargando…</p>
      ) : (
        <div className="tablero-contenedor">
          <table className="tablero">
            <caption className="solo-lectores">{T.planificador}</caption>
            <thead>
              <tr>
                <th scope="col">{T.tecnico}</th>
                {columnas.map((d) => (
                  <th scope="col" key={d} className={claseMovil(d)}>
                    {nombreColumna(d)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {filas.map((fila) => (
                <tr key={fila.id ?? 'sin-asignar'} data-tecnico={fila.id ?? ''}>
                  <th scope="row">
                    <CabeceraTecnico nombre={fila.nombre} idtecnico={fila.id} estado={estado.datos} />
                  </th>
                  {columnas.map((d) => (
                    <Casilla
                      key={d}
                      enMovil={d === enMovil}
                      partes={casillas.get(claveCasilla(fila.id, d)) ?? []}
                      dia={d}
                      idtecnico={fila.id}
                      etiqueta={d === COLUMNA_ANTERIORES ? `${fila.nombre}, ${T.anteriores}` : T.soltarAqui(fila.nombre, nombreDia(d))}
                      soltable={puedePlanificar && d !== COLUMNA_ANTERIORES}
                      destacada={destino === claveCasilla(fila.id, d) && d !== COLUMNA_ANTERIORES}
                      arrastrando={arrastre?.id ?? null}
                      puedePlanificar={puedePlanificar}
                      manejadores={manejadores}
                      alMover={setMoviendo}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {arrastre && (
        <div className="tarjeta-fantasma" aria-hidden="true" style={{ left: arrastre.x + 8, top: arrastre.y + 8 }}>
          {arrastre.etiqueta}
        </div>
      )}
      {moviendo && <DialogoMover parte={moviendo} tecnicos={tecnicos} alMover={(idtecnico, fecha) => mover(moviendo, idtecnico, fecha)} alCerrar={() => setMoviendo(null)} />}
    </div>
  );
}

function CabeceraTecnico({ nombre, idtecnico, estado }: { nombre: string; idtecnico: string | null; estado: RespuestaEstadoTecnicos | null }) {
  if (idtecnico === null) return <span className="tablero-tecnico">{nombre}</span>;
  const delTecnico = estado?.tecnicos.find((t) => t.idtecnico === idtecnico);
  const conexion = conexionTecnico(delTecnico, estado?.ahora ?? null);
  const preparacion = preparacionTecnico(delTecnico, estado?.ahora ?? null);
  return (
    <span className="tablero-tecnico">
      <span className="tablero-nombre">{nombre}</span>
      <span className={`tablero-conexion conexion-${conexion.estado}`} data-conexion={conexion.estado}>
        {conexion.texto}
      </span>
      <span className="tablero-pendientes">{conexion.pendientes}</span>
      <span className={`tablero-preparacion preparacion-${preparacion.estado}`} data-preparacion={preparacion.estado}>
        {preparacion.texto}
        {preparacion.cuando !== null && <span className="tablero-informado"> · {preparacion.cuando}</span>}
      </span>
    </span>
  );
}

interface CasillaProps {
  partes: readonly Parte[];
  /** Es la columna que se ve en el móvil. */
  enMovil: boolean;
  dia: string;
  idtecnico: string | null;
  etiqueta: string;
  /** Se puede soltar aquí (no en 'Atrasados', ni sin permiso). */
  soltable: boolean;
  /** El puntero está encima con una tarjeta. */
  destacada: boolean;
  arrastrando: string | null;
  puedePlanificar: boolean;
  manejadores: UsoArrastre['manejadores'];
  alMover: (parte: Parte) => void;
}

function Casilla({ partes, enMovil, dia, idtecnico, etiqueta, soltable, destacada, arrastrando, puedePlanificar, manejadores, alMover }: CasillaProps) {
  return (
    <td
      className={`tablero-casilla${destacada ? ' tablero-casilla-encima' : ''}${enMovil ? ' tablero-en-movil' : ''}`}
      data-dia={dia}
      data-tecnico={idtecnico ?? ''}
      data-soltable={soltable ? claveCasilla(idtecnico, dia) : undefined}
    >
      {partes.length > 0 && (
        <ul className="tablero-partes" aria-label={etiqueta}>
          {partes.map((p) => (
            <li key={p.idparte_trabajo}>
              <TarjetaParte parte={p} puedePlanificar={puedePlanificar} arrastrada={arrastrando === p.idparte_trabajo} manejadores={manejadores} alMover={alMover} />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

interface TarjetaParteProps {
  parte: Parte;
  puedePlanificar: boolean;
  arrastrada: boolean;
  manejadores: UsoArrastre['manejadores'];
  alMover: (parte: Parte) => void;
}

function TarjetaParte({ parte, puedePlanificar, arrastrada, manejadores, alMover }: TarjetaParteProps) {
  return (
    <article
      className={`tarjeta-parte${esCita(parte) ? ' tarjeta-cita' : ''}${puedePlanificar ? ' tarjeta-arrastrable' : ''}${arrastrada ? ' tarjeta-arrastrada' : ''}`}
      data-parte={parte.numero}
      {...(puedePlanificar ? manejadores(parte.idparte_trabajo, `${T.parte} ${parte.numero}`) : {})}
    >
      <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: parte.idparte_trabajo }} className="tarjeta-parte-numero" draggable={false}>
        {parte.numero}
      </Link>
      {esCita(parte) && <span className="etiqueta-cita">{T.cita}</span>}
      <span className="tarjeta-parte-descripcion">{parte.descripcion}</span>
      {puedePlanificar && (
        <button type="button" className="boton boton-mover" aria-label={T.moverParte(parte.numero)} onClick={() => alMover(parte)}>
          {T.mover}
        </button>
      )}
    </article>
  );
}
