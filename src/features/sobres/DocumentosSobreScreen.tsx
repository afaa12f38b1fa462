/**
 * Los documentos de un sobre (/presupuestos/{id}/sobres/{idsobre}/documentos): el que se envió a firmar,
 * con su SHA-256, y el firmado cuando firman todos, cada uno con su enlace a la documentación del
 * presupuesto. Los ficheros se leen por id (usePorIds); si aún no están en el dispositivo, se dice.
 */
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { EnlaceFichero, SubpantallaSobre, type PantallaSobreProps } from './MarcoSobre';
import type { Sobre } from './sobres';
import { etiquetasSobre, TEXTOS_DOCUMENTOS_SOBRE as T, TEXTOS_SOBRES } from './sobres.labels';

interface FilaDocumento {
  tipo: string;
  idfichero: string;
  fichero: DocDe<'fichero'> | undefined;
  sha256: string | null;
}

/** El documento enviado y, si lo hay, el firmado. */
export const filasDocumentos = (sobre: Pick<Sobre, 'idfichero' | 'sha256' | 'idfichero_firmado'>, ficheros: ReadonlyMap<string, DocDe<'fichero'>>): FilaDocumento[] => [
  { tipo: T.original, idfichero: sobre.idfichero, fichero: ficheros.get(sobre.idfichero), sha256: sobre.sha256 },
  ...(sobre.idfichero_firmado ? [{ tipo: T.firmado, idfichero: sobre.idfichero_firmado, fichero: ficheros.get(sobre.idfichero_firmado), sha256: null }] : []),
];

export function DocumentosSobreScreen(props: PantallaSobreProps) {
  return <SubpantallaSobre {...props} titulo={T.titulo}>{(sobre) => <DocumentosSobre sobre={sobre} />}</SubpantallaSobre>;
}

function DocumentosSobre({ sobre }: { sobre: Sobre }) {
  const { idpresupuestocli } = sobre;
  const ficheros = usePorIds('fichero', [sobre.idfichero, sobre.idfichero_firmado ?? '']);
  const filas = useMemo(() => (ficheros === undefined ? undefined : filasDocumentos(sobre, ficheros)), [sobre, ficheros]);
  const columnas = useMemo(
    (): readonly ColumnaTablaHija<FilaDocumento>[] => [
      { id: 'tipo', cabecera: T.tipo, tipo: 'texto', cabeceraFila: true, valor: (f) => f.tipo },
      {
        id: 'nombre',
        cabecera: T.nombre,
        tipo: 'texto',
        valor: (f) => f.fichero?.nombre ?? '',
        celda: (f) => <EnlaceFichero idpresupuestocli={idpresupuestocli} idfichero={f.idfichero} fichero={f.fichero} texto={TEXTOS_SOBRES.noDisponibleFichero} />,
      },
      { id: 'creado', cabecera: T.creado, tipo: 'fechaHora', valor: (f) => f.fichero?.creado },
      { id: 'sha256', cabecera: etiquetasSobre.sha256, tipo: 'codigo', valor: (f) => f.sha256, celda: (f) => (f.sha256 ? <span className="huella">{f.sha256}</span> : null) },
    ],
    [idpresupuestocli],
  );
  if (filas === undefined) return <p role="status">{T.cargando}</p>;
  return (
    <>
      <TablaHija titulo={T.titulo} columnas={columnas} filas={filas} claveFila={(f) => f.idfichero} atributosFila={() => ({ 'data-testid': 'documento-sobre' })} />
      {!sobre.idfichero_firmado && sobre.situacion === 'enviado' && <p className="nota">{T.pendienteFirma}</p>}
    </>
  );
}
