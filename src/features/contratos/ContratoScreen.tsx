/**
 * Ficha de un contrato (/contratos/{id}): sus datos (cliente con enlace a su ficha, formas de pago, la
 * cuenta bancaria con el IBAN enmascarado, la dirección de instalación, importes, condiciones), el resumen
 * de sus cuotas (cuántas, cuántas cobradas y lo pendiente, al céntimo), los enlaces a modificar, cuotas,
 * servicios contratados, materiales, el presupuesto de origen, ficheros y datos (idtabla 233) según los
 * permisos, y 'Finalizar contrato' y 'Anular contrato' tras la 'Confirmación'.
 */
import { Link } from '@tanstack/react-router';
import { nombreFormaPago } from '../../../replication/presupuestos';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { hoyLocal } from '../ordenes/asignar-parte';
import { textoDireccion } from '../subregistros/entidades';
import { useCuotasContrato } from './consultas';
import { cambiosFinalizar, ESTADOS_CONTRATO, ibanEnmascarado, nombreEstadoContrato, puedeAnular, puedeFinalizar, resumenCuotas, type Contrato } from './contratos';
import { etiquetasContrato, TEXTOS_CONTRATOS as T } from './contratos.labels';
import { VolverContratos } from './MarcoContrato';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export const tarjetaContrato = tarjetaDe('contrato', etiquetasContrato, [
  { campo: 'numero' },
  { externo: 'cliente' },
  { campo: 'titulo' },
  { campo: 'estado', valor: (c) => nombreEstadoContrato(c.estado) },
  { campo: 'fecha_inicio' },
  { campo: 'duracion_meses', etiqueta: etiquetasContrato.duracion, valor: (c) => T.meses(c.duracion_meses) },
  { campo: 'fecha_fin' },
  { campo: 'renovacion_automatica' },
  { campo: 'forma_pago', valor: (c) => nombreFormaPago(c.forma_pago) },
  { campo: 'forma_pago_cuotas', valor: (c) => nombreFormaPago(c.forma_pago_cuotas) },
  { externo: 'cuenta' },
  { externo: 'direccion', ancho: true },
  { campo: 'base', formato: 'moneda' },
  { campo: 'cuota_iva', formato: 'moneda' },
  { campo: 'total', formato: 'moneda' },
  { campo: 'condiciones', ancho: true },
  { campo: 'observaciones', ancho: true },
]);

export function ContratoScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <Documento coleccion="contrato" id={idcontrato} nombre="Contrato" avisoAnulado={T.avisoAnulado} volver={<VolverContratos />}>
      {(contrato) => <FichaContrato contrato={contrato} />}
    </Documento>
  );
}

/** Lo que la ficha lee de otras colecciones, por id: el cliente, la cuenta y la dirección. */
const useExternos = (c: Contrato) => {
  const clientes = usePorIds('cliente', [c.idcliente]);
  const cuentas = usePorIds('cuentabancaria', [c.idcuenta_bancaria ?? '']);
  const direcciones = usePorIds('direccion', [c.iddireccion_instalacion ?? '']);
  const nombre = clientes === undefined ? T.cargando : (clientes.get(c.idcliente)?.nombre ?? T.sinCliente);
  const cuenta = c.idcuenta_bancaria ? cuentas?.get(c.idcuenta_bancaria) : null;
  const direccion = c.iddireccion_instalacion ? direcciones?.get(c.iddireccion_instalacion) : null;
  return {
    cliente: (
      <Link to="/clientes/$idcliente" params={{ idcliente: c.idcliente }}>
        {nombre}
      </Link>
    ),
    cuenta: cuenta === null ? T.sinCuenta : cuentas === undefined ? T.cargando : cuenta ? `${ibanEnmascarado(cuenta.iban)} · ${cuenta.titular}` : T.cuentaNoEsta,
    direccion: direccion === null ? null : direcciones === undefined ? T.cargando : direccion ? textoDireccion(direccion) : T.direccionNoEsta,
  };
};

function FichaContrato({ contrato }: { contrato: Contrato }) {
  const { db, sesion } = useVigia();
  const { idcontrato, numero } = contrato;
  const usuario = sesion.usuario;
  const cuotas = useCuotasContrato(idcontrato);
  const externos = useExternos(contrato);
  const cambiarEstado = useAccion<'finalizar' | 'anular', void>({
    ejecutar: (que) =>
      db
        .mutate('contrato.updateSync', { id: idcontrato, cambios: que === 'finalizar' ? cambiosFinalizar(contrato, hoyLocal()) : { estado: ESTADOS_CONTRATO.anulado } })
        .then(() => undefined),
    confirmar: (que) => ({ texto: que === 'finalizar' ? T.confirmarFinalizar(numero) : T.confirmarAnular(numero), aceptar: que === 'finalizar' ? T.finalizar : T.anular }),
    exito: (_r, que) => (que === 'finalizar' ? T.finalizado : T.anulado),
    ocupadoSoloElPulsado: true,
  });
  const params = { idcontrato };
  const resumen = cuotas === undefined ? null : resumenCuotas(cuotas);
  const editar = puede(usuario, 'contrato', 'editar');

  return (
    <div className="pantalla">
      <h1>{`Contrato ${numero}`}</h1>
      <TarjetaEntidad declaracion={tarjetaContrato} doc={contrato} titulo={T.datos} externos={externos} />
      <p aria-live="polite" data-testid="resumen-cuotas">
        {resumen === null ? T.cargando : T.resumenCuotas(resumen.numero, resumen.cobradas, formatearMoneda(resumen.pendiente))}
      </p>

      <BarraSubpaginas etiqueta={T.enlaces} coleccion="contrato" id={idcontrato}>
        {editar && (
          <Link to="/contratos/$idcontrato/edit" params={params} className="boton boton-primario">
            {T.modificar}
          </Link>
        )}
        {puede(usuario, 'contrato_cuota', 'visualizar') && (
          <Link to="/contratos/$idcontrato/cuotas" params={params} className="boton">
            {T.cuotas}
          </Link>
        )}
        {puede(usuario, 'servicio_contratado', 'visualizar') && (
          <Link to="/contratos/$idcontrato/servicios-contratados" params={params} className="boton">
            {T.servicios}
          </Link>
        )}
        {puede(usuario, 'material_contrato', 'visualizar') && (
          <Link to="/contratos/$idcontrato/materiales" params={params} className="boton">
            {T.materiales}
          </Link>
        )}
        {puede(usuario, 'presupuestocli', 'visualizar') && puede(usuario, 'revision_presupuesto', 'visualizar') && (
          <Link to="/contratos/$idcontrato/presupuestos/$idpresupuestocli" params={{ idcontrato, idpresupuestocli: contrato.idpresupuestocli }} className="boton">
            {T.presupuesto}
          </Link>
        )}
      </BarraSubpaginas>

      {editar && (puedeFinalizar(contrato) || puedeAnular(contrato)) && (
        <div className="botonera">
          {puedeFinalizar(contrato) && (
            <button className="boton" {...cambiarEstado.boton('finalizar')}>
              {T.finalizar}
            </button>
          )}
          {puedeAnular(contrato) && (
            <button className="boton boton-peligro" {...cambiarEstado.boton('anular')}>
              {T.anular}
            </button>
          )}
        </div>
      )}
      {cambiarEstado.aviso}
      {cambiarEstado.dialogo}
    </div>
  );
}
