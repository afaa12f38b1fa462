/**
 * Notas de un documento (un parte o una orden, por idtabla + id): la más reciente primero, con autor y
 * fecha; añadir ('Añadir nota'), modificar el texto y eliminar tras 'Confirmación'. Cada acción es una
 * mutación encolada (nota.insertSync / updateSync / deleteSync): se ve al momento en todas las pestañas
 * y sube cuando hay conexión. Los botones salen según los permisos de la sesión sobre 'nota'.
 */
import { useId, useMemo, useState } from 'react';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import '../ordenes/ordenes.css';
import { construirNota, MAX_TEXTO_NOTA, notasRecientes, type Nota } from './notas';

export interface NotasDocumentoProps {
  idtabla: number;
  id: string;
}

export function NotasDocumento({ idtabla, id }: NotasDocumentoProps) {
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const { resultado } = useRxQuery(() => db.nota.find({ selector: { id: { $eq: id }, idtabla: { $eq: idtabla } } }), [db, id, idtabla]);
  // Copia plana de cada nota (los campos de un RxDocument son getters).
  const notas = useMemo(() => notasRecientes((resultado ?? []).map((n): Nota => n.toJSON())), [resultado]);
  const [editando, setEditando] = useState<string | null>(null);
  const eliminar = useAccion<Nota, void>({
    ejecutar: (n) => db.mutate('nota.deleteSync', { id: n.idnota }).then(() => undefined),
    confirmar: { texto: '¿Eliminar la nota? Esta acción no se puede deshacer.' },
    exito: 'Nota eliminada',
  });
  const idLista = useId();
  const insertar = puede(sesion.usuario, 'nota', 'insertar');
  const editar = puede(sesion.usuario, 'nota', 'editar');
  const borrar = puede(sesion.usuario, 'nota', 'borrar');

  return (
    <>
      {insertar && <FormularioNota titulo="Nueva nota" boton="Añadir nota" inicial="" alGuardar={async (texto) => {
        await db.mutate('nota.insertSync', { doc: construirNota({ idnota: crypto.randomUUID(), idtabla, id, texto, autor: sesion.usuario.nombre, ahora: new Date() }) });
        mostrar({ mensaje: 'Nota añadida' });
      }} />}

      {eliminar.aviso}

      <section className="tarjeta" aria-labelledby={idLista}>
        <h2 id={idLista}>{notas.length === 1 ? '1 nota' : `${notas.length} notas`}</h2>
        {resultado === undefined ? (
          <p className="cargando" role="status">
            Cargando notas…
          </p>
        ) : notas.length === 0 ? (
          <p className="vacio">No hay notas</p>
        ) : (
          <ul className="lista-notas">
            {notas.map((n) => (
              <li key={n.idnota} className="nota" data-testid="nota">
                {editando === n.idnota ? (
                  <FormularioNota
                    titulo="Modificar nota"
                    boton="Guardar"
                    inicial={n.texto}
                    alCancelar={() => setEditando(null)}
                    alGuardar={async (texto) => {
                      await db.mutate('nota.updateSync', { id: n.idnota, cambios: { texto: texto.trim() } });
                      mostrar({ mensaje: 'Cambios guardados' });
                      setEditando(null);
                    }}
                  />
                ) : (
                  <>
                    <p className="nota-texto texto-largo">{n.texto}</p>
                    <p className="nota-pie">{`${n.autor} · ${formatearFechaHora(n.fecha)}`}</p>
                    <div className="botonera">
                      {editar && (
                        <button type="button" className="boton" aria-label={`Modificar la nota del ${formatearFechaHora(n.fecha)}`} onClick={() => setEditando(n.idnota)}>
                          Modificar
                        </button>
                      )}
                      {borrar && (
                        <button type="button" className="boton" aria-label={`Eliminar la nota del ${formatearFechaHora(n.fecha)}`} onClick={() => eliminar.pedir(n)}>
                          Eliminar
                        </button>
                      )}
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {eliminar.dialogo}
    </>
  );
}

interface FormularioNotaProps {
  titulo: string;
  boton: string;
  inicial: string;
  alGuardar: (texto: string) => Promise<void>;
  alCancelar?: () => void;
}

/** El texto de una nota (requerido, como mucho MAX_TEXTO_NOTA): el mismo formulario para añadir y modificar. */
const formularioNota = (boton: string, alGuardar: (texto: string) => Promise<void>) =>
  declararFormulario<{ texto: string }>({
    entidad: 'nota',
    campos: [{ campo: 'texto', tipo: 'area', etiqueta: 'Texto de la nota', requerido: true, filas: 3, maximo: MAX_TEXTO_NOTA }],
    boton,
    enviar: ({ valores }) => alGuardar(valores.texto),
  });

function FormularioNota({ titulo, boton, inicial, alGuardar, alCancelar }: FormularioNotaProps) {
  const id = useId();
  const declaracion = useMemo(() => formularioNota(boton, alGuardar), [boton, alGuardar]);
  const valores = useMemo(() => ({ texto: inicial }), [inicial]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={undefined}
        modo="alta"
        etiqueta={titulo}
        alCancelar={alCancelar}
      />
    </section>
  );
}
