/**
 * Enlaces y navegación de los registros de un dueño (cliente o cliente potencial): a su ficha, a la lista
 * de un tipo de registro, al alta, a la ficha y a la edición de un registro, con las rutas tipadas; y la
 * carcasa del documento del dueño (su nombre para los títulos).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import { NOMBRE_DUENO } from './subregistros.labels';
import type { Dueno, TipoSubregistro } from './tipos';

interface PropsEnlace {
  dueno: Dueno;
  id: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** La ficha del dueño. */
export function EnlaceDueno({ dueno, id, children, ...resto }: PropsEnlace) {
  return dueno === 'cliente' ? (
    <Link to="/clientes/$idcliente" params={{ idcliente: id }} {...resto}>
      {children}
    </Link>
  ) : (
    <Link to="/clientes-potenciales/$idcliente_potencial" params={{ idcliente_potencial: id }} {...resto}>
      {children}
    </Link>
  );
}

/** Lista ('lista') o alta ('add') de un tipo de registro del dueño. */
export function EnlaceSubregistros({ dueno, id, tipo, alta = false, children, ...resto }: PropsEnlace & { tipo: TipoSubregistro; alta?: boolean }) {
  if (dueno === 'cliente') {
    return alta ? (
      <Link to={`/clientes/$idcliente/${tipo}/add`} params={{ idcliente: id }} {...resto}>
        {children}
      </Link>
    ) : (
      <Link to={`/clientes/$idcliente/${tipo}`} params={{ idcliente: id }} {...resto}>
        {children}
      </Link>
    );
  }
  return alta ? (
    <Link to={`/clientes-potenciales/$idcliente_potencial/${tipo}/add`} params={{ idcliente_potencial: id }} {...resto}>
      {children}
    </Link>
  ) : (
    <Link to={`/clientes-potenciales/$idcliente_potencial/${tipo}`} params={{ idcliente_potencial: id }} {...resto}>
      {children}
    </Link>
  );
}

/** Ficha o edición de un registro. */
export function EnlaceRegistro({ dueno, id, tipo, idregistro, editar = false, children, ...resto }: PropsEnlace & { tipo: TipoSubregistro; idregistro: string; editar?: boolean }) {
  if (dueno === 'cliente') {
    return editar ? (
      <Link to={`/clientes/$idcliente/${tipo}/$idregistro/edit`} params={{ idcliente: id, idregistro }} {...resto}>
        {children}
      </Link>
    ) : (
      <Link to={`/clientes/$idcliente/${tipo}/$idregistro`} params={{ idcliente: id, idregistro }} {...resto}>
        {children}
      </Link>
    );
  }
  return editar ? (
    <Link to={`/clientes-potenciales/$idcliente_potencial/${tipo}/$idregistro/edit`} params={{ idcliente_potencial: id, idregistro }} {...resto}>
      {children}
    </Link>
  ) : (
    <Link to={`/clientes-potenciales/$idcliente_potencial/${tipo}/$idregistro`} params={{ idcliente_potencial: id, idregistro }} {...resto}>
      {children}
    </Link>
  );
}

/** Navegar a la ficha de un registro (tras guardar) o a la lista (tras eliminar). */
export const useIrARegistro = (dueno: Dueno, id: string, tipo: TipoSubregistro) => {
  const navegar = useNavigate();
  return useCallback(
    (idregistro: string | null): Promise<void> => {
      if (dueno === 'cliente') {
        return idregistro === null
          ? navegar({ to: `/clientes/$idcliente/${tipo}`, params: { idcliente: id } })
          : navegar({ to: `/clientes/$idcliente/${tipo}/$idregistro`, params: { idcliente: id, idregistro } });
      }
      return idregistro === null
        ? navegar({ to: `/clientes-potenciales/$idcliente_potencial/${tipo}`, params: { idcliente_potencial: id } })
        : navegar({ to: `/clientes-potenciales/$idcliente_potencial/${tipo}/$idregistro`, params: { idcliente_potencial: id, idregistro } });
    },
    [navegar, dueno, id, tipo],
  );
};

/** La carcasa del documento del dueño: su nombre para los títulos (o cargando, no está, sin permiso). */
export function DocumentoDueno({ dueno, id, children }: { dueno: Dueno; id: string; children: (nombre: string) => ReactNode }) {
  return dueno === 'cliente' ? (
    <Documento coleccion="cliente" id={id} nombre={NOMBRE_DUENO.cliente.nombre} volver={<Link to="/clientes/">Volver a Clientes</Link>}>
      {(c) => children(c.nombre)}
    </Documento>
  ) : (
    <Documento coleccion="clientepotencial" id={id} nombre={NOMBRE_DUENO.clientePotencial.nombre} volver={<Link to="/clientes-potenciales/">Volver a Clientes potenciales</Link>}>
      {(c) => children(c.nombre)}
    </Documento>
  );
}
