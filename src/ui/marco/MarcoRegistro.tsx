/**
 * El marco de toda pantalla de un registro y de sus subpantallas: título (con la etiqueta de estado al
 * lado si la hay), subtítulo (qué registro es), un aviso, la barra de subpáginas, el contenido y el enlace
 * de vuelta (abajo, o arriba bajo el subtítulo). `RegistroDocumento` lo pone dentro de la carcasa de
 * documento (cargando, descargando, no está, sin permiso, anulado), así que una pantalla de registro
 * declara solo su cabecera: `cabecera={(c) => ({ titulo, subtitulo: c.numero, volver })}`.
 */
import type { ReactNode } from 'react';
import type { Coleccion } from '../../../schemas';
import { Documento, type DocumentoProps } from '../documento/Documento';
import type { DocumentoDe } from '../documento/useDocumento';
import './marco.css';

export interface CabeceraRegistro {
  titulo: string;
  /** Qué registro es ('PT-000104 · Revisión anual'): un párrafo bajo el título. */
  subtitulo?: ReactNode;
  /** Clase del párrafo del subtítulo (p. ej. 'titulo-con-etiquetas' si lleva una etiqueta). */
  claseSubtitulo?: string;
  /** La etiqueta de estado junto al título ('El parte no está pendiente'). */
  estado?: ReactNode;
  /** Un aviso bajo el subtítulo ('Este presupuesto ya no se puede modificar'). */
  aviso?: ReactNode;
  /** La barra de subpáginas (BarraSubpaginas) o la navegación propia del registro. */
  barra?: ReactNode;
  /** El enlace de vuelta (a la ficha, o a la lista). */
  volver?: ReactNode;
  /** Dónde va el enlace de vuelta: al final (por defecto) o arriba, bajo el subtítulo. */
  volverArriba?: boolean;
  /** Clase del párrafo del enlace de vuelta. */
  claseVolver?: string;
  /** Clase añadida a la de la pantalla ('pantalla-offline'). */
  clase?: string;
}

export interface MarcoRegistroProps extends CabeceraRegistro {
  children?: ReactNode;
}

/** La parte visible, sin consultas. */
export function MarcoRegistro({ titulo, subtitulo, claseSubtitulo, estado, aviso, barra, volver, volverArriba = false, claseVolver, clase, children }: MarcoRegistroProps) {
  const enlaceVolver = volver !== undefined && <p className={claseVolver}>{volver}</p>;
  return (
    <div className={clase === undefined ? 'pantalla' : `pantalla ${clase}`}>
      {estado === undefined ? (
        <h1>{titulo}</h1>
      ) : (
        <div className="titulo-con-etiquetas">
          <h1>{titulo}</h1>
          {estado}
        </div>
      )}
      {subtitulo !== undefined && <p className={claseSubtitulo}>{subtitulo}</p>}
      {volverArriba && enlaceVolver}
      {aviso}
      {barra}
      {children}
      {!volverArriba && enlaceVolver}
    </div>
  );
}

export interface RegistroDocumentoProps<C extends Coleccion> extends Omit<DocumentoProps<C>, 'children'> {
  /** La cabecera del marco con el documento cargado. */
  cabecera: (doc: DocumentoDe<C>) => CabeceraRegistro;
  children: (doc: DocumentoDe<C>) => ReactNode;
}

/** Un registro por id en la carcasa de documento y, cargado, en el marco con su cabecera declarada. */
export function RegistroDocumento<C extends Coleccion>({ cabecera, children, ...documento }: RegistroDocumentoProps<C>) {
  return (
    <Documento {...documento}>
      {(doc) => <MarcoRegistro {...cabecera(doc)}>{children(doc)}</MarcoRegistro>}
    </Documento>
  );
}
