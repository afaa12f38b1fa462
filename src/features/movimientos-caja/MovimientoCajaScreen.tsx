/**
 * Ficha de un movimiento de caja (/movimientos-caja/{idmovcaja}): fecha, tipo, importe, categoría,
 * concepto, la caja, el saldo tras el movimiento, el parte y el recibo si viene del cobro de un parte, y
 * las observaciones; los justificantes (ficheros del movimiento, idtabla 290) con 'Añadir justificante',
 * que lleva al alta genérica de ficheros (un fichero o una foto de la cámara compartida). 'Editar' y
 * 'Anular movimiento' (tras 'Confirmación': movimientoCaja.updateSync con estado 0, también sin conexión)
 * solo para los movimientos hechos a mano: el de un cobro se corrige en el parte.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MENSAJES_CAJA } from '../../../replication/caja';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearBytes, formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { useJustificantes, useSaldosCaja } from './consultas';
import { esDeCobro, IDTABLA_MOVIMIENTO_CAJA, nombreCategoria, nombreTipoMovimiento, type MovimientoCaja } from './movimientos-caja';
import { etiquetasMovimientoCaja, TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { VolverCaja } from './VolverCaja';
import './movimientos-caja.css';

export const tarjetaMovimientoCaja = tarjetaDe('movimientocaja', etiquetasMovimientoCaja, [
  { campo: 'fecha' },
  { campo: 'tipo', valor: (m) => nombreTipoMovimiento(m.tipo) },
  { campo: 'importe', formato: 'moneda' },
  { campo: 'categoria', valor: (m) => nombreCategoria(m.categoria) },
  { campo: 'concepto', ancho: true },
  { externo: 'caja' },
  { externo: 'saldoTras' },
  { externo: 'parte' },
  { externo: 'recibo' },
  { campo: 'observaciones', ancho: true },
]);

export function MovimientoCajaScreen({ idmovcaja }: { idmovcaja: string }) {
  return (
    <Documento coleccion="movimientocaja" id={idmovcaja} nombre={T.movimiento} volver={<VolverCaja />}>
      {(m) => <FichaMovimiento movimiento={m} />}
    </Documento>
  );
}

function FichaMovimiento({ movimiento: m }: { movimiento: MovimientoCaja }) {
  const { sesion, motor } = useVigia();
  const usuario = sesion.usuario;
  const navegar = useNavigate();
  const cajas = usePorIds('caja', [m.idcaja]);
  const caja = cajas?.get(m.idcaja);
  const saldos = useSaldosCaja(caja);
  const partes = usePorIds('partetrabajo', m.idparte_trabajo ? [m.idparte_trabajo] : []);
  const cobros = usePorIds('cobro', m.idcobro ? [m.idcobro] : []);
  const justificantes = useJustificantes(m.idmovcaja);
  const deCobro = esDeCobro(m);
  const activo = m.estado > 0;
  const modificable = activo && !deCobro && puede(usuario, 'movimiento_caja', 'editar');

  const externos = useMemo(() => {
    const parte = m.idparte_trabajo ? partes?.get(m.idparte_trabajo) : undefined;
    const textoParte = parte ? T.parte(parte.numero) : m.idparte_trabajo ? T.parteSinNumero : null;
    const saldo = saldos?.porMovimiento.get(m.idmovcaja);
    return {
      caja: cajas === undefined ? T.cargando : (caja?.nombre ?? T.noEsta),
      saldoTras: !activo ? null : saldos === undefined ? T.cargando : saldo === undefined ? T.sinSaldo : formatearMoneda(saldo),
      parte:
        m.idparte_trabajo && parte && puede(usuario, 'parte_trabajo', 'visualizar') ? (
          <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: m.idparte_trabajo }}>
            {textoParte}
          </Link>
        ) : (
          textoParte
        ),
      recibo: m.idcobro ? (cobros?.get(m.idcobro)?.recibo ?? null) : null,
    };
  }, [m, partes, cobros, cajas, caja, saldos, activo, usuario]);

  const anular = useAccion<MovimientoCaja>({
    ejecutar: (x) => motor.mutate('movimientoCaja.updateSync', { id: x.idmovcaja, cambios: { estado: 0 } }),
    confirmar: (x) => ({ texto: T.confirmarAnular(x.concepto, formatearMoneda(x.importe)), aceptar: T.anular }),
    exito: T.anulado,
    alTerminar: (_r, x) => navegar({ to: '/movimientos-caja/', search: { idcaja: x.idcaja } }),
  });

  const params = { idmovcaja: m.idmovcaja };
  const ficheros = { id: m.idmovcaja, idtabla: String(IDTABLA_MOVIMIENTO_CAJA) };
  return (
    <div className="pantalla">
      <h1>{T.movimiento}</h1>
      <p>{`${formatearFechaHora(m.fecha)} · ${m.concepto}`}</p>
      {deCobro && (
        <p className="aviso-caja" role="note">
          {MENSAJES_CAJA.deCobro}
        </p>
      )}
      <TarjetaEntidad declaracion={tarjetaMovimientoCaja} doc={m} titulo={T.datos} externos={externos} />

      {modificable && (
        <nav className="botonera" aria-label={T.enlaces}>
          <Link to="/movimientos-caja/$idmovcaja/edit" params={params} className="boton boton-primario">
            {T.editar}
          </Link>
          <button {...anular.boton(m)} className="boton boton-peligro">
            {T.anular}
          </button>
        </nav>
      )}
      {anular.aviso}
      {anular.dialogo}

      {puede(usuario, 'fichero', 'visualizar') && (
        <section className="tarjeta" aria-label={T.justificantes}>
          <h2>{T.justificantes}</h2>
          {justificantes === undefined ? (
            <p role="status">{T.cargando}</p>
          ) : justificantes.length === 0 ? (
            <p className="vacio">{T.sinJustificantes}</p>
          ) : (
            <ul className="lista-simple" aria-label={T.justificantes}>
              {justificantes.map((f) => (
                <li key={f.idfichero}>
                  <Link to="/ficheros/$id/$idtabla/$idfichero" params={{ ...ficheros, idfichero: f.idfichero }}>
                    {f.nombre}
                  </Link>
                  <span>{` · ${formatearBytes(f.tamano)} · ${formatearFechaHora(f.creado)}`}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="botonera">
            {activo && puede(usuario, 'fichero', 'insertar') && (
              <Link to="/ficheros/$id/$idtabla/add" params={ficheros} className="boton">
                {T.anadirJustificante}
              </Link>
            )}
            <Link to="/ficheros/$id/$idtabla" params={ficheros} className="boton">
              {T.verFicheros}
            </Link>
          </div>
        </section>
      )}

      <p>
        <VolverCaja idcaja={m.idcaja} />
      </p>
    </div>
  );
}
