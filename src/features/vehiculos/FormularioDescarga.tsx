/**
 * Formulario común de las dos descargas (la furgoneta entera y el sobrante de un parte): almacén de
 * destino, una línea por artículo (marcada, con todas sus unidades por defecto), los errores por línea,
 * los avisos de existencias y la 'Confirmación' antes de encolar. Quien lo usa dice qué unidades hay
 * (disponibles), qué avisos dar y qué mutación mandar; aquí no hay reglas de stock.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useFormularioSucio } from '../../app/formularios-sucios';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoCasilla, CampoNumero, CampoSeleccion } from '../../ui/formulario/campos';
import { useSnackbar } from '../../ui/Snackbar';
import { formatearUnidades } from '../ordenes/TablaLineas';
import type { Almacen, Articulo } from '../offline/consultas';
import { etiquetasTipoAlmacen } from '../offline/offline.labels';
import { errorDescarga, errorLinea, lineasIniciales, totalUnidades, type LineaDescarga } from './vehiculos';

export interface FormularioDescargaProps {
  titulo: string;
  /** Texto del botón que abre la confirmación. */
  accion: string;
  destinos: readonly Almacen[];
  idDestinoInicial: string;
  /** idarticulo → unidades que se pueden descargar (solo > 0). */
  disponibles: ReadonlyMap<string, number>;
  etiquetaDisponibles: string;
  catalogo: ReadonlyMap<string, Articulo>;
  /** Avisos (no bloquean) y errores (bloquean) de las líneas elegidas antes de confirmar. */
  avisos: (lineas: readonly LineaDescarga[], descripcion: (idarticulo: string) => string) => string[];
  errores?: (lineas: readonly LineaDescarga[], descripcion: (idarticulo: string) => string) => string[];
  /** Encola la mutación; lanza con el mensaje si el mutador la rechaza. */
  enviar: (idalmacen_destino: string, lineas: readonly LineaDescarga[]) => Promise<void>;
  mensajeHecho: string;
  /** La pregunta de la confirmación para el destino elegido. */
  pregunta: (destino: Almacen, articulos: number, unidades: number) => string;
}

export function FormularioDescarga(props: FormularioDescargaProps) {
  const { titulo, accion, destinos, idDestinoInicial, disponibles, etiquetaDisponibles, catalogo, avisos, errores, enviar, mensajeHecho, pregunta } = props;
  const id = useId();
  const { mostrar } = useSnackbar();
  const iniciales = useMemo(() => lineasIniciales(disponibles), [disponibles]);
  const [lineas, setLineas] = useState<LineaDescarga[]>(iniciales);
  const [idDestino, setIdDestino] = useState(idDestinoInicial);
  const [intentado, setIntentado] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  useFormularioSucio(JSON.stringify(lineas) !== JSON.stringify(iniciales) || idDestino !== idDestinoInicial);

  const descripcion = (idarticulo: string): string => catalogo.get(idarticulo)?.descripcion ?? `Artículo ${idarticulo}`;
  const destino = destinos.find((d) => d.idalmacen === idDestino) ?? null;
  const errorGeneral = errorDescarga(lineas) ?? (destino ? null : 'Elige el almacén de destino');
  const invalidas = lineas.some((l) => errorLinea(l) !== null);
  const bloqueos = errores?.(lineas, descripcion) ?? [];
  const listaAvisos = avisos(lineas, descripcion);
  const elegidas = lineas.filter((l) => l.marcada).length;

  const cambiar = (idarticulo: string, cambio: Partial<LineaDescarga>) =>
    setLineas((ls) => ls.map((l) => (l.idarticulo === idarticulo ? { ...l, ...cambio } : l)));

  const alEnviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentado(true);
    if (errorGeneral !== null || invalidas || bloqueos.length > 0) return;
    setConfirmar(true);
  };

  const confirmarDescarga = async () => {
    if (!destino) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      await enviar(destino.idalmacen, lineas);
      setConfirmar(false);
      setIntentado(false);
      mostrar({ mensaje: mensajeHecho });
    } catch (err) {
      setConfirmar(false);
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <form onSubmit={alEnviar} noValidate>
        <fieldset className="grupo-campos" disabled={guardando}>
          <CampoSeleccion
            etiqueta="Almacén de destino"
            requerido
            valor={idDestino}
            opciones={destinos.map((d) => ({ valor: d.idalmacen, etiqueta: `${d.nombre} (${etiquetasTipoAlmacen[d.tipo]})` }))}
            alCambiar={setIdDestino}
          />
          {lineas.map((l) => {
            const a = catalogo.get(l.idarticulo);
            const nombre = a ? `${a.codigo} · ${a.descripcion}` : `Artículo ${l.idarticulo}`;
            return (
              <div key={l.idarticulo} className="linea-descarga" data-idarticulo={l.idarticulo}>
                <CampoCasilla
                  etiqueta={`${nombre} (${etiquetaDisponibles}: ${formatearUnidades(disponibles.get(l.idarticulo) ?? 0)})`}
                  valor={l.marcada}
                  alCambiar={(marcada) => cambiar(l.idarticulo, { marcada })}
                />
                <CampoNumero
                  etiqueta={`Unidades de ${a?.codigo ?? l.idarticulo}`}
                  decimales={0}
                  desactivado={!l.marcada}
                  valor={l.unidades}
                  alCambiar={(unidades) => cambiar(l.idarticulo, { unidades })}
                  error={intentado ? errorLinea(l) : null}
                />
              </div>
            );
          })}
        </fieldset>
        <p className="nota">{`${elegidas} de ${lineas.length} artículos elegidos · ${formatearUnidades(totalUnidades(lineas))} unidades`}</p>
        {listaAvisos.length > 0 && (
          <div role="alert" className="alerta alerta-error aviso-existencias">
            {listaAvisos.map((a) => (
              <p key={a}>{a}</p>
            ))}
          </div>
        )}
        {intentado && (errorGeneral !== null || bloqueos.length > 0) && (
          <div role="alert" className="alerta alerta-error">
            {[...(errorGeneral ? [errorGeneral] : []), ...bloqueos].map((t) => (
              <p key={t}>{t}</p>
            ))}
          </div>
        )}
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentado && invalidas} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            {accion}
          </button>
        </div>
      </form>
      <DialogoConfirmacion abierto={confirmar} ocupado={guardando} alCancelar={() => setConfirmar(false)} alAceptar={() => void confirmarDescarga()}>
        {destino && <p>{pregunta(destino, elegidas, totalUnidades(lineas))}</p>}
        {listaAvisos.map((a) => (
          <p key={a}>{a}</p>
        ))}
      </DialogoConfirmacion>
    </section>
  );
}
