/**
 * /offline/partes/{id}/acciones: las acciones del parte (lista genérica) con su estado Pendiente /
 * Realizada / No realizada, que se cambia en la propia fila (`accionEjec.updateSync`), sus observaciones
 * (se editan en un panel) y el alta de una acción nueva (`accionEjec.insertSync`, id del dispositivo);
 * los dos, formularios declarados.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocDe } from '../../../schemas';
import { MAX_DESCRIPCION_ACCION } from '../../../replication/mutadores/tecnico';
import { useVigia } from '../../app/VigiaProvider';
import type { VigiaDatabase } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { filtroEstado, type DefinicionLista } from '../../ui/lista/tipos';
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

/** Las observaciones de una acción del parte (como mucho MAX_OBSERVACIONES_ACCION; vacías → null). */
const formularioObservaciones = (db: Pick<VigiaDatabase, 'mutate'>) =>
  declararFormulario<{ observaciones: string }, AccionEjec>({
    entidad: 'accionejec',
    campos: [{ campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', filas: 3, maximo: MAX_OBSERVACIONES_ACCION, normalizar: (v) => v.trim() }],
    mensaje: GUARDADO,
    enviar: ({ valores, registro }) =>
      db.mutate('accionEjec.updateSync', { id: registro.idaccion_ejec, cambios: { observaciones: valores.observaciones === '' ? null : valores.observaciones } }),
  });

/** Una acción nueva del parte: su descripción (requerida, como mucho MAX_DESCRIPCION_ACCION). */
const formularioNuevaAccion = (db: Pick<VigiaDatabase, 'mutate'>) =>
  declararFormulario<{ descripcion: string }, string>({
    entidad: 'accionejec',
    campos: [{ campo: 'descripcion', tipo: 'area', etiqueta: 'Descripción', requerido: true, filas: 2, maximo: MAX_DESCRIPCION_ACCION, normalizar: (v) => v.trim() }],
    boton: 'Añadir acción',
    mensaje: ACCION_ANADIDA,
    enviar: ({ valores, registro: idparte_trabajo }) =>
      db.mutate('accionEjec.insertSync', {
        doc: { idaccion_ejec: crypto.randomUUID(), idparte_trabajo, descripcion: valores.descripcion, observaciones: null, estado: 1 } satisfies AccionEjec,
      }),
  });

function PanelObservaciones({ accion, alTerminar }: { accion: AccionEjec; alTerminar: () => void }) {
  const { db } = useVigia();
  const id = useId();
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  const declaracion = useMemo(() => formularioObservaciones(db), [db]);
  const [valores] = useState(() => ({ observaciones: accion.observaciones ?? '' }));

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={refTitulo} tabIndex={-1}>{`Observaciones: ${accion.descripcion}`}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={accion}
        modo="alta"
        despues={alTerminar}
        alCancelar={alTerminar}
      />
    </section>
  );
}

const SIN_DESCRIPCION = { descripcion: '' };

function NuevaAccion({ idparte_trabajo }: { idparte_trabajo: string }) {
  const { db } = useVigia();
  const id = useId();
  const declaracion = useMemo(() => formularioNuevaAccion(db), [db]);
  return (
    <section className="tarjeta pantalla" aria-labelledby={id}>
      <h2 id={id}>Nueva acción</h2>
      <FormularioDeclarado declaracion={declaracion} valores={SIN_DESCRIPCION} registro={idparte_trabajo} modo="alta" />
    </section>
  );
}
