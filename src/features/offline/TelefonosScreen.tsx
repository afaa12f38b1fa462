/**
 * /offline/clientes/{idcliente}/telefonos: los teléfonos del cliente (lista genérica) con alta,
 * modificación (número y descripción, un formulario declarado para las dos) y baja tras Confirmación:
 * telefono.insertSync / updateSync / deleteSync, aplicados en el dispositivo al momento. El cliente llega por la carcasa de documento.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import type { VigiaDatabase } from '../../../replication/cliente';
import { useAccion } from '../../ui/accion/useAccion';
import { Documento } from '../../ui/documento/Documento';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { useSnackbar } from '../../ui/Snackbar';
import { GUARDADO, TITULO_TELEFONOS } from './offline.labels';
import './offline.css';

export type Telefono = DocDe<'telefono'>;

export interface TelefonosScreenProps {
  idcliente: string;
  /** Solo los teléfonos de este sistema del cliente (/sistemas/{idsistema}/telefonos); los nuevos, con él. */
  idsistema?: string | null;
}

export const MAX_NUMERO_TELEFONO = 30;
export const MAX_DESCRIPCION_TELEFONO = 100;

export const definicionTelefonos = (idcliente: string, alEditar: (t: Telefono) => void, alEliminar: (t: Telefono) => void, idsistema: string | null = null): DefinicionLista<Telefono> => ({
  id: idsistema ? `sistema-telefonos:${idsistema}` : `offline-telefonos:${idcliente}`,
  coleccion: (db) => db.telefono,
  selectorBase: idsistema ? { idcliente: { $eq: idcliente }, idsistema: { $eq: idsistema }, estado: { $gt: 0 } } : { idcliente: { $eq: idcliente }, estado: { $gt: 0 } },
  columnas: [
    { id: 'numero', cabecera: 'Número', principal: true, celda: ({ doc }) => doc.numero },
    { id: 'descripcion', cabecera: 'Descripción', celda: ({ doc }) => doc.descripcion ?? '' },
    {
      id: 'acciones',
      cabecera: 'Acciones',
      celda: ({ doc }) => (
        <span className="acciones-fila">
          <button type="button" className="boton" aria-label={`Modificar el teléfono ${doc.numero}`} onClick={() => alEditar(doc)}>
            Modificar
          </button>
          <button type="button" className="boton boton-peligro" aria-label={`Eliminar el teléfono ${doc.numero}`} onClick={() => alEliminar(doc)}>
            Eliminar
          </button>
        </span>
      ),
    },
  ],
  relacionados: [],
  busqueda: [{ campo: 'numero' }, { campo: 'descripcion' }],
  filtros: [],
  ordenes: [{ id: 'numero', etiqueta: 'Número', campo: 'numero', direccion: 'asc' }],
  nombre: { singular: 'teléfono', plural: 'teléfonos' },
  vacio: idsistema ? 'El sistema no tiene teléfonos' : 'El cliente no tiene teléfonos',
  enlace: (_doc, contenido) => contenido,
  etiquetaFila: (doc) => `Teléfono ${doc.numero}`,
});

export function TelefonosScreen({ idcliente, idsistema = null }: TelefonosScreenProps) {
  const volver = idsistema ? (
    <Link to="/sistemas/$idsistema" params={{ idsistema }}>
      Volver al sistema
    </Link>
  ) : (
    <Link to="/offline/">Volver a los partes del dispositivo</Link>
  );
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={volver}>
      {(cliente) => <TelefonosCliente cliente={cliente} idsistema={idsistema} />}
    </Documento>
  );
}

function TelefonosCliente({ cliente, idsistema }: { cliente: DocDe<'cliente'>; idsistema: string | null }) {
  const { db } = useVigia();
  const { idcliente } = cliente;
  const [editando, setEditando] = useState<Telefono | 'nuevo' | null>(null);
  const eliminar = useAccion<Telefono, void>({
    ejecutar: (t) => db.mutate('telefono.deleteSync', { id: t.idtelefono }).then(() => undefined),
    confirmar: (t) => ({ texto: `¿Eliminar el teléfono ${t.numero}?` }),
    exito: 'Teléfono eliminado',
  });
  const { pedir: pedirEliminar, error } = eliminar;
  const definicion = useMemo(() => definicionTelefonos(idcliente, setEditando, pedirEliminar, idsistema), [idcliente, idsistema, pedirEliminar]);

  const anadir = (
    <button type="button" className="boton boton-primario" onClick={() => setEditando('nuevo')}>
      Añadir teléfono
    </button>
  );

  return (
    <>
      <ListaScreen titulo={`${TITULO_TELEFONOS} ${idsistema ? 'del sistema' : 'de'} ${cliente.nombre}`} definicion={definicion} acciones={anadir} />
      {(error || editando) && (
        <div className="pantalla">
          {eliminar.aviso}
          {editando && (
            <FormularioTelefono key={editando === 'nuevo' ? 'nuevo' : editando.idtelefono} idcliente={idcliente} idsistema={idsistema} telefono={editando === 'nuevo' ? null : editando} alTerminar={() => setEditando((actual) => (actual === editando ? null : actual))} />
          )}
        </div>
      )}
      {eliminar.dialogo}
    </>
  );
}

interface FormularioTelefonoProps {
  idcliente: string;
  idsistema: string | null;
  telefono: Telefono | null;
  alTerminar: () => void;
}

interface ValoresTelefono {
  numero: string;
  descripcion: string;
}

/** Alta o modificación de un teléfono: el mismo formulario declarado; el registro dice cuál (null = alta). */
export const formularioTelefono = (db: Pick<VigiaDatabase, 'mutate'>, idcliente: string, idsistema: string | null) =>
  declararFormulario<ValoresTelefono, Telefono | null>({
    entidad: 'telefono',
    campos: [
      { campo: 'numero', tipo: 'telefono', etiqueta: 'Número', requerido: true, maximo: MAX_NUMERO_TELEFONO, normalizar: (v) => v.trim() },
      { campo: 'descripcion', tipo: 'texto', etiqueta: 'Descripción', maximo: MAX_DESCRIPCION_TELEFONO, normalizar: (v) => v.trim() },
    ],
    enviar: ({ valores, registro }) => {
      const descripcion = valores.descripcion === '' ? null : valores.descripcion;
      if (registro) return db.mutate('telefono.updateSync', { id: registro.idtelefono, cambios: { numero: valores.numero, descripcion } });
      const doc = { idtelefono: crypto.randomUUID(), idcliente, idsistema, numero: valores.numero, descripcion, estado: 1 } satisfies Telefono;
      return db.mutate('telefono.insertSync', { doc });
    },
  });

function FormularioTelefono({ idcliente, idsistema, telefono, alTerminar }: FormularioTelefonoProps) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  const declaracion = useMemo(() => formularioTelefono(db, idcliente, idsistema), [db, idcliente, idsistema]);
  const valores = useMemo(() => ({ numero: telefono?.numero ?? '', descripcion: telefono?.descripcion ?? '' }), [telefono]);

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={refTitulo} tabIndex={-1}>
        {telefono ? `Modificar el teléfono ${telefono.numero}` : 'Nuevo teléfono'}
      </h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={telefono}
        modo={telefono ? 'edicion' : 'alta'}
        despues={() => {
          mostrar({ mensaje: telefono ? GUARDADO : 'Teléfono añadido' });
          alTerminar();
        }}
        alCancelar={alTerminar}
      />
    </section>
  );
}
