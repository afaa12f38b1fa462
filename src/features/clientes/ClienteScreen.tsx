/**
 * Ficha de un cliente: tarjeta de datos (TarjetaEntidad), los enlaces a lo que el usuario puede abrir
 * (EnlaceGuardado: 'Modificar', 'Facturas', 'Órdenes de trabajo'…) y las secciones de sus teléfonos,
 * direcciones, cuentas bancarias, representantes y estudios financieros (features/subregistros). El cliente lo carga Documento (cargando, no está, sin permiso).
 */
import { Link } from '@tanstack/react-router';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { SeccionesSubregistros } from '../subregistros/SeccionesSubregistros';
import { ENLACE_FACTURAS, ENLACE_MODIFICAR, ENLACE_ORDENES, ENLACES_CLIENTE, etiquetaEstadoCliente, etiquetasCliente, TITULO_DATOS_CLIENTE, VOLVER_LISTA } from './clientes.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

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
  const { idcliente } = cliente;

  return (
    <div className="pantalla">
      <h1>{cliente.nombre}</h1>

      <TarjetaEntidad declaracion={tarjetaCliente} doc={cliente} titulo={TITULO_DATOS_CLIENTE} />

      <BarraSubpaginas etiqueta={ENLACES_CLIENTE} coleccion="cliente" id={idcliente} datos={false}>
        <EnlaceGuardado to="/clientes/$idcliente/edit" params={{ idcliente }} className="boton boton-primario">
          {ENLACE_MODIFICAR}
        </EnlaceGuardado>
        <EnlaceGuardado to="/facturas/clientes/$idcliente" params={{ idcliente }} className="boton">
          {ENLACE_FACTURAS}
        </EnlaceGuardado>
        <EnlaceGuardado to="/clientes/$idcliente/ordenes" params={{ idcliente }} className="boton">
          {ENLACE_ORDENES}
        </EnlaceGuardado>
        <EnlaceGuardado to="/clientes/$idcliente/operaciones" params={{ idcliente }} className="boton">
          Operaciones
        </EnlaceGuardado>
        <EnlaceGuardado to="/presupuestos/clientes/$idcliente" params={{ idcliente }} className="boton">
          Presupuestos
        </EnlaceGuardado>
        <EnlaceGuardado to="/clientes/$idcliente/citas" params={{ idcliente }} className="boton">
          Citas
        </EnlaceGuardado>
        <EnlaceGuardado to="/operaciones/add" search={{ idcliente }} className="boton">
          Nueva operación
        </EnlaceGuardado>
      </BarraSubpaginas>

      <SeccionesSubregistros dueno="cliente" id={idcliente} />
    </div>
  );
}
