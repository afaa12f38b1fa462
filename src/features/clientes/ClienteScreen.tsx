/**
 * Ficha de un cliente: tarjeta de datos (TarjetaEntidad), 'Modificar' (si puede), 'Facturas' y
 * 'Órdenes de trabajo', y las secciones de sus teléfonos, direcciones, cuentas bancarias, representantes
 * y estudios financieros (features/subregistros). El cliente lo carga Documento (cargando, no está, sin permiso).
 */
import { Link } from '@tanstack/react-router';
import { puede, tieneAccesoApp } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { SeccionesSubregistros } from '../subregistros/SeccionesSubregistros';
import { ENLACE_FACTURAS, ENLACE_MODIFICAR, ENLACE_ORDENES, etiquetaEstadoCliente, etiquetasCliente, TITULO_DATOS_CLIENTE, VOLVER_LISTA } from './clientes.labels';

export interface ClienteScreenProps {
  idcliente: string;
}

/** Los datos del cliente en su ficha. */
export const tarjetaCliente = tarjetaDe('cliente', etiquetasCliente, [
  { campo: 'codigo' },
  { campo: 'nombre' },
  { campo: 'nif' },
  { campo: 'email' },
  { campo: 'observaciones', ancho: true },
  { campo: 'estado', valor: (c) => etiquetaEstadoCliente(c.estado) },
]);

export function ClienteScreen({ idcliente }: ClienteScreenProps) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}>
      {(cliente) => <FichaCliente cliente={cliente} />}
    </Documento>
  );
}

function FichaCliente({ cliente }: { cliente: DocumentoDe<'cliente'> }) {
  const { sesion } = useVigia();
  const { idcliente } = cliente;
  const comercial = tieneAccesoApp(sesion.usuario, 'comerciales');

  return (
    <div className="pantalla">
      <h1>{cliente.nombre}</h1>

      <TarjetaEntidad declaracion={tarjetaCliente} doc={cliente} titulo={TITULO_DATOS_CLIENTE} />

      <div className="botonera">
        {puede(sesion.usuario, 'cliente', 'editar') && (
          <Link to="/clientes/$idcliente/edit" params={{ idcliente }} className="boton boton-primario">
            {ENLACE_MODIFICAR}
          </Link>
        )}
        {puede(sesion.usuario, 'factura', 'visualizar') && (
          <Link to="/facturas/clientes/$idcliente" params={{ idcliente }} className="boton">
            {ENLACE_FACTURAS}
          </Link>
        )}
        {puede(sesion.usuario, 'orden_trabajo', 'visualizar') && (
          <Link to="/clientes/$idcliente/ordenes" params={{ idcliente }} className="boton">
            {ENLACE_ORDENES}
          </Link>
        )}
        {comercial && puede(sesion.usuario, 'operacioncrm', 'visualizar') && (
          <Link to="/clientes/$idcliente/operaciones" params={{ idcliente }} className="boton">
            Operaciones
          </Link>
        )}
        {comercial && puede(sesion.usuario, 'presupuestocli', 'visualizar') && (
          <Link to="/presupuestos/clientes/$idcliente" params={{ idcliente }} className="boton">
            Presupuestos
          </Link>
        )}
        {comercial && puede(sesion.usuario, 'cita', 'visualizar') && (
          <Link to="/clientes/$idcliente/citas" params={{ idcliente }} className="boton">
            Citas
          </Link>
        )}
        {comercial && puede(sesion.usuario, 'operacioncrm', 'insertar') && (
          <Link to="/operaciones/add" search={{ idcliente }} className="boton">
            Nueva operación
          </Link>
        )}
      </div>

      <SeccionesSubregistros dueno="cliente" id={idcliente} />
    </div>
  );
}
