/**
 * La marca 'Hora no fiable' de un registro con hora del dispositivo (issue 29, replication/hora-dispositivo.ts):
 * el servidor no pudo situar su hora en su reloj, o cae fuera del marco del registro. Se enseña con el
 * motivo en las listas y fichas de fichajes, rondas y sus lecturas, partes de novedad y movimientos de
 * llaves. Nada si la hora es fiable o aún no la ha juzgado el servidor. Empieza con un espacio: va detrás
 * de la hora en la misma celda.
 */
export const TEXTO_HORA_NO_FIABLE = 'Hora no fiable';
/** La hora que cuenta de una lectura: la del dispositivo situada en el reloj del servidor. */
export const CABECERA_HORA_SERVIDOR = 'Hora en el servidor';

export interface ConMarcaHora {
  hora_fiable?: boolean | null;
  motivo_hora?: string | null;
}

/** 'Hora no fiable: motivo' (o sin motivo), o null si la hora es fiable o está sin juzgar. */
export const textoMarcaHora = (doc: ConMarcaHora): string | null =>
  doc.hora_fiable === false ? (doc.motivo_hora ? `${TEXTO_HORA_NO_FIABLE}: ${doc.motivo_hora}` : TEXTO_HORA_NO_FIABLE) : null;

export function MarcaHora({ doc, conMotivo = true }: { doc: ConMarcaHora; conMotivo?: boolean }) {
  if (doc.hora_fiable !== false) return null;
  return (
    <span className="marca-hora" data-testid="hora-no-fiable">
      {' '}
      <span className="etiqueta etiqueta-aviso" title={doc.motivo_hora ?? undefined}>
        {TEXTO_HORA_NO_FIABLE}
      </span>
      {conMotivo && doc.motivo_hora && <small className="marca-hora-motivo"> {doc.motivo_hora}</small>}
    </span>
  );
}
