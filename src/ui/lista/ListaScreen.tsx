/**
 * La pantalla de lista genérica: título, búsqueda, botones de filtros y orden (diálogos), total
 * ('78 partes'), selección con casillas, tabla (TanStack Table) y 'Cargar 50 más...'. Todo sale de la
 * DefinicionLista; las acciones de la pantalla pueden restringirla a un conjunto de ids (ConjuntoLista,
 * p. ej. la zona del mapa), que se ve como una etiqueta con su botón para quitarlo. El estado (búsqueda,
 * filtros, orden, páginas, selección, desplazamiento, conjunto) lo guarda estado-lista.ts y se recupera
 * al volver a la lista. En un móvil (lista.css) la tabla se pinta como tarjetas: la columna principal de
 * título, las demás como «Cabecera: valor» y las `enMovil: 'oculta'` fuera; toda la tarjeta lleva a la ficha.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { marcarPantallaConDatos } from '../../app/primera-pantalla';
import { AvisoDescargando, useDescargaPendiente, useRecibidosDescarga } from '../documento/AvisoDescargando';
import { formatearFecha, plural } from '../../lib/formato';
import { TAMANO_PAGINA } from './consulta';
import { DialogoFiltros } from './DialogoFiltros';
import { DialogoOrden } from './DialogoOrden';
import { AvisoDelPadre, TEXTO_SIN_DATOS_DEL_PADRE, useDelPadre } from './DelPadre';
import { HistorialAnterior } from './HistorialAnterior';
import { guardarScroll } from './estado-lista';
import { sitioEnMovil, type ControlLista, type DefinicionLista, type FilaLista, type FiltroLista } from './tipos';
import { useLista, type CaracteristicasTabla } from './useLista';
import './lista.css';
import { sinCortarCodigos } from '../texto/sin-cortes';

export interface ListaScreenProps<T extends object> {
  titulo: string;
  definicion: DefinicionLista<T>;
  /**
   * Acciones propias de la lista junto al título (p. ej. 'Escanear código'); como función reciben el
   * control de la lista (lo que abarca y su filtro por conjunto).
   */
  acciones?: ReactNode | ((control: ControlLista<T>) => ReactNode);
}

type Dialogo = 'filtros' | 'orden' | null;

const textoFiltro = <T,>(f: FiltroLista<T>, valor: string): string =>
  f.tipo === 'opciones' ? (f.opciones.find((o) => o.valor === valor)?.etiqueta ?? valor) : formatearFecha(valor);

export function ListaScreen<T extends object>({ titulo, definicion: def, acciones }: ListaScreenProps<T>) {
  const descargaPendiente = useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  const delPadre = useDelPadre(def.delPadre?.coleccion ?? '', def.delPadre?.id ?? null);
  const columnas = useMemo<ColumnDef<CaracteristicasTabla, FilaLista<T>>[]>(
    () => [
      {
        id: 'seleccion',
        header: ({ table }) => (
          <input
            type="checkbox"
            className="casilla"
            aria-label="Seleccionar todos los visibles"
            checked={table.getIsAllRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
            }}
            onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="casilla"
            aria-label={`Seleccionar ${def.etiquetaFila(row.original.doc)}`}
            checked={row.getIsSelected()}
            onChange={(e) => row.toggleSelected(e.target.checked)}
          />
        ),
      },
      ...def.columnas.map(
        (c): ColumnDef<CaracteristicasTabla, FilaLista<T>> => ({
          id: c.id,
          header: c.cabecera,
          cell: ({ row }) => {
            const texto = sinCortarCodigos(c.celda(row.original));
            return c.principal ? def.enlace(row.original.doc, texto) : texto;
          },
        }),
      ),
    ],
    [def],
  );

  const lista = useLista(def, columnas);
  // Con sus primeras filas (o vacía de verdad, con la descarga hecha), lo que esperaba a la primera pantalla sigue.
  const conDatos = !lista.inicial && (lista.filas.length > 0 || !descargaPendiente);
  useEffect(() => {
    if (conDatos) marcarPantallaConDatos();
  }, [conDatos]);
  const { estado, actualizar, tabla } = lista;
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const buscador = useRef<HTMLInputElement>(null);

  // Desplazamiento: se anota mientras la lista está montada y se restaura con el primer resultado.
  const scrollInicial = useRef(estado.scroll);
  const restaurado = useRef(false);
  useEffect(() => {
    const alDesplazar = () => guardarScroll(def.id, window.scrollY);
    window.addEventListener('scroll', alDesplazar, { passive: true });
    return () => window.removeEventListener('scroll', alDesplazar);
  }, [def.id]);
  useEffect(() => {
    if (restaurado.current || lista.inicial) return;
    restaurado.current = true;
    const y = scrollInicial.current;
    if (y <= 0) return;
    // Después de los efectos del marco (foco, vuelta arriba tras navegar).
    const marco = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(marco);
  }, [lista.inicial]);

  const filtrosIniciales = def.filtrosIniciales ?? {};
  const aplicados = def.filtros.filter((f) => (estado.filtros[f.id] ?? '') !== '');
  const hayBusquedaOFiltros = estado.busqueda.trim() !== '' || def.filtros.some((f) => (estado.filtros[f.id] ?? '') !== (filtrosIniciales[f.id] ?? ''));
  const { conjunto } = estado;
  const textoSinFilas = conjunto?.vacio && !hayBusquedaOFiltros ? conjunto.vacio : `No hay ${def.nombre.plural} que coincidan con la búsqueda o los filtros`;
  const seleccionados = Object.keys(estado.seleccion).length;
  const ordenActual = def.ordenes.find((o) => o.id === estado.orden) ?? def.ordenes[0];
  const total =
    lista.total !== null ? plural(lista.total, def.nombre.singular, def.nombre.plural) : `Más de ${plural(lista.filas.length, def.nombre.singular, def.nombre.plural)}`;
  // Bajo demanda por registro y aún no en el dispositivo: ni la lista ni su cuenta («0 revisiones») serían verdad.
  const faltaDelPadre = def.delPadre !== undefined && !delPadre.disponible;
  const resumen =
    lista.inicial || (faltaDelPadre && (!delPadre.sabido || delPadre.trayendo !== null))
      ? `Cargando ${def.nombre.plural}…`
      : faltaDelPadre
        ? TEXTO_SIN_DATOS_DEL_PADRE
        : total;

  return (
    <div className="pantalla lista-pantalla">
      <div className="lista-cabecera">
        <h1>{titulo}</h1>
        {typeof acciones === 'function' ? acciones(lista.control) : acciones}
      </div>

      <div className="lista-barra">
        <SearchField
          className="buscador"
          value={estado.busqueda}
          onChange={(busqueda) => actualizar({ busqueda, paginas: 1 })}
          onFocus={lista.prepararBusqueda}
        >
          <Label className="solo-lectores">Buscar</Label>
          <Input ref={buscador} placeholder="Buscar…" />
          <Button className="buscador-borrar" aria-label="Borrar búsqueda">
            ×
          </Button>
        </SearchField>
        <div className="lista-acciones">
          <button type="button" className="boton" aria-haspopup="dialog" onClick={() => setDialogo('filtros')}>
            {lista.filtrosActivos > 0 ? `Filtros (${lista.filtrosActivos})` : 'Filtros'}
          </button>
          <button type="button" className="boton" aria-haspopup="dialog" onClick={() => setDialogo('orden')}>
            Ordenar
          </button>
        </div>
      </div>

      <div className="lista-resumen">
        <p role="status" className="lista-total" data-testid="lista-total" aria-busy={lista.cargando}>
          {resumen}
        </p>
        {ordenActual && <p className="lista-criterio">Orden: {ordenActual.etiqueta}</p>}
        {aplicados.length > 0 && (
          <p className="lista-criterio">
            {aplicados.map((f) => `${f.etiqueta}: ${textoFiltro(f, estado.filtros[f.id] ?? '')}`).join(' · ')}
          </p>
        )}
      </div>

      {conjunto && (
        <div className="lista-conjunto" role="group" aria-label={conjunto.etiqueta}>
          <span>{conjunto.etiqueta}</span>
          <button
            type="button"
            className="boton boton-plano-lista"
            onClick={() => {
              lista.control.fijarConjunto(null);
              // El botón desaparece: el foco pasa a la búsqueda en vez de perderse.
              buscador.current?.focus();
            }}
          >
            {conjunto.quitar}
          </button>
        </div>
      )}

      {seleccionados > 0 && (
        <div className="lista-seleccion">
          <span>{seleccionados === 1 ? '1 seleccionado' : `${seleccionados} seleccionados`}</span>
          <button type="button" className="boton boton-plano-lista" onClick={() => actualizar({ seleccion: {} })}>
            Quitar selección
          </button>
        </div>
      )}

      {lista.error && (
        <div role="alert" className="alerta alerta-error">
          No se han podido leer los datos: {lista.error.message}
        </div>
      )}

      {def.delPadre && faltaDelPadre ? (
        // Bajo demanda por registro y aún no en el dispositivo: decir «no hay» sería falso.
        <AvisoDelPadre estado={delPadre} que={def.delPadre.que} />
      ) : !lista.inicial && lista.filas.length === 0 ? (
        descargaPendiente ? (
          // Vacía porque la primera descarga sigue: decir «no hay» sería falso unos segundos.
          <AvisoDescargando recibidos={recibidos} className="vacio" />
        ) : (
          <p className="vacio">{hayBusquedaOFiltros || conjunto ? textoSinFilas : def.vacio}</p>
        )
      ) : (
        !lista.inicial && (
          // En pantalla ancha, si las columnas no caben, la tabla se desplaza dentro de su caja (en el móvil son tarjetas).
          <div className="tabla-lista-caja">
            <table className="tabla-lista" aria-busy={lista.cargando}>
              <caption className="solo-lectores">{titulo}</caption>
              <thead>
                {tabla.getHeaderGroups().map((grupo) => (
                  <tr key={grupo.id}>
                    {grupo.headers.map((h) => (
                      <th key={h.id} scope="col" className={def.columnas.some((c) => c.id === h.column.id && sitioEnMovil(c) === 'oculta') ? `col-${h.column.id} movil-oculta` : `col-${h.column.id}`}>
                        <tabla.FlexRender header={h} />
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {tabla.getRowModel().rows.map((fila) => (
                  <tr key={fila.id} className={fila.getIsSelected() ? 'fila-seleccionada' : undefined}>
                    {fila.getAllCells().map((celda) => {
                      const columna = def.columnas.find((c) => c.id === celda.column.id);
                      const sitio = columna ? sitioEnMovil(columna) : null;
                      return (
                        <td
                          key={celda.id}
                          className={sitio === 'titulo' || sitio === 'oculta' ? `col-${celda.column.id} movil-${sitio}` : `col-${celda.column.id}`}
                          data-cabecera={sitio === 'dato' ? columna?.cabecera : undefined}
                        >
                          <tabla.FlexRender cell={celda} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}

      {lista.hayMas && (
        <button type="button" className="boton boton-ancho" onClick={() => actualizar((e) => ({ paginas: e.paginas + 1 }))}>
          {lista.restantes !== null && lista.restantes < TAMANO_PAGINA ? 'Cargar más...' : `Cargar ${TAMANO_PAGINA} más...`}
        </button>
      )}
      {def.historial && <HistorialAnterior coleccion={def.coleccion} />}

      <DialogoFiltros
        abierto={dialogo === 'filtros'}
        filtros={def.filtros}
        valores={estado.filtros}
        alCerrar={() => setDialogo(null)}
        alFiltrar={(filtros) => {
          actualizar({ filtros, paginas: 1 });
          setDialogo(null);
        }}
      />
      <DialogoOrden
        abierto={dialogo === 'orden'}
        ordenes={def.ordenes}
        valor={ordenActual?.id ?? ''}
        alCerrar={() => setDialogo(null)}
        alAceptar={(orden) => {
          actualizar({ orden, paginas: 1 });
          setDialogo(null);
        }}
      />
    </div>
  );
}
