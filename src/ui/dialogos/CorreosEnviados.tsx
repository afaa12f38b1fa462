/**
 * 'Correos' de una ficha: lo que se ha enviado (o espera en la bandeja de salida) sobre ese registro,
 * del más nuevo al más viejo, con su estado en vivo. Consulta por el índice `id` del correo.
 */
import { coleccionDe } from '../../../replication/cliente';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { EtiquetaEnvio } from './EstadoCorreo';
import './dialogos.css';
import type { OrigenCorreo } from './useEnviarCorreo';

export function CorreosEnviados({ origen }: { origen: OrigenCorreo }) {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => coleccionDe(db, 'correo').find({ selector: { id: origen.id } }), [db, origen.id]);
  const correos = (resultado ?? []).filter((c) => c.idtabla === origen.idtabla && c.estado > 0).sort((a, b) => b.creado.localeCompare(a.creado));
  if (correos.length === 0) return null;
  return (
    <section className="correos-enviados" aria-labelledby={`correos-${origen.id}`}>
      <h2 id={`correos-${origen.id}`}>Correos</h2>
      <ul>
        {correos.map((c) => (
          <li key={c.idcorreo}>
            <strong>{c.asunto}</strong>
            <span className="correos-detalle">{`${c.para} · ${formatearFechaHora(c.creado)}`}</span>
            <EtiquetaEnvio correo={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}
