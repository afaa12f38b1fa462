/**
 * Órdenes de trabajo de un cliente (/clientes/{idcliente}/ordenes): la lista declarada de órdenes
 * (features/ordenes/lista-ordenes) filtrada por el cliente.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { Documento } from '../../ui/documento/Documento';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionOrdenes } from '../ordenes/lista-ordenes';
import { SIN_ORDENES, TITULO_ORDENES_CLIENTE, VOLVER_FICHA, VOLVER_LISTA } from './clientes.labels';

export function ClienteOrdenesScreen({ idcliente }: { idcliente: string }) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}>
      {(cliente) => <Ordenes cliente={cliente} />}
    </Documento>
  );
}

function Ordenes({ cliente }: { cliente: DocDe<'cliente'> }) {
  const { idcliente } = cliente;
  const definicion = useMemo(() => definicionOrdenes({ id: `cliente-ordenes:${idcliente}`, selectorBase: { idcliente: { $eq: idcliente } }, vacio: SIN_ORDENES }), [idcliente]);
  return (
    <>
      <ListaScreen titulo={`${TITULO_ORDENES_CLIENTE} ${cliente.nombre}`} definicion={definicion} />
      <div className="pantalla">
        <p>
          <Link to="/clientes/$idcliente" params={{ idcliente }}>
            {VOLVER_FICHA}
          </Link>
        </p>
      </div>
    </>
  );
}
