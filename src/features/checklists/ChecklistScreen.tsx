/**
 * /offline/partes/{idparte_trabajo}/checklists/{idchecklist}: una checklist del parte, sin conexión. Por
 * grupos, cada pregunta se contesta (Sin contestar / Correcto / Anomalía con su tipo y grado), las acciones
 * de revisión se marcan como realizadas, cada pregunta tiene sus acciones correctoras y sus fotos (la
 * pantalla de ficheros compartida, idtabla de pregunta_checklist_ot). Arriba: el resultado (sección 4),
 * 'Marcar todo correcto', la firma del cliente (nombre, DNI validado y el panel de firma compartido) y
 * 'Reabrir' con 'Confirmación'. Todo son mutaciones encoladas (replication/mutadores/checklist.ts); el
 * resultado lo recalcula el mutador, aquí solo se muestra. La checklist llega por la carcasa de documento
 * (cargando, no está, sin permiso, anulada) y el parte, por MarcoParteOffline.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { claveResultado, ESTADO_CHECKLIST, sinContestar, type Respuesta } from '../../../replication/checklist-reglas';
import { MAX_IMAGEN_FIRMA_CHECKLIST, MENSAJES_CHECKLIST } from '../../../replication/mutadores/checklist';
import { MAX_DESCRIPCION_ACCION } from '../../../replication/mutadores/tecnico';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { aDatosFirmante, camposFirmante, FIRMANTE_VACIO, type ValoresFirmante } from '../../ui/formulario/firmante';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { etiquetaEstadoAccion, etiquetasEstadoAccion, esEstadoAccion, opcionesEstadoAccion, type EstadoAccion } from '../offline/offline.labels';
import type { ParamsMutacion } from '../../../replication/mutadores';
import type { Parte } from '../offline/consultas';
import { MarcoParteOffline } from '../offline/MarcoParteOffline';
import { etiquetaEstadoChecklist, etiquetasRespuesta, opcionesRespuesta, TEXTOS_CHECKLISTS as T } from './checklists.labels';
import { mueveLaSeleccion, respuestaPorGuardar } from './eleccion-respuesta';
import { textoResultado } from './resultado';
import { IDTABLA_PREGUNTA, useChecklist, type AccionCorrectora, type DatosChecklist, type Pregunta } from './consultas';
import './checklists.css';

export interface ChecklistScreenProps {
  idparte_trabajo: string;
  idchecklist: string;
}

export function ChecklistScreen({ idparte_trabajo, idchecklist }: ChecklistScreenProps) {
  return (
    <Documento
      coleccion="checklistot"
      id={idchecklist}
      nombre="Checklist"
      volver={
        <Link to="/offline/partes/$idparte_trabajo/checklists" params={{ idparte_trabajo }}>
          Volver a las checklists del parte
        </Link>
      }
    >
      {(checklist) => (
        <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo="Checklist">
          {(parte) => <ContenidoChecklist parte={parte} checklist={checklist} />}
        </MarcoParteOffline>
      )}
    </Documento>
  );
}

type AccionCabecera = 'reabrir' | 'marcarTodo';

function ContenidoChecklist({ parte, checklist }: { parte: Parte; checklist: DocumentoDe<'checklistot'> }) {
  const { db, sesion } = useVigia();
  const estado = useChecklist(checklist);
  const [firmando, setFirmando] = useState(false);
  const idTitulo = useId();
  // 'Reabrir' y 'Marcar todo correcto': una acción con 'Confirmación'; mientras corre, ningún botón de arriba.
  const accion = useAccion<AccionCabecera, void>({
    ejecutar: (a) =>
      db.mutate(a === 'reabrir' ? 'checklistOt.reabrirSync' : 'checklistOt.marcarTodoCorrectoSync', { idchecklist_ot: checklist.idchecklist_ot }).then(() => undefined),
    confirmar: (a) => ({ texto: <p>{a === 'reabrir' ? T.confirmarReabrir : T.confirmarMarcarTodo}</p> }),
    exito: (_, a) => (a === 'reabrir' ? T.reabierta : T.todoCorrecto),
  });
  const ocupado = accion.ocupado;

  if (estado.fase === 'cargando') return <p role="status">Cargando checklist…</p>;
  const d = estado.datos;
  const c = d.checklist;
  const finalizada = c.estado === ESTADO_CHECKLIST.finalizada;
  // Sin el permiso de modificar, la checklist se ve pero no se contesta (el servidor lo rechazaría).
  const puedeContestar = puede(sesion.usuario, 'pregunta_checklist_ot', 'editar');
  const puedeFirmar = puede(sesion.usuario, 'checklist_ot', 'editar');
  const editable = parte.estado === 1 && c.estado === ESTADO_CHECKLIST.pendiente && puedeContestar;
  const quedan = sinContestar(d.preguntas);

  return (
    <>
      <section className="tarjeta cabecera-checklist" aria-labelledby={idTitulo}>
        <h2 id={idTitulo}>{c.descripcion}</h2>
        <p className="titulo-con-etiquetas">
          <span className={`etiqueta etiqueta-estado-${c.estado}`} data-testid="estado-checklist">
            {etiquetaEstadoChecklist(c.estado)}
          </span>
          <span className={`etiqueta resultado-checklist resultado-${claveResultado(c.resultado)}`} data-testid="resultado-checklist">
            {textoResultado(c)}
          </span>
          {quedan > 0 && <span className="nota">{quedan === 1 ? 'Queda 1 pregunta sin contestar' : `Quedan ${quedan} preguntas sin contestar`}</span>}
        </p>
        {c.firma_nombre ? (
          <div className="firma-checklist" data-testid="firma-checklist">
            <p>
              Firmada por <strong>{c.firma_nombre}</strong>, DNI {c.firma_dni ?? ''}, el {formatearFechaHora(c.firma_fecha)}
            </p>
            {c.firma_imagen && <img className="firma-guardada" src={c.firma_imagen} alt={`Firma de ${c.firma_nombre}`} />}
          </div>
        ) : (
          <p className="nota" data-testid="firma-checklist">
            Sin firmar
          </p>
        )}
        {accion.aviso}
        <div className="botonera">
          {editable && (
            <>
              <button className="boton" {...accion.boton('marcarTodo')}>
                {T.marcarTodo}
              </button>
              {puedeFirmar && (
                <button type="button" className="boton boton-primario" disabled={ocupado} aria-expanded={firmando} onClick={() => setFirmando((x) => !x)}>
                  {T.firmar}
                </button>
              )}
            </>
          )}
          {finalizada && parte.estado === 1 && puedeFirmar && (
            <button className="boton boton-peligro" {...accion.boton('reabrir')}>
              {T.reabrir}
            </button>
          )}
        </div>
      </section>
      {firmando && editable && <FormularioFirmaChecklist idchecklist={c.idchecklist_ot} alTerminar={() => setFirmando(false)} />}
      {d.grupos.map((g) => (
        <section key={g.idgrupo_checklist_ot} className="grupo-checklist" aria-label={`Grupo ${g.descripcion}`}>
          <h2>{g.descripcion}</h2>
          {d.preguntas
            .filter((p) => p.idgrupo_checklist_ot === g.idgrupo_checklist_ot)
            .map((p) => (
              <TarjetaPregunta key={p.idpregunta_checklist_ot} pregunta={p} datos={d} editable={editable} />
            ))}
        </section>
      ))}
      {accion.dialogo}
    </>
  );
}

interface TarjetaPreguntaProps {
  pregunta: Pregunta;
  datos: DatosChecklist;
  editable: boolean;
}

function TarjetaPregunta({ pregunta: p, datos: d, editable }: TarjetaPreguntaProps) {
  const { db } = useVigia();
  const id = useId();
  const [respuesta, setRespuesta] = useState<Respuesta>(p.respuesta);
  // Elegida con las flechas y aún sin guardar (se guarda con Intro o al salir del grupo).
  const [pendiente, setPendiente] = useState(false);
  // La tecla pulsada es una flecha: el cambio que el navegador hace a continuación solo recorre las opciones.
  const conFlechas = useRef(false);
  // Guardados en curso (un clic durante otro guardado encola el suyo detrás: el motor las aplica en orden).
  // Se llama a `ejecutar` directamente: nada se desactiva y el foco se queda en la opción elegida.
  const guardado = useAccion<Omit<ParamsMutacion['checklistOt.responderSync'], 'idpregunta_checklist_ot'>, void>({
    ejecutar: (params) => db.mutate('checklistOt.responderSync', { idpregunta_checklist_ot: p.idpregunta_checklist_ot, ...params }).then(() => undefined),
    exito: T.respuestaGuardada,
    simultaneas: true,
  });
  const guardando = guardado.ocupado;
  const acciones = d.acciones.filter((a) => a.idpregunta_checklist_ot === p.idpregunta_checklist_ot);
  const adjuntos = d.ficheros.get(p.idpregunta_checklist_ot) ?? 0;
  // Lo elegido en pantalla sigue al documento cuando cambia desde otra pestaña o al reabrir (salvo mientras
  // se recorren las opciones con las flechas: lo elegido ahí se guardará al confirmar).
  const [vista, setVista] = useState(p.respuesta);
  if (vista !== p.respuesta) {
    setVista(p.respuesta);
    if (!pendiente) setRespuesta(p.respuesta);
  }

  const responder = async (params: Omit<ParamsMutacion['checklistOt.responderSync'], 'idpregunta_checklist_ot'>): Promise<boolean> => (await guardado.ejecutar(params)).hecho;

  const anomaliaActual = p.respuesta === 'anomalia' ? { idtanomalia_checklist_ot: p.idtanomalia_checklist_ot, idgrado_anomalia: p.idgrado_anomalia } : {};

  const guardarRespuesta = (r: Respuesta) => {
    setPendiente(false);
    // La anomalía necesita su tipo: se guarda con su propio botón.
    const porGuardar = respuestaPorGuardar(r, p.respuesta);
    if (porGuardar) void responder({ respuesta: porGuardar });
  };

  // Patrón de grupo de opciones (APG): las flechas mueven y marcan sin contestar, como en un formulario; un
  // clic, el espacio o el lector de pantalla al activar una opción contestan ya, y Intro o salir del grupo confirman.
  const elegir = (r: Respuesta) => {
    setRespuesta(r);
    if (conFlechas.current) {
      conFlechas.current = false;
      setPendiente(true);
    } else {
      guardarRespuesta(r);
    }
  };

  const confirmar = () => {
    if (pendiente && editable) guardarRespuesta(respuesta);
  };

  const alPulsar = (e: KeyboardEvent<HTMLDivElement>) => {
    if (mueveLaSeleccion(e.key)) {
      conFlechas.current = true;
    } else if (e.key === 'Enter' && pendiente) {
      e.preventDefault();
      confirmar();
    }
  };

  const alSalir = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) confirmar();
  };

  // Si la pantalla se cierra sin que el foco salga del grupo (atrás del navegador), lo elegido se guarda igual.
  const confirmarAlDesmontar = useEffectEvent(confirmar);
  useEffect(() => () => confirmarAlDesmontar(), []);

  return (
    <article className="tarjeta pregunta-checklist" aria-labelledby={`${id}-p`}>
      {/* Guardar no desactiva el grupo: el foco se queda en la opción (aria-busy y el aviso de estado lo dicen). */}
      <fieldset className="grupo-campos" disabled={!editable}>
        <legend id={`${id}-p`} className="pregunta-texto">
          {p.descripcion}
          {p.tipo === 'revision' && <span className="etiqueta etiqueta-neutra">{T.revision}</span>}
        </legend>
        <div
          className="respuestas-checklist"
          role="radiogroup"
          aria-label={`Respuesta a ${p.descripcion}`}
          aria-busy={guardando}
          aria-describedby={`${id}-estado`}
          onKeyDown={alPulsar}
          onKeyUp={() => {
            conFlechas.current = false;
          }}
          onBlur={alSalir}
        >
          {opcionesRespuesta.map((r) => (
            <label key={r} className="opcion-respuesta">
              <input type="radio" name={`${id}-respuesta`} value={r} checked={respuesta === r} onChange={() => elegir(r)} />
              {etiquetasRespuesta[r]}
            </label>
          ))}
        </div>
        <p id={`${id}-estado`} className="estado-respuesta" role="status">
          {guardando ? T.guardandoRespuesta : pendiente ? T.respuestaSinGuardar : ''}
        </p>
        {p.tipo === 'revision' && (
          <label className="opcion-respuesta">
            <input
              type="checkbox"
              checked={p.realizada}
              onChange={(e) => void responder({ respuesta: p.respuesta, ...anomaliaActual, realizada: e.target.checked })}
            />
            {T.realizada}
          </label>
        )}
        {respuesta === 'anomalia' && <FormularioAnomalia pregunta={p} datos={d} alGuardar={(params) => responder({ respuesta: 'anomalia', ...params })} />}
        {p.respuesta === 'anomalia' && respuesta === 'anomalia' && <ResumenAnomalia pregunta={p} datos={d} />}
      </fieldset>
      {guardado.aviso}
      <AccionesCorrectoras pregunta={p} acciones={acciones} editable={editable} />
      <p className="adjuntos-pregunta">
        <Link to="/ficheros/$id/$idtabla" params={{ id: p.idpregunta_checklist_ot, idtabla: String(IDTABLA_PREGUNTA) }} aria-label={`Fotos y adjuntos de ${p.descripcion}`}>
          {`${T.fotos} (${adjuntos})`}
        </Link>
        {' · '}
        <Link to="/ficheros/$id/$idtabla/add" params={{ id: p.idpregunta_checklist_ot, idtabla: String(IDTABLA_PREGUNTA) }} aria-label={`Añadir foto a ${p.descripcion}`}>
          {T.anadirFoto}
        </Link>
      </p>
    </article>
  );
}

function ResumenAnomalia({ pregunta: p, datos: d }: { pregunta: Pregunta; datos: DatosChecklist }) {
  const tipo = d.tipos.find((t) => t.idtanomalia_checklist_ot === p.idtanomalia_checklist_ot);
  const grado = d.grados.find((g) => g.idgrado_anomalia === p.idgrado_anomalia);
  const textoGrado = p.idgrado_anomalia === null ? 'sin grado' : grado ? grado.descripcion : 'grado desconocido';
  return (
    <p className="anomalia-guardada">
      Anomalía guardada: {tipo?.descripcion ?? 'tipo desconocido'} ({textoGrado}){p.observaciones ? `. ${p.observaciones}` : ''}
    </p>
  );
}

interface FormularioAnomaliaProps {
  pregunta: Pregunta;
  datos: DatosChecklist;
  alGuardar: (params: { idtanomalia_checklist_ot: string; idgrado_anomalia: string | null; observaciones: string | null }) => Promise<boolean>;
}

const MAX_OBSERVACIONES = 2000;

interface ValoresAnomalia {
  tipo: string;
  grado: string;
  observaciones: string;
}

function FormularioAnomalia({ pregunta: p, datos: d, alGuardar }: FormularioAnomaliaProps) {
  const valores = useMemo<ValoresAnomalia>(
    () => ({ tipo: p.idtanomalia_checklist_ot ?? '', grado: p.idgrado_anomalia ?? '', observaciones: p.observaciones ?? '' }),
    [p.idtanomalia_checklist_ot, p.idgrado_anomalia, p.observaciones],
  );
  const declaracion = useMemo(
    () =>
      declararFormulario<ValoresAnomalia>({
        campos: [
          {
            campo: 'tipo',
            tipo: 'seleccion',
            etiqueta: T.tipoAnomalia,
            requerido: true,
            mensajeRequerido: MENSAJES_CHECKLIST.faltaTipoAnomalia,
            opciones: [{ valor: '', etiqueta: T.elegirTipo }, ...d.tipos.map((t) => ({ valor: t.idtanomalia_checklist_ot, etiqueta: t.descripcion }))],
            // El grado propuesto es el del tipo de anomalía (se puede cambiar).
            rellena: (tipo) => {
              const propuesto = d.tipos.find((t) => t.idtanomalia_checklist_ot === tipo)?.idgrado_anomalia;
              return propuesto ? { grado: propuesto } : {};
            },
          },
          { campo: 'grado', tipo: 'seleccion', etiqueta: T.grado, opciones: [{ valor: '', etiqueta: T.sinGrado }, ...d.grados.map((g) => ({ valor: g.idgrado_anomalia, etiqueta: g.descripcion }))] },
          { campo: 'observaciones', tipo: 'area', etiqueta: T.observaciones, filas: 2, maximo: MAX_OBSERVACIONES, normalizar: (v) => v.trim() },
        ],
        boton: T.guardarAnomalia,
        // Un fallo lo enseña la respuesta (su aviso); lo escrito se queda en el formulario.
        enviar: ({ valores: v }) =>
          alGuardar({ idtanomalia_checklist_ot: v.tipo, idgrado_anomalia: v.grado === '' ? null : v.grado, observaciones: v.observaciones === '' ? null : v.observaciones }),
      }),
    [d.tipos, d.grados, alGuardar],
  );
  return (
    <div className="anomalia-checklist">
      <FormularioDeclarado declaracion={declaracion} valores={valores} registro={undefined} modo="edicion" />
    </div>
  );
}


const SIN_DESCRIPCION = { descripcion: '' };

function AccionesCorrectoras({ pregunta: p, acciones, editable }: { pregunta: Pregunta; acciones: AccionCorrectora[]; editable: boolean }) {
  const { db } = useVigia();
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const cambioEstado = useAccion<{ accion: AccionCorrectora; estado: EstadoAccion }, void>({
    ejecutar: ({ accion, estado }) => db.mutate('checklistOt.estadoAccionCorrectoraSync', { idaccion_correctora_ot: accion.idaccion_correctora_ot, estado }).then(() => undefined),
    exito: (_, { accion, estado }) => `${accion.descripcion}: ${etiquetaEstadoAccion(estado)}`,
    simultaneas: true,
  });
  const alta = useMemo(
    () =>
      declararFormulario<{ descripcion: string }>({
        entidad: 'accioncorrectoraot',
        campos: [{ campo: 'descripcion', tipo: 'texto', etiqueta: 'Descripción de la acción', requerido: true, maximo: MAX_DESCRIPCION_ACCION, normalizar: (v) => v.trim() }],
        boton: 'Guardar acción',
        mensaje: T.accionAnadida,
        enviar: ({ valores }) =>
          db.mutate('checklistOt.accionCorrectoraSync', {
            idaccion_correctora_ot: crypto.randomUUID(),
            idpregunta_checklist_ot: p.idpregunta_checklist_ot,
            descripcion: valores.descripcion,
            estado: 1,
          }),
      }),
    [db, p.idpregunta_checklist_ot],
  );

  const cambiarEstado = (a: AccionCorrectora, estado: EstadoAccion) => void cambioEstado.ejecutar({ accion: a, estado });

  if (acciones.length === 0 && !editable) return null;
  return (
    <div className="acciones-correctoras" aria-labelledby={`${id}-t`} role="group">
      <h3 id={`${id}-t`}>{T.accionesCorrectoras}</h3>
      {acciones.length > 0 && (
        <ul className="lista-acciones-correctoras">
          {acciones.map((a) => (
            <li key={a.idaccion_correctora_ot}>
              <span>{a.descripcion}</span>{' '}
              <select
                aria-label={`Estado de ${a.descripcion}`}
                value={String(a.estado)}
                disabled={!editable}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (esEstadoAccion(n)) cambiarEstado(a, n);
                }}
              >
                {opcionesEstadoAccion.map((e) => (
                  <option key={e} value={String(e)}>
                    {etiquetasEstadoAccion[e]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      {cambioEstado.aviso}
      {editable && !abierto && (
        <button type="button" className="boton" onClick={() => setAbierto(true)} aria-label={`${T.anadirAccion} a ${p.descripcion}`}>
          {T.anadirAccion}
        </button>
      )}
      {editable && abierto && (
        <FormularioDeclarado
          declaracion={alta}
          valores={SIN_DESCRIPCION}
          registro={undefined}
          modo="alta"
          etiqueta={`${T.nuevaAccion} de ${p.descripcion}`}
          despues={() => setAbierto(false)}
          alCancelar={() => setAbierto(false)}
        />
      )}
    </div>
  );
}

function FormularioFirmaChecklist({ idchecklist, alTerminar }: { idchecklist: string; alTerminar: () => void }) {
  const { db } = useVigia();
  const id = useId();
  // Nombre, DNI y firma (firmante.ts) → checklistOt.firmarSync; la checklist queda finalizada.
  const declaracion = useMemo(
    () =>
      declararFormulario<ValoresFirmante, string>({
        campos: camposFirmante({ maxImagen: MAX_IMAGEN_FIRMA_CHECKLIST, firmaRequerida: T.firmaRequerida }),
        boton: T.guardarFirma,
        mensaje: T.firmada,
        enviar: ({ valores, registro }) => db.mutate('checklistOt.firmarSync', { idchecklist_ot: registro, ...aDatosFirmante(valores) }),
      }),
    [db],
  );

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Firma del cliente</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={FIRMANTE_VACIO}
        registro={idchecklist}
        modo="alta"
        despues={alTerminar}
        alCancelar={alTerminar}
      />
    </section>
  );
}
