/**
 * Piezas comunes de las pantallas de una orden: su carcasa (Documento, con la vuelta a la lista), la
 * cabecera de las subpantallas (título y enlace a la orden) y la navegación a las subpantallas que
 * existen.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { ENLACE_ASIGNAR, nombreOrden, TITULO_MATERIAL_AFECTADO, TITULO_MATERIAL_INSTALAR, TITULO_ORDENES_PENDIENTES, TITULO_PARTES_ORDEN } from './ordenes.labels';
import { TITULO_NOTAS, TITULO_TECNICOS } from '../partes/partes.labels';
import './ordenes.css';

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

/** Enlaces a las subpantallas de la orden (asignar: orden pendiente y permiso de añadir partes). */
export function EnlacesOrden({ orden }: { orden: DocDe<'ordentrabajo'> }) {
  const { sesion } = useVigia();
  const id = useId();
  const params = { idorden_trabajo: orden.idorden_trabajo };
  return (
    <nav className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Más de la orden</h2>
      <ul className="enlaces-orden">
        <li>
          <Link to="/ordenes/$idorden_trabajo/partes" params={params} className="boton">
            {TITULO_PARTES_ORDEN}
          </Link>
        </li>
        <li>
          <Link to="/ordenes/$idorden_trabajo/material-instalar" params={params} className="boton">
            {TITULO_MATERIAL_INSTALAR}
          </Link>
        </li>
        <li>
          <Link to="/ordenes/$idorden_trabajo/material-afectado" params={params} className="boton">
            {TITULO_MATERIAL_AFECTADO}
          </Link>
        </li>
        {puede(sesion.usuario, 'parte_trabajo_tecnico', 'visualizar') && (
          <li>
            <Link to="/ordenes/$idorden_trabajo/tecnicos" params={params} className="boton">
              {TITULO_TECNICOS}
            </Link>
          </li>
        )}
        {puede(sesion.usuario, 'nota', 'visualizar') && (
          <li>
            <Link to="/ordenes/$idorden_trabajo/notas" params={params} className="boton">
              {TITULO_NOTAS}
            </Link>
          </li>
        )}
        {orden.estado === 1 && puede(sesion.usuario, 'parte_trabajo', 'insertar') && (
          <li>
            <Link to="/ordenes/$idorden_trabajo/asignar" params={params} className="boton boton-primario">
              {ENLACE_ASIGNAR}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
