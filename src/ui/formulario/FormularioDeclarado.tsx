/**
 * Un formulario declarado (declaracion.ts) sobre TanStack Form: el estado de los valores, lo tocado y los
 * intentos de envío es de TanStack Form; las reglas y los mensajes son los de la declaración.
 * - Edición: cada campo sin tocar sigue al documento vivo (un cambio de otra pestaña o de una descarga se
 *   ve al momento sin pisar lo que se escribe); guardar manda solo lo cambiado y no se puede sin cambios.
 * - Alta: guardar manda todos los valores y el formulario vuelve a los iniciales.
 * - El error se enseña al salir del campo o tras intentar guardar; al intentarlo con errores el foco va
 *   al primero. Mientras guarda, el botón está ocupado; si la mutación falla, el error se ve y lo escrito
 *   se queda. Con cambios sin guardar, el formulario cuenta como sucio (formularios-sucios.ts).
 * - Si la declaración lo pide (`confirmar`), antes de guardar pregunta en la 'Confirmación'.
 */
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormularioSucio } from '../../app/formularios-sucios';
import { DialogoConfirmacion } from '../DialogoConfirmacion';
import { useSnackbar } from '../Snackbar';
import { AvisosFormulario } from './AvisosFormulario';
import { CampoDeclarado } from './CampoDeclarado';
import { cambiosDe, campoSuelto, camposVisibles, erroresDe, normalizar, type CampoDeclarado as Campo, type DeclaracionFormulario } from './declaracion';
import { enfocarCuandoSePueda } from './enfocar';
import './formulario.css';

type Registro = Record<string, unknown>;

/** V → el registro plano de TanStack Form (solo los campos declarados). */
const aRegistro = <V,>(campos: readonly Campo<V>[], valores: V): Registro => Object.fromEntries(campos.map((c) => [String(c.campo), valores[c.campo]]));

/** El registro del formulario de vuelta a V, sobre los valores de partida (los no declarados se quedan). */
const deRegistro = <V,>(campos: readonly Campo<V>[], base: V, registro: Registro): V => {
  const salida: V = { ...base };
  // Frontera con TanStack Form: el registro solo guarda lo que escribió cada control de su tipo.
  for (const c of campos) if (String(c.campo) in registro) salida[c.campo] = registro[String(c.campo)] as V[keyof V];
  return salida;
};

export interface FormularioDeclaradoProps<V, R> {
  declaracion: DeclaracionFormulario<V, R>;
  /** Edición: los valores del documento (vivos). Alta: los iniciales. */
  valores: V;
  /** El registro que se edita o del que cuelga el alta; llega a `enviar`. */
  registro: R;
  modo: 'alta' | 'edicion';
  /** Tras guardar y avisar (volver a la ficha…). */
  despues?: () => void | Promise<void>;
  /** Enlaces o botones junto a Guardar ('Volver a la ficha'). */
  acciones?: ReactNode;
  /** Botón 'Cancelar' junto a Guardar (cierra el panel o el diálogo sin guardar). */
  alCancelar?: () => void;
  /** Todo el formulario desactivado (sin permiso, registro anulado). */
  desactivado?: boolean;
  /** Nombre accesible del formulario. */
  etiqueta?: string;
  /** Lo que va tras los campos y antes de los avisos, con los valores actuales (un total, una vista previa). */
  pie?: (valores: V) => ReactNode;
  /** Avisa de cada cambio de valores (la pantalla que enseña algo según lo elegido fuera del formulario). */
  alCambiar?: (valores: V) => void;
  /** Edición: botón 'Deshacer cambios' mientras hay cambios sin guardar (vuelve a lo del documento). */
  deshacer?: boolean;
}

export function FormularioDeclarado<V, R>({
  declaracion,
  valores,
  registro,
  modo,
  despues,
  acciones,
  desactivado = false,
  etiqueta,
  pie,
  alCambiar,
  deshacer = false,
  alCancelar,
}: FormularioDeclaradoProps<V, R>) {
  const { campos, entidad } = declaracion;
  const { mostrar } = useSnackbar();
  const idFormulario = useId();
  const contenedor = useRef<HTMLFormElement>(null);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [pregunta, setPregunta] = useState<{ texto: ReactNode; responder: (si: boolean) => void } | null>(null);
  const iniciales = useMemo(() => aRegistro(campos, valores), [campos, valores]);

  const form = useForm({
    defaultValues: iniciales,
    onSubmit: async ({ value }) => {
      const actuales = deRegistro(campos, valores, value);
      const [primerError] = erroresDe(declaracion, actuales);
      if (primerError !== undefined) {
        enfocar(String(primerError.campo));
        return;
      }
      const cambios = cambiosDe(campos, valores, actuales);
      if (modo === 'edicion' && Object.keys(cambios).length === 0) return;
      const datos = { valores: normalizar(campos, actuales), cambios, registro };
      const texto = declaracion.confirmar?.(datos);
      if (texto !== undefined && texto !== null && texto !== false && !(await new Promise<boolean>((responder) => setPregunta({ texto, responder })))) return;
      setErrorGuardar(null);
      try {
        await declaracion.enviar(datos);
      } catch (e) {
        setErrorGuardar(e instanceof Error ? e.message : String(e));
        return;
      }
      // Lo guardado pasa a ser el punto de partida: sin tocar, el formulario sigue al documento.
      form.reset(modo === 'alta' ? iniciales : aRegistro(campos, normalizar(campos, actuales)));
      if (declaracion.mensaje !== undefined) mostrar({ mensaje: declaracion.mensaje });
      await despues?.();
    },
  });

  const responder = (si: boolean): void => {
    pregunta?.responder(si);
    setPregunta(null);
  };

  const enfocar = (campo: string): void => {
    const caja = contenedor.current?.querySelector(`[data-campo="${CSS.escape(campo)}"]`);
    const destino = caja?.querySelector<HTMLElement>('input, textarea, select, button, canvas, [tabindex]');
    if (destino) enfocarCuandoSePueda(destino);
  };

  // Edición: lo que cambia por debajo entra en los campos que el usuario no ha cambiado.
  const anteriores = useRef(iniciales);
  useEffect(() => {
    if (modo !== 'edicion' || anteriores.current === iniciales) return;
    const antes = anteriores.current;
    anteriores.current = iniciales;
    for (const [campo, nuevo] of Object.entries(iniciales)) {
      if (Object.is(form.getFieldValue(campo), antes[campo]) && !Object.is(nuevo, antes[campo])) form.setFieldValue(campo, nuevo, { dontUpdateMeta: true });
    }
  }, [form, iniciales, modo]);

  const registroActual = useStore(form.store, (s) => s.values);
  const intentos = useStore(form.store, (s) => s.submissionAttempts);
  const guardando = useStore(form.store, (s) => s.isSubmitting);
  const actuales = deRegistro(campos, valores, registroActual);
  const errores = new Map(erroresDe(declaracion, actuales).map((e) => [String(e.campo), e.error]));
  const modificado = Object.keys(cambiosDe(campos, valores, actuales)).length > 0;
  useFormularioSucio(modificado);
  const mostrarRevision = intentos > 0 && errores.size > 0;
  const avisarCambio = useEffectEvent((v: V) => alCambiar?.(v));
  useEffect(() => avisarCambio(deRegistro(campos, valores, registroActual)), [campos, valores, registroActual]);

  return (
    <form
      ref={contenedor}
      noValidate
      aria-label={etiqueta}
      id={idFormulario}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {camposVisibles(campos, actuales).map((c) => {
        const suelto = campoSuelto(c, entidad);
        return (
          <form.Field key={suelto.campo} name={suelto.campo}>
            {(field) => {
              const error = field.state.meta.isTouched || field.state.meta.isBlurred || intentos > 0 ? (errores.get(suelto.campo) ?? null) : null;
              const inactivo = desactivado || suelto.desactivado === true;
              const cambiar = (v: unknown): void => {
                field.handleChange(v);
                if (c.rellena === undefined) return;
                const nuevos = deRegistro(campos, valores, { ...form.state.values, [suelto.campo]: v });
                for (const [otro, valor] of Object.entries(c.rellena(nuevos[c.campo], nuevos))) form.setFieldValue(otro, valor);
              };
              return (
                <div className="campo-declarado" data-campo={suelto.campo} onBlur={field.handleBlur}>
                  {c.tipo === 'propio' ? (
                    c.pintar({
                      valor: actuales[c.campo],
                      alCambiar: cambiar,
                      error,
                      etiqueta: c.etiqueta,
                      requerido: suelto.requerido,
                      desactivado: inactivo,
                      cambiarCampo: (otro, valor) => form.setFieldValue(String(otro), valor),
                    })
                  ) : (
                    <CampoDeclarado
                      campo={{ ...suelto, tipo: c.tipo }}
                      valor={field.state.value}
                      alCambiar={cambiar}
                      error={error}
                      opciones={c.tipo === 'seleccion' ? (typeof c.opciones === 'function' ? c.opciones(actuales) : c.opciones) : []}
                      fuente={c.tipo === 'coleccion' ? c.desde : undefined}
                      desactivado={inactivo}
                    />
                  )}
                </div>
              );
            }}
          </form.Field>
        );
      })}
      {pie?.(actuales)}
      <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
      <div className="botonera">
        <button
          type="submit"
          className="boton boton-primario"
          disabled={desactivado || guardando || (modo === 'edicion' && !modificado)}
          aria-busy={guardando}
        >
          {declaracion.boton ?? 'Guardar'}
        </button>
        {deshacer && modificado && (
          <button
            type="button"
            className="boton"
            disabled={guardando}
            onClick={() => {
              form.reset(iniciales);
              setErrorGuardar(null);
            }}
          >
            Deshacer cambios
          </button>
        )}
        {alCancelar && (
          <button type="button" className="boton" onClick={alCancelar}>
            Cancelar
          </button>
        )}
        {acciones}
      </div>
      {declaracion.confirmar !== undefined && (
        <DialogoConfirmacion abierto={pregunta !== null} alAceptar={() => responder(true)} alCancelar={() => responder(false)}>
          {pregunta?.texto}
        </DialogoConfirmacion>
      )}
    </form>
  );
}
