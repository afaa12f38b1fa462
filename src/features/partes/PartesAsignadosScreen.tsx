/**
 * Partes asignados: los partes pendientes (estado 1) del técnico de la sesión, del más reciente al más
 * antiguo. Sin idtecnico (usuario con ámbito sobre todo), todos los pendientes. Ordena por la clave
 * ascendente `fecha_desc` (RxDB no usa índices en orden descendente) y pagina de 50 en 50.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { refDoc } from '../../../replication/tx';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { etiquetaClasificacionParte, etiquetaEstadoParte } from './partes.labels';

export const TAMANO_PAGINA = 50;

export function PartesAsignadosScreen() {
  const { db, sesion } = useVigia();
  const idtecnico = sesion.usuario.idtecnico;
  const [paginas, setPaginas] = useState(1);
  const limite = paginas * TAMANO_PAGINA;

  // Uno más del límite para saber si hay más sin contar (count() sobre rangos grandes es lento).
  const { resultado, cargando, error } = useRxQuery(
    () =>
      db.partetrabajo.find({
        selector: idtecnico ? { estado: 1, idtecnico } : { estado: 1 },
        sort: [{ fecha_desc: 'asc' }],
        limit: limite + 1,
      }),
    [db, idtecnico, limite],
  );
  const partes = useMemo(() => (resultado ?? []).slice(0, limite), [resultado, limite]);
  const hayMas = (resultado?.length ?? 0) > limite;

  const idsClientes = useMemo(() => [...new Set(partes.map((p) => p.idcliente))].sort(), [partes]);
  const { resultado: clientes } = useRxQuery(
    () => (idsClientes.length > 0 ? db.cliente.findByIds(idsClientes) : null),
    [db, idsClientes.join('|')],
  );
  const pendientes = useDocumentosPendientes();

  return (
    <div className="pantalla">
      <h1>Partes asignados</h1>
      {error && (
        <div role="alert" className="alerta alerta-error">
          No se han podido leer los partes: {error.message}
        </div>
      )}
      {resultado === undefined && cargando ? (
        <p className="cargando" role="status">
          Cargando partes…
        </p>
      ) : partes.length === 0 ? (
        <p className="vacio">No tienes partes asignados</p>
      ) : (
        <>
          <ul className="lista" aria-label="Partes asignados" aria-busy={cargando}>
            {partes.map((p) => (
              <li key={p.idparte_trabajo}>
                <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: p.idparte_trabajo }} className="fila">
                  <span className="fila-cabeza">
                    <span className="fila-titulo">Parte {p.numero}</span>
                    <span className={`etiqueta etiqueta-estado-${p.estado}`}>{etiquetaEstadoParte(p.estado)}</span>
                  </span>
                  <span className="fila-linea">
                    <span className="fila-fecha">{formatearFecha(p.fecha)}</span>
                  </span>
                  <span className="fila-cliente">{clientes?.get(p.idcliente)?.nombre ?? 'Cliente no descargado'}</span>
                  <span className="fila-descripcion">{p.descripcion}</span>
                  <span className="fila-pie">
                    <span className="etiqueta etiqueta-neutra">{etiquetaClasificacionParte(p.clasificacion)}</span>
                    {pendientes.has(refDoc('partetrabajo', p.idparte_trabajo)) && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="pie-lista" role="status">
            {partes.length === 1 ? 'Se muestra 1 parte' : `Se muestran ${partes.length} partes`}
          </p>
          {hayMas && (
            <button type="button" className="boton boton-ancho" onClick={() => setPaginas((n) => n + 1)}>
              Cargar {TAMANO_PAGINA} más...
            </button>
          )}
        </>
      )}
    </div>
  );
}
