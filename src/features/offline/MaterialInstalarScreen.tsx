/**
 * /offline/partes/{id}/material-instalar: las líneas del parte (TablaLineas: artículo, unidades, precio,
 * dto., importe y total) y el formulario 'Instalar material'. El almacén es de entrada la furgoneta del
 * técnico (se puede elegir cualquiera); el artículo se busca en el catálogo del dispositivo con sus
 * existencias en ese almacén. Si no llegan, avisa ('No hay existencias suficientes…') y pide
 * Confirmación. Instalar manda `parteTrabajo.instalarMaterialSync` con ids nuevos: la línea, la salida de
 * existencias y el material del sistema aparecen al momento, sin red.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoImporte, CampoNumero, CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import { useSnackbar } from '../../ui/Snackbar';
import { TablaLineas, type LineaConImporte } from '../ordenes/TablaLineas';
import { porId, useAlmacenes, useArticulos, useExistencias, useLineasParte, type Almacen, type Articulo, type Parte } from './consultas';
import { avisoExistencias, disponibles } from './existencias';
import {
  idsInstalacion,
  importePrevisto,
  MAX_NUMSERIE,
  MAX_UBICACION,
  paramsInstalarMaterial,
  validadoresInstalar,
  valoresInicialesInstalar,
  type ValoresInstalar,
} from './instalar-formulario';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasTipoAlmacen, TITULO_LINEAS_PARTE, TITULO_MATERIAL_INSTALAR } from './offline.labels';
import { SelectorArticulo } from './SelectorArticulo';

export interface MaterialInstalarScreenProps {
  idparte_trabajo: string;
}

export const MATERIAL_INSTALADO = 'Material instalado';

export const opcionesAlmacen = (almacenes: readonly Almacen[]) =>
  almacenes.map((a) => ({ valor: a.idalmacen, etiqueta: `${a.nombre} (${etiquetasTipoAlmacen[a.tipo]})` }));

export function MaterialInstalarScreen({ idparte_trabajo }: MaterialInstalarScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_MATERIAL_INSTALAR}>
      {(parte) => <ContenidoInstalar parte={parte} />}
    </MarcoParteOffline>
  );
}

/** Una línea (de parte o de orden, documento RxDB o no) como fila de TablaLineas. */
export const lineaConImporte = (id: string, l: Omit<LineaConImporte, 'id'>): LineaConImporte => ({
  id,
  idarticulo: l.idarticulo,
  descripcion: l.descripcion,
  unidades: l.unidades,
  precio: l.precio,
  dto: l.dto,
  importe: l.importe,
  estado: l.estado,
});

/** Las líneas del parte con su total (reutilizada por otras secciones). */
export function LineasParte({ idparte_trabajo }: { idparte_trabajo: string }) {
  const id = useId();
  const lineas = useLineasParte(idparte_trabajo);
  // Campos uno a uno: los documentos RxDB exponen sus campos como getters (no se copian con ...).
  const filas = useMemo(() => (lineas ?? []).map((l) => lineaConImporte(l.idlparte_trabajo, l)), [lineas]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{TITULO_LINEAS_PARTE}</h2>
      {lineas === undefined ? (
        <p className="cargando" role="status">
          Cargando líneas…
        </p>
      ) : lineas.length === 0 ? (
        <p className="vacio">El parte no tiene material</p>
      ) : (
        <TablaLineas titulo={TITULO_LINEAS_PARTE} lineas={filas} />
      )}
    </section>
  );
}

function ContenidoInstalar({ parte }: { parte: Parte }) {
  const almacenes = useAlmacenes();
  const articulos = useArticulos();
  return (
    <>
      <LineasParte idparte_trabajo={parte.idparte_trabajo} />
      {almacenes === undefined || articulos === undefined ? (
        <p className="cargando" role="status">
          Cargando almacenes y artículos…
        </p>
      ) : almacenes.lista.length === 0 ? (
        <p className="vacio">No hay almacenes en este dispositivo</p>
      ) : (
        <FormularioInstalar parte={parte} almacenes={almacenes.lista} idalmacenInicial={(almacenes.furgoneta ?? almacenes.lista[0])?.idalmacen ?? ''} articulos={articulos} />
      )}
    </>
  );
}

interface FormularioInstalarProps {
  parte: Parte;
  almacenes: readonly Almacen[];
  idalmacenInicial: string;
  articulos: readonly Articulo[];
}

function FormularioInstalar({ parte, almacenes, idalmacenInicial, articulos }: FormularioInstalarProps) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const valores = useMemo(() => valoresInicialesInstalar(idalmacenInicial), [idalmacenInicial]);
  const f = useFormulario<ValoresInstalar>({ valores, validadores: validadoresInstalar });
  const existencias = useExistencias(f.visibles.idalmacen);
  const catalogo = useMemo(() => porId(articulos), [articulos]);
  const articulo = catalogo.get(f.visibles.idarticulo) ?? null;
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);
  const [confirmar, setConfirmar] = useState<string | null>(null);
  const refAlmacen = useRef<HTMLSelectElement>(null);
  const refArticulo = useRef<HTMLSelectElement>(null);
  const refUnidades = useRef<HTMLInputElement>(null);
  const refPrecio = useRef<HTMLInputElement>(null);
  const refDto = useRef<HTMLInputElement>(null);
  const refNumserie = useRef<HTMLInputElement>(null);
  const refUbicacion = useRef<HTMLInputElement>(null);

  const quedan = articulo && existencias ? disponibles(existencias, articulo.idarticulo) : null;
  const aviso = quedan === null ? null : avisoExistencias(quedan, f.visibles.unidades);
  const importe = importePrevisto(f.visibles, articulo?.precio ?? null);

  const instalar = async () => {
    setConfirmar(null);
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const params = paramsInstalarMaterial(parte.idparte_trabajo, f.visibles, idsInstalacion(parte.idsistema !== null && parte.idsistema !== undefined, () => crypto.randomUUID()));
      await db.mutate('parteTrabajo.instalarMaterialSync', params);
      f.deshacer();
      mostrar({ mensaje: MATERIAL_INSTALADO });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!f.intentar()) {
      setIntentoFallido(true);
      const refs = { idalmacen: refAlmacen, idarticulo: refArticulo, unidades: refUnidades, precio: refPrecio, dto: refDto, numserie: refNumserie, ubicacion: refUbicacion };
      refs[f.primerCampoConError ?? 'idarticulo'].current?.focus();
      return;
    }
    setIntentoFallido(false);
    if (aviso) setConfirmar(aviso);
    else void instalar();
  };

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{TITULO_MATERIAL_INSTALAR}</h2>
      <form onSubmit={enviar} noValidate>
        {/* Mientras se guarda, los campos no admiten cambios: el formulario se vacía al terminar. */}
        <fieldset className="grupo-campos" disabled={guardando}>
        <CampoSeleccion
          ref={refAlmacen}
          etiqueta="Almacén"
          requerido
          valor={f.visibles.idalmacen}
          opciones={opcionesAlmacen(almacenes)}
          alCambiar={(v) => f.cambiar('idalmacen', v)}
          error={f.error('idalmacen')}
        />
        <SelectorArticulo
          ref={refArticulo}
          articulos={articulos}
          existencias={existencias ?? null}
          valor={f.visibles.idarticulo}
          error={f.error('idarticulo')}
          alCambiar={(a) => {
            f.cambiar('idarticulo', a?.idarticulo ?? '');
            f.cambiar('precio', a ? a.precio : null);
          }}
        />
        <CampoNumero ref={refUnidades} etiqueta="Unidades" requerido decimales={0} valor={f.visibles.unidades} alCambiar={(v) => f.cambiar('unidades', v)} error={f.error('unidades')} />
        <CampoImporte ref={refPrecio} etiqueta="Precio" valor={f.visibles.precio} alCambiar={(v) => f.cambiar('precio', v)} error={f.error('precio')} />
        <CampoNumero ref={refDto} etiqueta="Dto. (%)" decimales={0} valor={f.visibles.dto} alCambiar={(v) => f.cambiar('dto', v)} error={f.error('dto')} />
        <CampoTexto ref={refNumserie} etiqueta="Número de serie" autoComplete="off" maximo={MAX_NUMSERIE} valor={f.visibles.numserie} alCambiar={(v) => f.cambiar('numserie', v)} error={f.error('numserie')} />
        <CampoTexto ref={refUbicacion} etiqueta="Ubicación" autoComplete="off" maximo={MAX_UBICACION} valor={f.visibles.ubicacion} alCambiar={(v) => f.cambiar('ubicacion', v)} error={f.error('ubicacion')} />
        {importe !== null && <p>Importe de la línea: {formatearMoneda(importe)}</p>}
        {aviso && (
          <p role="alert" className="alerta alerta-error aviso-existencias">
            {aviso}
          </p>
        )}
        </fieldset>
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentoFallido && !f.valido} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            {TITULO_MATERIAL_INSTALAR}
          </button>
        </div>
      </form>
      <DialogoConfirmacion abierto={confirmar !== null} ocupado={guardando} alCancelar={() => setConfirmar(null)} alAceptar={() => void instalar()}>
        <p>{confirmar}</p>
        <p>¿Instalar el material de todos modos? La salida quedará anotada para que el almacén la revise.</p>
      </DialogoConfirmacion>
    </section>
  );
}
