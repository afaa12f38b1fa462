/**
 * Avisos al cliente de un sistema (/clienteavisos/{idcliente}/{idsistema}): lista genérica de los avisos
 * (alarma, avería, aviso de revisión, impago…) con fecha, tipo, texto y si se ha leído; 'Marcar como
 * leído' manda `clienteAviso.updateSync` con leido = true. Si el sistema no es del cliente, lo dice.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { useSnackbar } from '../../ui/Snackbar';
import { DocumentoSistema, type Sistema } from './MarcoSistema';
import { etiquetasTipoAviso, TEXTOS_AVISOS as T, TEXTOS_SISTEMAS, tiposAviso } from './sistemas.labels';
import './sistemas.css';

export type Aviso = DocDe<'clienteaviso'>;

export interface ClienteAvisosScreenProps {
  idcliente: string;
  idsistema: string;
}

export const definicionAvisos = (idcliente: string, idsistema: string, marcar: ((a: Aviso) => void) | null): DefinicionLista<Aviso> => ({
  id: `clienteavisos:${idcliente}:${idsistema}`,
  coleccion: (db) => db.clienteaviso,
  delPadre: { coleccion: 'clienteaviso', id: idsistema, que: TEXTOS_SISTEMAS.avisosDelSistema },
  selectorBase: { idsistema: { $eq: idsistema }, idcliente: { $eq: idcliente }, estado: { $gt: 0 } },
  columnas: [
    { id: 'fecha', cabecera: 'Fecha', principal: true, celda: ({ doc }) => formatearFechaHora(doc.fecha) },
    { id: 'tipo', cabecera: 'Tipo', celda: ({ doc }) => etiquetasTipoAviso[doc.tipo] },
    { id: 'texto', cabecera: 'Texto', celda: ({ doc }) => <span className={doc.leido ? undefined : 'aviso-no-leido'}>{doc.texto}</span> },
    { id: 'leido', cabecera: 'Estado', celda: ({ doc }) => (doc.leido ? T.leido : T.noLeido) },
    ...(marcar
      ? [
          {
            id: 'acciones',
            cabecera: 'Acciones',
            celda: ({ doc }: { doc: Aviso }) =>
              doc.leido ? null : (
                <button type="button" className="boton enlace-celda" aria-label={`${T.marcarLeido}: ${etiquetasTipoAviso[doc.tipo]} del ${formatearFechaHora(doc.fecha)}`} onClick={() => marcar(doc)}>
                  {T.marcarLeido}
                </button>
              ),
          },
        ]
      : []),
  ],
  relacionados: [],
  busqueda: [{ campo: 'texto' }],
  filtros: [
    { tipo: 'opciones', id: 'tipo', etiqueta: 'Tipo', campo: 'tipo', todas: 'Todos los tipos', opciones: tiposAviso.map((t) => ({ valor: t, etiqueta: etiquetasTipoAviso[t] })) },
  ],
  ordenes: [
    { id: 'reciente', etiqueta: 'Más reciente', campo: 'fecha', direccion: 'desc' },
    { id: 'antiguo', etiqueta: 'Más antiguo', campo: 'fecha', direccion: 'asc' },
  ],
  nombre: { singular: 'aviso', plural: 'avisos' },
  vacio: T.vacio,
  enlace: (_doc, contenido) => contenido,
  etiquetaFila: (doc) => `Aviso ${etiquetasTipoAviso[doc.tipo]} del ${formatearFechaHora(doc.fecha)}`,
});

export function ClienteAvisosScreen({ idcliente, idsistema }: ClienteAvisosScreenProps) {
  return <DocumentoSistema idsistema={idsistema}>{(sistema) => <AvisosSistema idcliente={idcliente} sistema={sistema} />}</DocumentoSistema>;
}

function AvisosSistema({ idcliente, sistema }: { idcliente: string; sistema: Sistema }) {
  const { motor, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const { idsistema } = sistema;
  const puedeMarcar = puede(sesion.usuario, 'cliente_aviso', 'editar');
  const definicion = useMemo(
    () =>
      definicionAvisos(
        idcliente,
        idsistema,
        puedeMarcar
          ? (a) => {
              motor.mutate('clienteAviso.updateSync', { id: a.idcliente_aviso, cambios: { leido: true } }).then(
                () => mostrar({ mensaje: T.marcado }),
                (e: unknown) => mostrar({ mensaje: e instanceof Error ? e.message : String(e) }),
              );
            }
          : null,
      ),
    [idcliente, idsistema, puedeMarcar, motor, mostrar],
  );

  if (sistema.idcliente !== idcliente) {
    return (
      <div className="pantalla">
        <h1>{T.titulo}</h1>
        <p className="vacio">{T.sistemaDeOtroCliente}</p>
      </div>
    );
  }
  return (
    <ListaScreen
      titulo={`${T.titulo} · ${sistema.numero}`}
      definicion={definicion}
      acciones={
        <Link to="/sistemas/$idsistema" params={{ idsistema }} className="boton">
          {TEXTOS_SISTEMAS.volverFicha}
        </Link>
      }
    />
  );
}
