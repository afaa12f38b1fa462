/**
 * Titulares (cliente o cliente potencial) de operaciones y citas: la búsqueda que para en el límite
 * (consultaBusquedaTitulares, solo la delegación del usuario), el control 'propio' de los formularios
 * declarados que la usa (una caja de búsqueda y un desplegable con clientes y clientes potenciales), el
 * titular ya elegido leído por id y el nombre del titular de un registro, con enlace a su ficha.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import type { PropsCampoPropio } from '../../ui/formulario/declaracion';
import { normalizarBusqueda } from '../../ui/lista/consulta';
import { claveTitular, consultaBusquedaTitulares, titularDeIds, type Titular } from './operaciones';
import { TEXTOS_OPERACIONES, TEXTOS_TITULAR, textoTitular } from './operaciones.labels';

/** Cuántos de cada tipo enseña el desplegable. */
export const LIMITE_TITULARES = 25;

const deCliente = (c: DocDe<'cliente'>): Titular => ({ tipo: 'cliente', id: c.idcliente, nombre: c.nombre, iddelegacion: c.iddelegacion });
const dePotencial = (p: DocDe<'clientepotencial'>): Titular => ({ tipo: 'potencial', id: p.idcliente_potencial, nombre: p.nombre, iddelegacion: p.iddelegacion });

/** Clientes y clientes potenciales (sin convertir) de la delegación del usuario que casan con el texto. */
export const useBusquedaTitulares = (texto: string): readonly Titular[] | undefined => {
  const { db, sesion } = useVigia();
  const { iddelegacion } = sesion.usuario;
  const clave = normalizarBusqueda(texto);
  const { resultado: clientes } = useRxQuery(
    () => db.cliente.find({ ...consultaBusquedaTitulares(clave, iddelegacion, LIMITE_TITULARES), sort: [{ idcliente: 'asc' }] }),
    [db, clave, iddelegacion],
  );
  const { resultado: potenciales } = useRxQuery(
    () => db.clientepotencial.find({ ...consultaBusquedaTitulares(clave, iddelegacion, LIMITE_TITULARES), sort: [{ idcliente_potencial: 'asc' }] }),
    [db, clave, iddelegacion],
  );
  if (clientes === undefined || potenciales === undefined) return undefined;
  return [...clientes.map(deCliente), ...potenciales.filter((p) => !p.idcliente).map(dePotencial)].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
};

/** El titular de unos ids (preseleccionado por la ruta o el de una operación), leído por id. */
export const useTitular = (r: { idcliente?: string | null; idcliente_potencial?: string | null } | null): Titular | null | undefined => {
  const idc = r?.idcliente ?? '';
  const idp = idc === '' ? (r?.idcliente_potencial ?? '') : '';
  const clientes = usePorIds('cliente', [idc]);
  const potenciales = usePorIds('clientepotencial', [idp]);
  // Memorizado: el mismo titular mientras no cambien los documentos (los formularios lo usan de valor inicial).
  return useMemo(() => {
    if (idc !== '') {
      if (clientes === undefined) return undefined;
      const c = clientes.get(idc);
      return c ? deCliente(c) : null;
    }
    if (idp !== '') {
      if (potenciales === undefined) return undefined;
      const p = potenciales.get(idp);
      return p ? dePotencial(p) : null;
    }
    return null;
  }, [idc, idp, clientes, potenciales]);
};

/** Control del campo titular: buscar y elegir un cliente o cliente potencial. */
export type PropsSelectorTitular = Pick<PropsCampoPropio<Titular | null>, 'valor' | 'alCambiar' | 'error' | 'etiqueta' | 'requerido' | 'desactivado'>;

export function SelectorTitular({ valor, alCambiar, error, etiqueta, requerido, desactivado }: PropsSelectorTitular) {
  const [busqueda, setBusqueda] = useState('');
  const encontrados = useBusquedaTitulares(busqueda);
  const lista = encontrados ?? [];
  const visibles = valor && !lista.some((t) => t.tipo === valor.tipo && t.id === valor.id) ? [valor, ...lista] : lista;
  const porClave = new Map(visibles.map((t) => [claveTitular(t), t]));
  const opciones = [
    { valor: '', etiqueta: encontrados === undefined ? TEXTOS_TITULAR.buscando : visibles.length === 0 ? TEXTOS_TITULAR.ninguno : TEXTOS_TITULAR.elige },
    ...visibles.map((t) => ({ valor: claveTitular(t), etiqueta: textoTitular(t.tipo, t.nombre) })),
  ];
  return (
    <>
      <CampoTexto etiqueta={TEXTOS_TITULAR.buscar} tipo="search" autoComplete="off" valor={busqueda} alCambiar={setBusqueda} desactivado={desactivado} />
      <CampoSeleccion
        etiqueta={etiqueta}
        requerido={requerido}
        desactivado={desactivado}
        valor={valor ? claveTitular(valor) : ''}
        opciones={opciones}
        error={error}
        alCambiar={(clave) => alCambiar(porClave.get(clave) ?? null)}
      />
    </>
  );
}

/** Nombres de los titulares de unas filas (clientes y potenciales por id). */
export const useNombresTitulares = (filas: readonly { idcliente: string; idcliente_potencial: string }[]) => {
  const clientes = usePorIds('cliente', filas.map((f) => f.idcliente));
  const potenciales = usePorIds('clientepotencial', filas.map((f) => f.idcliente_potencial));
  return (f: { idcliente: string; idcliente_potencial: string }): string => {
    const t = titularDeIds(f);
    if (t === null) return TEXTOS_OPERACIONES.sinTitular;
    const nombre = t.tipo === 'cliente' ? clientes?.get(t.id)?.nombre : potenciales?.get(t.id)?.nombre;
    return textoTitular(t.tipo, nombre ?? TEXTOS_OPERACIONES.titularNoDescargado);
  };
};

/** El titular de un registro para una ficha, con el enlace a la ficha del cliente o del cliente potencial. */
export function NombreTitular({ registro }: { registro: { idcliente: string; idcliente_potencial: string } }): ReactNode {
  const titular = useTitular(registro);
  const t = titularDeIds(registro);
  if (t === null) return TEXTOS_OPERACIONES.sinTitular;
  const texto = textoTitular(t.tipo, titular?.nombre ?? TEXTOS_OPERACIONES.titularNoDescargado);
  return t.tipo === 'cliente' ? (
    <Link to="/clientes/$idcliente" params={{ idcliente: t.id }}>
      {texto}
    </Link>
  ) : (
    <Link to="/clientes-potenciales/$idcliente_potencial" params={{ idcliente_potencial: t.id }}>
      {texto}
    </Link>
  );
}

