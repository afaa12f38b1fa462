/**
 * Ficha de un cliente potencial: sus datos (TarjetaEntidad), 'Modificar', 'Convertir en cliente' (tras la
 * 'Confirmación', clientePotencial.convertirSync con el id del cliente nuevo, que se abre al terminar) o,
 * si ya está convertido, 'Convertido en cliente' con el enlace al cliente; y las secciones de sus
 * teléfonos, direcciones, cuentas bancarias, representantes y estudios financieros.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { SeccionesSubregistros } from '../subregistros/SeccionesSubregistros';
import {
  BOTON_CONVERTIR,
  CONVERTIDO,
  ENLACE_MODIFICAR,
  ENLACES_POTENCIAL,
  etiquetasPotencial,
  MENSAJE_CONVERTIDO,
  PREGUNTA_CONVERTIR,
  TITULO_DATOS,
  VER_CLIENTE,
  VOLVER_LISTA,
} from './clientes-potenciales.labels';
import { etiquetaOrigen, type ClientePotencial } from './potencial-formulario';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export const tarjetaPotencial = tarjetaDe('clientepotencial', etiquetasPotencial, [
  { campo: 'codigo' },
  { campo: 'nombre' },
  { campo: 'nif' },
  { campo: 'email' },
  { campo: 'actividad' },
  { campo: 'origen', valor: (p) => etiquetaOrigen(p.origen) },
  { campo: 'interes' },
  { campo: 'fecha_alta' },
  { campo: 'fconversion', valor: (p) => (p.fconversion ? formatearFechaHora(p.fconversion) : null) },
  { campo: 'observaciones', ancho: true },
]);

export function ClientePotencialScreen({ idcliente_potencial }: { idcliente_potencial: string }) {
  return (
    <Documento coleccion="clientepotencial" id={idcliente_potencial} nombre="Cliente potencial" volver={<Link to="/clientes-potenciales/">{VOLVER_LISTA}</Link>}>
      {(p) => <Ficha potencial={p} />}
    </Documento>
  );
}

function Ficha({ potencial }: { potencial: ClientePotencial }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const { idcliente_potencial, idcliente } = potencial;
  const convertir = useAccion<void, string>({
    ejecutar: async () => {
      const nuevo = crypto.randomUUID();
      await motor.mutate('clientePotencial.convertirSync', { idcliente_potencial, idcliente: nuevo });
      return nuevo;
    },
    confirmar: { texto: PREGUNTA_CONVERTIR, aceptar: BOTON_CONVERTIR },
    exito: MENSAJE_CONVERTIDO,
    alTerminar: (nuevo) => navegar({ to: '/clientes/$idcliente', params: { idcliente: nuevo } }),
  });
  const puedeConvertir = !idcliente && potencial.estado > 0 && puede(sesion.usuario, 'cliente', 'insertar');

  return (
    <div className="pantalla">
      <h1>{potencial.nombre}</h1>
      {idcliente ? (
        <p className="aviso" role="note">
          {CONVERTIDO}.{' '}
          <Link to="/clientes/$idcliente" params={{ idcliente }}>
            {VER_CLIENTE}
          </Link>
        </p>
      ) : null}
      <TarjetaEntidad declaracion={tarjetaPotencial} doc={potencial} titulo={TITULO_DATOS} />
      <BarraSubpaginas etiqueta={ENLACES_POTENCIAL} coleccion="clientepotencial" id={idcliente_potencial} datos={false} despues={<Link to="/clientes-potenciales/" className="boton">{VOLVER_LISTA}</Link>}>
        {puede(sesion.usuario, 'cliente_potencial', 'editar') && (
          <Link to="/clientes-potenciales/$idcliente_potencial/edit" params={{ idcliente_potencial }} className="boton boton-primario">
            {ENLACE_MODIFICAR}
          </Link>
        )}
        {puedeConvertir && (
          <button className="boton" {...convertir.boton()}>
            {BOTON_CONVERTIR}
          </button>
        )}
        {puede(sesion.usuario, 'operacioncrm', 'visualizar') && (
          <Link to="/clientes-potenciales/$idcliente_potencial/operaciones" params={{ idcliente_potencial }} className="boton">
            Operaciones
          </Link>
        )}
        {puede(sesion.usuario, 'presupuestocli', 'visualizar') && (
          <Link to="/presupuestos/clientes-potenciales/$idcliente_potencial" params={{ idcliente_potencial }} className="boton">
            Presupuestos
          </Link>
        )}
        {puede(sesion.usuario, 'cita', 'visualizar') && (
          <Link to="/clientes-potenciales/$idcliente_potencial/citas" params={{ idcliente_potencial }} className="boton">
            Citas
          </Link>
        )}
        {!idcliente && puede(sesion.usuario, 'operacioncrm', 'insertar') && (
          <Link to="/operaciones/add" search={{ idcliente_potencial }} className="boton">
            Nueva operación
          </Link>
        )}
        {!idcliente && puede(sesion.usuario, 'cita', 'insertar') && (
          <Link to="/citas/add" search={{ idcliente_potencial }} className="boton">
            Nueva cita
          </Link>
        )}
      </BarraSubpaginas>
      {convertir.aviso}
      {convertir.dialogo}
      <SeccionesSubregistros dueno="clientePotencial" id={idcliente_potencial} />
    </div>
  );
}
