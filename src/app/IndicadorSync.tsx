/**
 * Indicador de la cabecera: conexión y cambios por subir; lleva a la pantalla de Sincronización. Durante
 * la descarga inicial (aún no hay ninguna completa) muestra una barra de progreso con lo recibido. Dice
 * también si el dispositivo está listo para trabajar sin conexión (preparacion.tsx).
 */
import { Link } from '@tanstack/react-router';
import { formatearEntero, plural } from '../lib/formato';
import { resumenPreparacion } from '../features/sincronizacion/preparacion/modelo';
import { usePreparacion } from './preparacion';
import { useEstadoSync } from './useEstadoSync';

export function IndicadorSync() {
  const estado = useEstadoSync();
  const conexion = !estado.online ? 'Desconectado' : estado.servidorAlcanzable ? 'Conectado' : 'Servidor no disponible';
  const tono = !estado.online || !estado.servidorAlcanzable ? 'desconectado' : 'conectado';
  const ocupado = estado.subiendo || estado.bajando;
  const descargaInicial = estado.ultimoPull === null ? estado.progresoDescarga : null;
  const preparacion = usePreparacion();
  return (
    <Link to="/sincronizacion/" className={`indicador-sync indicador-${tono}`} title="Ver el estado de la sincronización">
      <span className="punto" aria-hidden="true" />
      <span>{conexion}</span>
      {estado.pendientes > 0 && <span className="contador">{plural(estado.pendientes, 'por subir', 'por subir')}</span>}
      {estado.fallidos > 0 && <span className="contador contador-error">{plural(estado.fallidos, 'con error', 'con error')}</span>}
      {descargaInicial && (
        <progress
          className="indicador-progreso"
          style={{ width: '4rem' }}
          aria-label="Descargando datos…"
          aria-valuetext={`${formatearEntero(descargaInicial.recibidos)} documentos recibidos`}
        />
      )}
      {preparacion && (
        <span
          className={`contador ${preparacion.listo ? 'contador-listo' : 'contador-error'}`}
          data-testid="indicador-preparacion"
          title={resumenPreparacion(preparacion)}
        >
          {preparacion.listo ? 'Listo sin conexión' : 'No listo sin conexión'}
        </span>
      )}
      {ocupado && <span className="indicador-carga indicador-carga-pequeno" aria-label="Sincronizando" role="img" />}
    </Link>
  );
}
