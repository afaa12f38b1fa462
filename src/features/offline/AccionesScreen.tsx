/**
 * /offline/partes/{id}/acciones: las acciones del parte (lista genérica) con su estado Pendiente /
 * Realizada / No realizada, que se cambia en la propia fila (`accionEjec.updateSync`), sus observaciones
 * (se editan en un panel) y el alta de una acción nueva (`accionEjec.insertSync`, id del dispositivo).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { MAX_DESCRIPCION_ACCION } from '../../../replication/mutadores-tecnico';
import { useVigia } from '../../app/VigiaProvider';
import { maximoDe } from '../../lib/validacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto } from '../../ui/formulario/campos';
import { useAltaTexto } from '../../ui/formulario/useAltaTexto';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { filtroEstado, type DefinicionLista } from '../../ui/lista/tipos';
import { useSnackbar } from '../../ui/Snackbar';
import { useAccion } from '../../ui/accion/useAccion';
import type { Parte } from './consultas';
import { MarcoParteOffline } from './MarcoParteOffline';
import { esEstadoAccion, etiquetaEstadoAccion, etiquetasEstadoAccion, GUARDADO, opcionesEstadoAccion, TITULO_ACCIONES, type EstadoAccion } from './offline.labels';

export type AccionEjec = DocDe<'accionejec'>;

export interface AccionesScreenProps {
  idparte_trabajo: string;
}

export const MAX_OBSERVACIONES_ACCION = 2000;
export const ACCION_ANADIDA = 'Acción añadida';

export const definicionAcciones = (
  idparte_trabajo: string,
  alCambiarEstado: (a: AccionEjec, estado: EstadoAccion) => void,
  alEditarObservaciones: (a: AccionEjec) => void,
): DefinicionLista<AccionEjec> => ({
  id: `offline-acciones:${idparte_trabajo}`,
  coleccion: (db) => db.accionejec,
  selectorBase: { idparte_trabajo: { $eq: idparte_trabajo }, estado: { $gt: 0 } },
  columnas: [
    { id: 'descripcion', cabecera: 'Acción', principal: true, celda: ({ doc }) => doc.descripcion },
    {
      id: 'estado',
      cabecera: 'Estado',
      celda: ({ doc }) => (
        <select
          aria-label={`Estado de ${doc.descripcion}`}
          value={String(doc.estado)}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (esEstadoAccion(n)) alCambiarEstado(doc, n);
          }}
        >
          {opcionesEstadoAccion.map((e) => (
            <option key={e} value={String(e)}>
              {etiquetasEstadoAccion[e]}
            </option>
          ))}
        </select>
      ),
    },
    { id: 'observaciones', cabecera: 'Observaciones', celda: ({ doc }) => doc.observaciones ?? '' },
    {
      id: 'editar',
      cabecera: 'Editar',
      celda: ({ doc }) => (
        <button type="button" className="boton" aria-label={`Observaciones de ${doc.descripcion}`} onClick={() => alEditarObservaciones(doc)}>
          Observaciones
        </button>
      ),
    },
  ],
  relacionados: [],
  busqueda: [{ campo: 'descripcion' }, { campo: 'observaciones' }],
  filtros: [
    filtroEstado<AccionEjec>(opcionesEstadoAccion, etiquetaEstadoAccion),
  ],
  ordenes: [{ id: 'descripcion', etiqueta: 'Acción', campo: 'descripcion', direccion: 'asc' }],
  nombre: { singular: 'acción', plural: 'acciones' },
  vacio: 'El parte no tiene acciones',
  enlace: (_doc, contenido) => contenido,
  etiquetaFila: (doc) => `Acción ${doc.descripcion} (${etiquetaEstadoAccion(doc.estado)})`,
});

export function AccionesScreen({ idparte_trabajo }: AccionesScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_ACCIONES}>
      {(parte) => <Acciones parte={parte} />}
    </MarcoParteOffline>
  );
}

function Acciones({ parte }: { parte: Parte }) {
  const { db } = useVigia();
  const [editando, setEditando] = useState<AccionEjec | null>(null);
  const { idparte_trabajo } = parte;
  // Cada cambio de estado en la fila se guarda al momento (varios seguidos se encolan en orden).
  const cambioEstado = useAccion<{ accion: AccionEjec; estado: EstadoAccion }, void>({
    ejecutar: ({ accion, estado }) => db.mutate('accionEjec.updateSync', { id: accion.idaccion_ejec, cambios: { estado } }).then(() => undefined),
    exito: (_, { accion, estado }) => `${accion.descripcion}: ${etiquetasEstadoAccion[estado]}`,
    simultaneas: true,
  });
  const { ejecutar: cambiarEstado } = cambioEstado;

  const definicion = useMemo(
    () => definicionAcciones(idparte_trabajo, (accion, estado) => void cambiarEstado({ accion, estado }), setEditando),
    [idparte_trabajo, cambiarEstado],
  );

  return (
    <>
      {cambioEstado.aviso}
      {editando && <PanelObservaciones key={editando.idaccion_ejec} accion={editando} alTerminar={() => setEditando((actual) => (actual === editando ? null : actual))} />}
      <ListaScreen titulo="Acciones del parte" definicion={definicion} />
      <NuevaAccion idparte_trabajo={idparte_trabajo} />
    </>
  );
}

function PanelObservaciones({ accion, alTerminar }: { accion: AccionEjec; alTerminar: () => void }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const [texto, setTexto] = useState(accion.observaciones ?? '');
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  const errorCampo = maximoDe(MAX_OBSERVACIONES_ACCION)(texto);

  const guardar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (errorCampo) return;
    setGuardando(true);
    try {
      const v = texto.trim();
      await db.mutate('accionEjec.updateSync', { id: accion.idaccion_ejec, cambios: { observaciones: v === '' ? null : v } });
      mostrar({ mensaje: GUARDADO });
      alTerminar();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setGuardando(false);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={refTitulo} tabIndex={-1}>{`Observaciones: ${accion.descripcion}`}</h2>
      <form onSubmit={(e) => void guardar(e)} noValidate>
        <CampoAreaTexto etiqueta="Observaciones" filas={3} maximo={MAX_OBSERVACIONES_ACCION} valor={texto} alCambiar={setTexto} error={errorCampo} />
        <AvisosFormulario errorGuardar={error} mostrarRevision={false} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            Guardar
          </button>
          <button type="button" className="boton" onClick={alTerminar} disabled={guardando}>
            Cancelar
          </button>
        </div>
      </form>
    </section>
  );
}

function NuevaAccion({ idparte_trabajo }: { idparte_trabajo: string }) {
  const { db } = useVigia();
  const id = useId();
  const alta = useAltaTexto({
    maximo: MAX_DESCRIPCION_ACCION,
    mensaje: ACCION_ANADIDA,
    enviar: (descripcion) =>
      db.mutate('accionEjec.insertSync', { doc: { idaccion_ejec: crypto.randomUUID(), idparte_trabajo, descripcion, observaciones: null, estado: 1 } satisfies AccionEjec }),
  });

  return (
    <section className="tarjeta pantalla" aria-labelledby={id}>
      <h2 id={id}>Nueva acción</h2>
      <form onSubmit={alta.enviar} noValidate>
        <CampoAreaTexto etiqueta="Descripción" requerido filas={2} maximo={MAX_DESCRIPCION_ACCION} valor={alta.texto} alCambiar={alta.cambiar} error={alta.errorCampo} />
        <AvisosFormulario errorGuardar={alta.errorGuardar} mostrarRevision={false} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={alta.guardando} aria-busy={alta.guardando}>
            Añadir acción
          </button>
        </div>
      </form>
    </section>
  );
}
