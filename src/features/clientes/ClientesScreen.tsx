/**
 * Lista de clientes: declaración para la lista genérica (src/ui/lista) con código, nombre, NIF y correo
 * electrónico; búsqueda por código, nombre y NIF, orden por nombre y enlace a la ficha de cada cliente;
 * 'Mi cartera' para un comercial y 'Mapa' (sus direcciones; la zona del mapa restringe la lista).
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { BotonMapaLista } from '../../ui/dialogos/mapa/MapaLista';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, ControlLista, DefinicionLista } from '../../ui/lista/tipos';
import { ENLACE_CARTERA, etiquetasCliente, TITULO_CLIENTES, VACIO_CLIENTES } from './clientes.labels';
import { BUSQUEDA_CLIENTES, CONSULTA_CLIENTES } from './consulta-clientes';
import { MapaClientes } from './MapaClientes';

type Cliente = DocDe<'cliente'>;

const columnas: readonly ColumnaLista<Cliente>[] = [
  { id: 'codigo', cabecera: etiquetasCliente.codigo, principal: true, celda: ({ doc }) => doc.codigo },
  { id: 'nombre', cabecera: etiquetasCliente.nombre, celda: ({ doc }) => doc.nombre },
  { id: 'nif', cabecera: etiquetasCliente.nif, celda: ({ doc }) => doc.nif ?? '' },
  { id: 'email', cabecera: etiquetasCliente.email, celda: ({ doc }) => doc.email ?? '' },
];

export function ClientesScreen() {
  const { sesion } = useVigia();
  const { idusuario, idcomercial } = sesion.usuario;

  const definicion = useMemo<DefinicionLista<Cliente>>(
    () => ({
      id: `clientes:${idusuario}`,
      coleccion: (db) => db.cliente,
      ...CONSULTA_CLIENTES,
      columnas,
      relacionados: [],
      busqueda: BUSQUEDA_CLIENTES,
      nombre: { singular: 'cliente', plural: 'clientes' },
      vacio: VACIO_CLIENTES,
      enlace: (doc, contenido) => (
        <Link to="/clientes/$idcliente" params={{ idcliente: doc.idcliente }} className="enlace-fila">
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Cliente ${doc.codigo} ${doc.nombre}`,
    }),
    [idusuario],
  );

  const acciones = (control: ControlLista<Cliente>) => (
    <div className="lista-cabecera-acciones">
      {idcomercial && (
        <Link to="/clientes/cartera" className="boton">
          {ENLACE_CARTERA}
        </Link>
      )}
      <BotonMapaLista>{(alCerrar) => <MapaClientes control={control} alCerrar={alCerrar} />}</BotonMapaLista>
    </div>
  );

  return <ListaScreen titulo={TITULO_CLIENTES} definicion={definicion} acciones={acciones} />;
}
