/**
 * Documentación de un presupuesto (/documentacion/presupuestos/{id}): sus documentos PDF (ficheros del
 * presupuesto, idtabla 106, de tipo PDF), el más reciente primero. 'Generar PDF' hace el PDF en el
 * dispositivo con el presupuesto tal como está (también sin conexión), lo guarda como fichero del
 * presupuesto (adjunto local + fichero.subirSync: sube con la cola) y abre el documento; descargar,
 * compartir o imprimir uno al momento no guarda nada (AccionesPdf). Un documento
 * (/documentacion/presupuestos/{id}/{iddocumento}): sus datos, 'Abrir' y 'Descargar', con el contenido del
 * dispositivo o, si no está y hay conexión, del servidor ('El fichero no está disponible' sin ella).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { crearClienteRpc, type VigiaDatabase } from '../../../replication/cliente';
import { refDoc } from '../../../replication/tx';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { formatearBytes } from '../../lib/formato';
import { mensajeDeError, useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { AccionesPdf, blobPdf } from '../cierre/AccionesPdf';
import { TIPO_PDF } from '../cierre/pdf-dispositivo';
import { adjuntarFichero, obtenerContenido } from '../ficheros/contenido';
import { etiquetasFichero, TEXTOS_FICHEROS } from '../ficheros/ficheros.labels';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { IDTABLA_PRESUPUESTO, nombreSinRepetir, pdfPresupuesto } from './datos-pdf-presupuesto';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import type { Presupuesto } from './presupuestos';

export const TEXTOS_DOCUMENTACION = {
  titulo: 'Documentación',
  documentos: 'Documentos del presupuesto',
  vacio: 'El presupuesto aún no tiene documentos',
  cargando: 'Cargando documentos…',
  generar: 'Generar PDF',
  generando: 'Generando PDF…',
  generarNota: 'Genera el PDF con el presupuesto tal como está ahora y lo guarda aquí; se sube con la sincronización.',
  guardado: 'PDF guardado en la documentación del presupuesto',
  error: (e: unknown) => `No se ha podido guardar el PDF: ${mensajeDeError(e)}`,
  alMomento: 'PDF sin guardar',
  alMomentoNota: 'Descarga, comparte o imprime el presupuesto tal como está ahora, sin guardarlo.',
  documento: 'Documento',
  ajeno: 'El documento no es de este presupuesto',
  volver: 'Volver a la documentación',
  abrir: 'Abrir',
  descargar: TEXTOS_FICHEROS.descargar,
  pendiente: TEXTOS_FICHEROS.pendienteSubir,
} as const;
const T = TEXTOS_DOCUMENTACION;

/** Los ficheros activos de un presupuesto (por el índice id; los documentos son los de tipo PDF). */
const ficherosDe = (db: VigiaDatabase, idpresupuestocli: string) =>
  db.fichero.find({ selector: { id: { $eq: idpresupuestocli }, idtabla: { $eq: IDTABLA_PRESUPUESTO }, estado: { $gt: 0 } } });

/** Un fichero del presupuesto es un documento suyo si es un PDF. */
const esDocumento = (f: { tipo: string }): boolean => f.tipo === TIPO_PDF;

interface FilaDocumento {
  idfichero: string;
  nombre: string;
  creado: string;
  tamano: number;
}

export interface DocumentacionPresupuestoScreenProps {
  idpresupuestocli: string;
}

export function DocumentacionPresupuestoScreen({ idpresupuestocli }: DocumentacionPresupuestoScreenProps) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(p) => <Documentacion presupuesto={p} />}
    </MarcoPresupuesto>
  );
}

function Documentacion({ presupuesto }: { presupuesto: Presupuesto }) {
  const { db, sesion } = useVigia();
  const navegar = useNavigate();
  const { idpresupuestocli, numero } = presupuesto;
  const { resultado: ficheros } = useRxQuery(() => ficherosDe(db, idpresupuestocli), [db, idpresupuestocli]);
  const pendientes = useDocumentosPendientes();
  const filas = useMemo(
    (): FilaDocumento[] | undefined =>
      ficheros
        ?.filter(esDocumento)
        .map((f) => ({ idfichero: f.idfichero, nombre: f.nombre, creado: f.creado, tamano: f.tamano }))
        .sort((a, b) => b.creado.localeCompare(a.creado)),
    [ficheros],
  );

  const columnas = useMemo(
    (): readonly ColumnaTablaHija<FilaDocumento>[] => [
      {
        id: 'nombre',
        cabecera: etiquetasFichero.nombre,
        tipo: 'texto',
        valor: (f) => f.nombre,
        celda: (f) => (
          <>
            <Link to="/documentacion/presupuestos/$idpresupuestocli/$iddocumento" params={{ idpresupuestocli, iddocumento: f.idfichero }}>
              {f.nombre}
            </Link>
            {pendientes.has(refDoc('fichero', f.idfichero)) && <span className="etiqueta-pendiente">{` · ${T.pendiente}`}</span>}
          </>
        ),
      },
      { id: 'creado', cabecera: etiquetasFichero.creado, tipo: 'fechaHora', valor: (f) => f.creado },
      { id: 'tamano', cabecera: etiquetasFichero.tamano, tipo: 'numero', valor: (f) => f.tamano, celda: (f) => formatearBytes(f.tamano) },
    ],
    [idpresupuestocli, pendientes],
  );

  // El nombre se elige al guardar, con los ficheros de ese momento: dos PDF de la misma revisión no se pisan.
  const guardar = useAccion<void, string>({
    ejecutar: async () => {
      const pdf = await pdfPresupuesto(db, idpresupuestocli);
      const existentes = (await ficherosDe(db, idpresupuestocli).exec()).map((f) => f.nombre);
      return adjuntarFichero(db, {
        idtabla: IDTABLA_PRESUPUESTO,
        id: idpresupuestocli,
        nombre: nombreSinRepetir(pdf.nombre, existentes),
        tipo: TIPO_PDF,
        contenido: blobPdf(pdf.bytes),
      });
    },
    exito: T.guardado,
    mensajeError: T.error,
    alTerminar: (iddocumento) => navegar({ to: '/documentacion/presupuestos/$idpresupuestocli/$iddocumento', params: { idpresupuestocli, iddocumento } }),
  });

  return (
    <>
      {puede(sesion.usuario, 'fichero', 'insertar') && (
        <section className="tarjeta">
          <p className="nota">{T.generarNota}</p>
          <div className="botonera">
            <button className="boton boton-primario" {...guardar.boton()}>
              {guardar.ocupado ? T.generando : T.generar}
            </button>
          </div>
          {guardar.aviso}
        </section>
      )}
      {filas === undefined ? (
        <p className="cargando" role="status">{T.cargando}</p>
      ) : (
        <TablaHija titulo={T.documentos} vacio={T.vacio} columnas={columnas} filas={filas} claveFila={(f) => f.idfichero} />
      )}
      <AccionesPdf
        generar={() => pdfPresupuesto(db, idpresupuestocli)}
        tituloCompartir={`Presupuesto ${numero}`}
        titulo={T.alMomento}
        nota={T.alMomentoNota}
      />
    </>
  );
}

export interface DocumentoPresupuestoScreenProps {
  idpresupuestocli: string;
  /** El idfichero del documento. */
  iddocumento: string;
}

export function DocumentoPresupuestoScreen({ idpresupuestocli, iddocumento }: DocumentoPresupuestoScreenProps) {
  const volver = (
    <Link to="/documentacion/presupuestos/$idpresupuestocli" params={{ idpresupuestocli }}>
      {T.volver}
    </Link>
  );
  return (
    <Documento coleccion="fichero" id={iddocumento} nombre={T.documento} volver={volver}>
      {(f) =>
        f.idtabla === IDTABLA_PRESUPUESTO && f.id === idpresupuestocli ? (
          <FichaDocumento fichero={f} volver={volver} />
        ) : (
          <div className="pantalla">
            <h1>{`${T.documento} no disponible`}</h1>
            <p className="vacio">{T.ajeno}</p>
            <p>{volver}</p>
          </div>
        )
      }
    </Documento>
  );
}

/** Los datos del documento en su ficha. */
const tarjetaDocumento = tarjetaDe('fichero', etiquetasFichero, [
  { campo: 'nombre' },
  { campo: 'creado' },
  { campo: 'tamano', valor: (f) => formatearBytes(f.tamano) },
]);

/** Abre el contenido en una pestaña nueva (el visor del navegador); si se bloquea, lo descarga. */
const abrirBlob = (blob: Blob, nombre: string): void => {
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) descargarBlob(blob, nombre);
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

function FichaDocumento({ fichero, volver }: { fichero: DocumentoDe<'fichero'>; volver: ReactNode }) {
  const { db, sesion } = useVigia();
  const { idfichero, nombre } = fichero;
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 }), [token]);
  const { resultado: local } = useRxQuery(() => db.ficherocontenido.findOne(idfichero), [db, idfichero]);
  const pendiente = useDocumentosPendientes().has(refDoc('fichero', idfichero));

  // El contenido se pide al pulsar: del dispositivo o, si no está, del servidor (y queda guardado).
  const contenido = useAccion<'abrir' | 'descargar', void>({
    ejecutar: async (accion) => {
      const blob = await obtenerContenido(db, rpc, idfichero);
      if (accion === 'abrir') abrirBlob(blob, nombre);
      else descargarBlob(blob, nombre);
    },
    ocupadoSoloElPulsado: true,
  });

  return (
    <div className="pantalla">
      <h1>{nombre}</h1>
      <TarjetaEntidad declaracion={tarjetaDocumento} doc={fichero} titulo={T.documento} />
      {local !== undefined && (
        <p>
          {local ? TEXTOS_FICHEROS.enDispositivo : TEXTOS_FICHEROS.soloServidor}
          {pendiente && <span className="etiqueta-pendiente">{` · ${T.pendiente}`}</span>}
        </p>
      )}
      <div className="botonera">
        <button className="boton boton-primario" {...contenido.boton('abrir')}>
          {T.abrir}
        </button>
        <button className="boton" {...contenido.boton('descargar')}>
          {T.descargar}
        </button>
      </div>
      {contenido.aviso}
      <p>{volver}</p>
    </div>
  );
}
