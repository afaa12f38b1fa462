/**
 * Piezas comunes de las pantallas de una orden: su carcasa (Documento, con la vuelta a la lista), la
 * cabecera de las subpantallas (título y enlace a la orden) y la navegación a las subpantallas que
 * existen.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { Documento } from '../../ui/documento/Documento';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { ENLACE_ASIGNAR, nombreOrden, TITULO_MATERIAL_AFECTADO, TITULO_MATERIAL_INSTALAR, TITULO_ORDENES_PENDIENTES, TITULO_PARTES_ORDEN } from './ordenes.labels';
import { TITULO_NOTAS, TITULO_TECNICOS } from '../partes/partes.labels';
import './ordenes.css';
import { EnlacesComunes } from '../../ui/marco/BarraSubpaginas';

/** Una orden por id (Documento: cargando, no está, sin permiso, anulada), con la vuelta a Órdenes pendientes. */
export function DocumentoOrden({ idorden_trabajo, children }: { idorden_trabajo: string; children: (orden: DocumentoDe<'ordentrabajo'>) => ReactNode }) {
  return (
    <Documento coleccion="ordentrabajo" id={idorden_trabajo} nombre="Orden" volver={<Link to="/ordenes/pendientes">{`Volver a ${TITULO_ORDENES_PENDIENTES}`}</Link>}>
      {children}
    </Documento>
  );
}

export interface CabeceraOrdenProps {
  titulo: string;
  orden: DocDe<'ordentrabajo'>;
  children?: ReactNode;
}

/** Enlace a la ficha de la orden ('Orden OT-000123'). */
export function EnlaceOrden({ orden }: { orden: DocDe<'ordentrabajo'> }) {
  return (
    <Link to="/ordenes/$idorden_trabajo" params={{ idorden_trabajo: orden.idorden_trabajo }} className="boton">
      {nombreOrden(orden.numero)}
    </Link>
  );
}

/** Título de una subpantalla y enlace de vuelta a la orden ('Orden OT-000123'). */
export function CabeceraOrden({ titulo, orden, children }: CabeceraOrdenProps) {
  return (
    <>
      <h1>{titulo}</h1>
      <p className="subtitulo-orden">
        <Link to="/ordenes/$idorden_trabajo" params={{ idorden_trabajo: orden.idorden_trabajo }}>
          {nombreOrden(orden.numero)}
        </Link>
        {` · ${orden.descripcion}`}
      </p>
      {children}
    </>
  );
}

/**
 * Enlaces a las subpantallas de la orden que el usuario puede abrir (EnlaceGuardado: la guarda de cada
 * ruta decide; un comercial no ve 'Material a instalar'); asignar, además, solo con la orden pendiente.
 */
export function EnlacesOrden({ orden }: { orden: DocDe<'ordentrabajo'> }) {
  const id = useId();
  const params = { idorden_trabajo: orden.idorden_trabajo };
  return (
    <nav className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Más de la orden</h2>
      <ul className="enlaces-orden">
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/partes" params={params} className="boton">
            {TITULO_PARTES_ORDEN}
          </EnlaceGuardado>
        </li>
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/material-instalar" params={params} className="boton">
            {TITULO_MATERIAL_INSTALAR}
          </EnlaceGuardado>
        </li>
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/material-afectado" params={params} className="boton">
            {TITULO_MATERIAL_AFECTADO}
          </EnlaceGuardado>
        </li>
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/tecnicos" params={params} className="boton">
            {TITULO_TECNICOS}
          </EnlaceGuardado>
        </li>
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/notas" params={params} className="boton">
            {TITULO_NOTAS}
          </EnlaceGuardado>
        </li>
        <li>
          <EnlaceGuardado to="/ordenes/$idorden_trabajo/operaciones" params={params} className="boton">
            Operaciones
          </EnlaceGuardado>
        </li>
        <EnlacesComunes coleccion="ordentrabajo" id={orden.idorden_trabajo} datos={false} enLista />
        {orden.estado === 1 && (
          <li>
            <EnlaceGuardado to="/ordenes/$idorden_trabajo/asignar" params={params} className="boton boton-primario">
              {ENLACE_ASIGNAR}
            </EnlaceGuardado>
          </li>
        )}
      </ul>
    </nav>
  );
}
