/**
 * La carcasa de toda pantalla de detalle: carga el documento por id (useDocumento) y, según su estado,
 * dice "cargando", "descargando" (la primera descarga sigue y el registro puede llegar), que no está en
 * este dispositivo, que no hay permiso, o pinta la ficha (con aviso si está anulado). Las pantallas solo
 * escriben la ficha: `<Documento coleccion="cliente" id={id} nombre="Cliente" volver={…}>{(c) => …}</Documento>`.
 */
import { AvisoDescargando } from './AvisoDescargando';
import type { ReactNode } from 'react';
import './documento.css';
import type { Coleccion } from '../../../schemas';
import { mensajeSinPermiso } from '../../app/permisos.labels';
import type { EstadoDocumento } from './estado-documento';
import type { RxDocument } from 'rxdb';
import { useDocumento, useDocumentoSinTipo, type DocumentoDe } from './useDocumento';

/** El texto de la especificación para un registro que no está en el dispositivo. */
export const REGISTRO_NO_ESTA = 'El registro no está en este dispositivo';
export const REGISTRO_ANULADO = 'Este registro está anulado';

/** Qué significa el estado 0 en cada entidad, dicho como lo diría la empresa (si no está aquí: anulado). */
export const AVISO_ESTADO_0: Partial<Record<Coleccion, string>> = {
  partetrabajo: 'Este parte está anulado',
  ordentrabajo: 'Esta orden está anulada',
  checklistot: 'Esta checklist está anulada',
  cliente: 'Este cliente está de baja',
  sistema: 'Este sistema está de baja',
  materialsistema: 'Este material está desinstalado',
  fichero: 'Este fichero está borrado',
};

export interface MarcoDocumentoProps<D> {
  estado: EstadoDocumento<D>;
  /** Cómo se llama el registro, con mayúscula: 'Parte', 'Cliente' ('Parte no disponible'). */
  nombre: string;
  /** Enlace de vuelta (a la lista) cuando no se puede mostrar. */
  volver?: ReactNode;
  /** Otro texto para "no está" ('El fichero no está disponible'). */
  mensajeNoEsta?: string;
  /** El aviso para un documento en estado 0 (por defecto, 'Este registro está anulado'). */
  avisoAnulado?: string;
  children: (doc: D) => ReactNode;
}

/** La parte visible, sin consultas (se prueba sola). */
export function MarcoDocumento<D>({ estado, nombre, volver, mensajeNoEsta = REGISTRO_NO_ESTA, avisoAnulado = REGISTRO_ANULADO, children }: MarcoDocumentoProps<D>) {
  switch (estado.fase) {
    case 'listo':
    case 'anulado':
      // La ficha va siempre en la misma posición (con o sin aviso): pasar a anulado no la vuelve a montar.
      return (
        <>
          {estado.fase === 'anulado' ? (
            <p className="aviso-anulado" role="note">
              {avisoAnulado}
            </p>
          ) : null}
          {children(estado.doc)}
        </>
      );
    case 'cargando':
      return (
        <div className="pantalla">
          <p className="cargando" role="status">{`Cargando ${nombre.toLowerCase()}…`}</p>
        </div>
      );
    case 'descargando':
      return (
        <div className="pantalla">
          <h1>{nombre}</h1>
          <AvisoDescargando recibidos={estado.recibidos} />
        </div>
      );
    case 'noEsta':
    case 'sinPermiso':
      return (
        <div className="pantalla">
          <h1>{`${nombre} no disponible`}</h1>
          {estado.fase === 'noEsta' ? (
            <p className="vacio">{mensajeNoEsta}</p>
          ) : (
            <p className="alerta-error" role="alert">
              {mensajeSinPermiso('visualizar')}
            </p>
          )}
          {volver !== undefined && <p>{volver}</p>}
        </div>
      );
  }
}

/**
 * Las de MarcoDocumento sin `estado`, escritas aquí: un Omit sobre el genérico hace que TypeScript calcule
 * las props con la unión de todas las colecciones, un tipo demasiado grande (TS2590).
 */
export interface DocumentoProps<C extends Coleccion> {
  coleccion: C;
  id: string;
  nombre: string;
  volver?: ReactNode;
  mensajeNoEsta?: string;
  avisoAnulado?: string;
  children: (doc: DocumentoDe<C>) => ReactNode;
}

export function Documento<C extends Coleccion>({ coleccion, id, ...resto }: DocumentoProps<C>) {
  const estado = useDocumento(coleccion, id);
  return <MarcoDocumento estado={estado} avisoAnulado={AVISO_ESTADO_0[coleccion]} {...resto} />;
}

export interface DocumentoSinTipoProps extends Omit<DocumentoProps<Coleccion>, 'coleccion' | 'children'> {
  coleccion: Coleccion;
  children: (doc: RxDocument<Record<string, unknown>>) => ReactNode;
}

/** La misma carcasa para una colección que se sabe al ejecutar (por idtabla): el documento, como registro. */
export function DocumentoSinTipo({ coleccion, id, ...resto }: DocumentoSinTipoProps) {
  const estado = useDocumentoSinTipo(coleccion, id);
  return <MarcoDocumento estado={estado} avisoAnulado={AVISO_ESTADO_0[coleccion]} {...resto} />;
}
