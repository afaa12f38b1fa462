/**
 * Lista de clientes potenciales: código, nombre, NIF, origen, fecha de alta y si está convertido;
 * búsqueda por código, nombre y NIF, filtro por origen, orden por nombre o fecha de alta; el selector
 * 'Conversión' (todos, sin convertir, convertidos) cambia el filtro base. 'Nuevo cliente potencial' si
 * el usuario puede insertarlos; 'Mapa' con sus direcciones (la zona del mapa restringe la lista).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { BotonMapaLista } from '../../ui/dialogos/mapa/MapaLista';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, ControlLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import {
  CONVERTIDO,
  ENLACE_NUEVO,
  etiquetasOrigen,
  etiquetasPotencial,
  FILTRO_CONVERSION,
  TITULO_CLIENTES_POTENCIALES,
  VACIO_CLIENTES_POTENCIALES,
} from './clientes-potenciales.labels';
import { MapaClientesPotenciales } from './MapaClientesPotenciales';
import { etiquetaOrigen, ORIGENES, type ClientePotencial } from './potencial-formulario';

type Conversion = '' | 'no' | 'si';

const columnas: readonly ColumnaLista<ClientePotencial>[] = [
  { id: 'codigo', cabecera: etiquetasPotencial.codigo, principal: true, celda: ({ doc }) => doc.codigo },
  { id: 'nombre', cabecera: etiquetasPotencial.nombre, celda: ({ doc }) => doc.nombre },
  { id: 'nif', cabecera: etiquetasPotencial.nif, celda: ({ doc }) => doc.nif ?? '' },
  { id: 'origen', cabecera: etiquetasPotencial.origen, celda: ({ doc }) => etiquetaOrigen(doc.origen) },
  { id: 'fecha_alta', cabecera: etiquetasPotencial.fecha_alta, celda: ({ doc }) => formatearFecha(doc.fecha_alta) },
  { id: 'conversion', cabecera: FILTRO_CONVERSION.etiqueta, celda: ({ doc }) => (doc.idcliente ? CONVERTIDO : '') },
];

const filtros: readonly FiltroLista<ClientePotencial>[] = [
  {
    tipo: 'opciones',
    id: 'origen',
    etiqueta: etiquetasPotencial.origen,
    campo: 'origen',
    todas: 'Todos los orígenes',
    opciones: ORIGENES.map((o) => ({ valor: o, etiqueta: etiquetasOrigen[o] })),
  },
];

const ordenes: readonly OpcionOrden<ClientePotencial>[] = [
  { id: 'nombre', etiqueta: etiquetasPotencial.nombre, campo: 'nombre', direccion: 'asc' },
  { id: 'fecha-reciente', etiqueta: 'Fecha de alta más reciente', campo: 'fecha_alta', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: 'Fecha de alta más antigua', campo: 'fecha_alta', direccion: 'asc' },
];

export function ClientesPotencialesScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const [conversion, setConversion] = useState<Conversion>('');
  const idSelector = useId();

  const definicion = useMemo<DefinicionLista<ClientePotencial>>(
    () => ({
      id: `clientes-potenciales:${idusuario}:${conversion}`,
      coleccion: (db) => db.clientepotencial,
      selectorBase: conversion === 'si' ? { idcliente: { $ne: null } } : conversion === 'no' ? { idcliente: { $eq: null } } : {},
      columnas,
      relacionados: [],
      busqueda: [{ campo: 'codigo' }, { campo: 'nombre' }, { campo: 'nif' }],
      filtros,
      ordenes,
      nombre: { singular: 'cliente potencial', plural: 'clientes potenciales' },
      vacio: VACIO_CLIENTES_POTENCIALES,
      enlace: (doc, contenido) => (
        <Link to="/clientes-potenciales/$idcliente_potencial" params={{ idcliente_potencial: doc.idcliente_potencial }} className="enlace-fila">
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Cliente potencial ${doc.codigo} ${doc.nombre}`,
    }),
    [idusuario, conversion],
  );

  const acciones = (control: ControlLista<ClientePotencial>) => (
    <div className="lista-cabecera-acciones">
      <label htmlFor={idSelector}>{FILTRO_CONVERSION.etiqueta}</label>{' '}
      <select id={idSelector} value={conversion} onChange={(e) => setConversion(e.target.value === 'si' ? 'si' : e.target.value === 'no' ? 'no' : '')}>
        <option value="">{FILTRO_CONVERSION.todos}</option>
        <option value="no">{FILTRO_CONVERSION.sinConvertir}</option>
        <option value="si">{FILTRO_CONVERSION.convertidos}</option>
      </select>{' '}
      {puede(sesion.usuario, 'cliente_potencial', 'insertar') && (
        <Link to="/clientes-potenciales/add" className="boton boton-primario">
          {ENLACE_NUEVO}
        </Link>
      )}
      <BotonMapaLista>{(alCerrar) => <MapaClientesPotenciales control={control} alCerrar={alCerrar} />}</BotonMapaLista>
    </div>
  );

  return <ListaScreen titulo={TITULO_CLIENTES_POTENCIALES} definicion={definicion} acciones={acciones} />;
}
