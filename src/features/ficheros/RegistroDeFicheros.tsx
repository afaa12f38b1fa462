/**
 * Los ficheros de un registro se ven (y se añaden) solo si el registro está en este dispositivo, es decir,
 * en el ámbito del usuario: el fichero hereda el ámbito de su registro (server/sync/ambito.ts), así que la
 * pantalla pregunta por el registro con la misma carcasa que las fichas. Un idtabla que esta versión no
 * conoce, o un registro que no es del usuario, dice 'El registro no está en este dispositivo' y no ofrece
 * 'Añadir fichero' (el servidor, además, rechazaría el alta).
 */
import type { ReactNode } from 'react';
import { refDeIdtabla } from '../../lib/referencias';
import { DocumentoSinTipo, MarcoDocumento } from '../../ui/documento/Documento';
import { TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface RegistroDeFicherosProps {
  idtabla: number;
  id: string;
  children: ReactNode;
}

export function RegistroDeFicheros({ idtabla, id, children }: RegistroDeFicherosProps) {
  const ref = refDeIdtabla(idtabla, id);
  if (!ref) return <MarcoDocumento estado={{ fase: 'noEsta' }} nombre={T.titulo}>{() => null}</MarcoDocumento>;
  return (
    <DocumentoSinTipo coleccion={ref.coleccion} id={ref.id} nombre={T.titulo}>
      {() => children}
    </DocumentoSinTipo>
  );
}
