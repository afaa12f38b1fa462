/**
 * Marco común de la ficha de un sistema y de sus subpantallas (/sistemas/{idsistema}/…): el sistema lo
 * carga Documento (cargando, 'Sistema no disponible', sin permiso, anulado); aquí, el encabezado con
 * número, descripción y cliente, y la navegación entre subpantallas. Cada subpantalla solo pinta su
 * contenido.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { TEXTOS_SISTEMAS as T, titulosSubpantalla, type SubpantallaSistema } from './sistemas.labels';
import './sistemas.css';

export type Sistema = DocDe<'sistema'>;

export interface MarcoSistemaProps {
  idsistema: string;
  /** Título de la subpantalla (la ficha usa el número del sistema). */
  titulo?: string;
  children: (sistema: Sistema) => ReactNode;
}

/** Enlaces a las subpantallas de un sistema. */
export function NavegacionSistema({ idsistema }: { idsistema: string }) {
  const p = { idsistema };
  const enlaces: Record<SubpantallaSistema, ReactNode> = {
    ordenes: <Link to="/sistemas/$idsistema/ordenes" params={p} className="boton">{titulosSubpantalla.ordenes}</Link>,
    datos: <Link to="/sistemas/$idsistema/datos" params={p} className="boton">{titulosSubpantalla.datos}</Link>,
    revisiones: <Link to="/sistemas/$idsistema/revisiones" params={p} className="boton">{titulosSubpantalla.revisiones}</Link>,
    'vias-comunicacion': <Link to="/sistemas/$idsistema/vias-comunicacion" params={p} className="boton">{titulosSubpantalla['vias-comunicacion']}</Link>,
    cuotas: <Link to="/sistemas/$idsistema/cuotas" params={p} className="boton">{titulosSubpantalla.cuotas}</Link>,
    subsis: <Link to="/sistemas/$idsistema/subsis" params={p} className="boton">{titulosSubpantalla.subsis}</Link>,
    telefonos: <Link to="/sistemas/$idsistema/telefonos" params={p} className="boton">{titulosSubpantalla.telefonos}</Link>,
  };
  return (
    <nav aria-label="Secciones del sistema" className="navegacion-sistema">
      <ul>
        {(Object.keys(enlaces) as SubpantallaSistema[]).map((k) => (
          <li key={k}>{enlaces[k]}</li>
        ))}
      </ul>
    </nav>
  );
}

/** Un sistema por id (Documento: cargando, no está, sin permiso, anulado), con la vuelta a la lista. */
export function DocumentoSistema({ idsistema, children }: Pick<MarcoSistemaProps, 'idsistema' | 'children'>) {
  return (
    <Documento coleccion="sistema" id={idsistema} nombre="Sistema" volver={<Link to="/sistemas/">{T.volverLista}</Link>}>
      {children}
    </Documento>
  );
}

export function MarcoSistema({ idsistema, titulo, children }: MarcoSistemaProps) {
  return (
    <DocumentoSistema idsistema={idsistema}>
      {(sistema) => (
        <CabeceraSistema sistema={sistema} titulo={titulo}>
          {children(sistema)}
        </CabeceraSistema>
      )}
    </DocumentoSistema>
  );
}

/** Encabezado (número, descripción y cliente) y contenido de la ficha o de una subpantalla. */
function CabeceraSistema({ sistema, titulo, children }: { sistema: Sistema; titulo?: string; children: ReactNode }) {
  const { db } = useVigia();
  const { idsistema, idcliente } = sistema;
  const { resultado: cliente } = useRxQuery(() => db.cliente.findOne(idcliente), [db, idcliente]);
  return (
    <MarcoRegistro
      titulo={titulo ?? `Sistema ${sistema.numero}`}
      subtitulo={`${titulo ? `${sistema.numero} · ` : ''}${sistema.descripcion} · ${cliente ? cliente.nombre : T.sinClienteDescargado}`}
      claseSubtitulo="subtitulo-sistema"
      volver={
        titulo ? (
          <Link to="/sistemas/$idsistema" params={{ idsistema }}>
            {T.volverFicha}
          </Link>
        ) : undefined
      }
      volverArriba
    >
      {children}
    </MarcoRegistro>
  );
}

export interface ListaSistemaProps<T extends object> {
  idsistema: string;
  titulo: string;
  definicion: DefinicionLista<T>;
  /** Acciones propias junto al título (además de 'Volver al sistema'). */
  acciones?: ReactNode;
  /** Dónde vuelve el enlace (la ficha del sistema, o la lista de partes sin conexión). */
  volver?: ReactNode;
}

/** Una subpantalla de lista de un sistema: la lista genérica titulada con el número del sistema. */
export function ListaSistema<T extends object>({ idsistema, titulo, definicion, acciones, volver }: ListaSistemaProps<T>) {
  return (
    <DocumentoSistema idsistema={idsistema}>
      {(sistema) => (
        <ListaScreen
          titulo={`${titulo} · ${sistema.numero}`}
          definicion={definicion}
          acciones={
            <>
              {acciones}
              {volver ?? (
                <Link to="/sistemas/$idsistema" params={{ idsistema }} className="boton">
                  {T.volverFicha}
                </Link>
              )}
            </>
          }
        />
      )}
    </DocumentoSistema>
  );
}
