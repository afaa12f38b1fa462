// @vitest-environment jsdom
/** La tabla hija declarada: nombre, clases por tipo, orden con las cabeceras (aria-sort), vacío y pie. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TablaHija, type ColumnaTablaHija } from './TablaHija';

interface Linea {
  id: string;
  articulo: string;
  unidades: number;
  importe: number;
  fecha: string | null;
}

const lineas: readonly Linea[] = [
  { id: 'a', articulo: 'Sirena', unidades: 2, importe: 120.5, fecha: '2025-03-07' },
  { id: 'b', articulo: 'Detector', unidades: 10, importe: 45, fecha: null },
  { id: 'c', articulo: 'Central', unidades: 1, importe: 890, fecha: '2024-11-30' },
];

const columnas: readonly ColumnaTablaHija<Linea>[] = [
  { id: 'articulo', cabecera: 'Artículo', tipo: 'texto', valor: (l) => l.articulo },
  { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (l) => l.unidades },
  { id: 'importe', cabecera: 'Importe', tipo: 'importe', valor: (l) => l.importe, testId: 'importe', pie: (ls) => ls.reduce((s, l) => s + l.importe, 0).toFixed(2), testIdPie: 'total' },
  { id: 'fecha', cabecera: 'Fecha', tipo: 'fecha', valor: (l) => l.fecha },
  { id: 'acciones', cabecera: 'Acciones', tipo: 'acciones', celda: (l) => <button type="button">{`Quitar ${l.articulo}`}</button> },
];

const pintar = (filas: readonly Linea[] = lineas, extra: { vacio?: string; orden?: string } = {}) =>
  render(
    <TablaHija
      titulo="Líneas del parte"
      columnas={columnas}
      filas={filas}
      claveFila={(l) => l.id}
      atributosFila={(l) => ({ 'data-testid': 'linea', 'data-id': l.id })}
      etiquetaPie="Total"
      vacio={extra.vacio}
      ordenInicial={extra.orden ? { columna: extra.orden } : undefined}
    />,
  );

/** Los artículos de las filas, en el orden en que se ven. */
const articulos = (): string[] => screen.getAllByTestId('linea').map((fila) => within(fila).getAllByRole('cell')[0]?.textContent ?? '');

const cabecera = (nombre: string): HTMLElement => screen.getByRole('columnheader', { name: new RegExp(`^${nombre}`) });

afterEach(cleanup);

describe('TablaHija', () => {
  it('tiene nombre (caption y región desplazable) y cabeceras de columna', () => {
    pintar();
    expect(screen.getByRole('table', { name: 'Líneas del parte' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Tabla: Líneas del parte' });
    expect(region.classList.contains('tabla-desplazable')).toBe(true);
    expect(region.tabIndex).toBe(0);
    for (const th of screen.getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
  });

  it('con etiquetadaPor, la tabla y la región se nombran con ese título y no hay caption', () => {
    render(
      <>
        <h2 id="titulo-cuotas">Cuotas contratadas</h2>
        <TablaHija etiquetadaPor="titulo-cuotas" columnas={columnas} filas={lineas} claveFila={(l) => l.id} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Cuotas contratadas' }).querySelector('caption')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cuotas contratadas' })).toBeTruthy();
  });

  it('formatea y alinea según el tipo: cifras a la derecha, fechas sin partir, vacío como —', () => {
    pintar();
    const [sirena] = screen.getAllByTestId('linea');
    if (!sirena) throw new Error('sin filas');
    const celdas = within(sirena).getAllByRole('cell');
    expect(celdas.map((c) => c.textContent)).toEqual(['Sirena', '2', '120,50\u00a0€', '07/03/2025', 'Quitar Sirena']);
    expect(celdas[1]?.className).toBe('numerica');
    expect(celdas[2]?.className).toBe('numerica');
    expect(celdas[3]?.className).toBe('sin-cortes');
    expect(celdas[0]?.className).toBe('');
    expect(cabecera('Importe').className).toBe('numerica');
    expect(within(screen.getAllByTestId('linea')[1] ?? document.body).getAllByRole('cell')[3]?.textContent).toBe('—');
    expect(screen.getAllByTestId('importe')).toHaveLength(3);
  });

  it('ordena al pulsar la cabecera: ascendente, descendente y vuelta al orden de origen, con aria-sort', () => {
    pintar();
    expect(articulos()).toEqual(['Sirena', 'Detector', 'Central']);
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBeNull();

    const boton = within(cabecera('Unidades')).getByRole('button', { name: 'Unidades' });
    expect(boton.getAttribute('type')).toBe('button');
    fireEvent.click(boton);
    expect(articulos()).toEqual(['Central', 'Sirena', 'Detector']);
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBe('ascending');
    expect(boton.textContent).toContain('▲');

    fireEvent.click(boton);
    expect(articulos()).toEqual(['Detector', 'Sirena', 'Central']);
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBe('descending');
    expect(boton.textContent).toContain('▼');

    fireEvent.click(boton);
    expect(articulos()).toEqual(['Sirena', 'Detector', 'Central']);
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBeNull();
  });

  it('solo una columna lleva aria-sort; el texto se ordena en español y lo que falta va al final', () => {
    pintar();
    fireEvent.click(within(cabecera('Unidades')).getByRole('button'));
    fireEvent.click(within(cabecera('Artículo')).getByRole('button'));
    expect(articulos()).toEqual(['Central', 'Detector', 'Sirena']);
    expect(cabecera('Artículo').getAttribute('aria-sort')).toBe('ascending');
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(cabecera('Fecha')).getByRole('button'));
    expect(articulos()).toEqual(['Central', 'Sirena', 'Detector']);
    fireEvent.click(within(cabecera('Fecha')).getByRole('button'));
    expect(articulos()).toEqual(['Sirena', 'Central', 'Detector']);
  });

  it('conserva el orden cuando llegan datos nuevos (consulta reactiva) y ordena también las filas nuevas', () => {
    const { rerender } = pintar();
    fireEvent.click(within(cabecera('Unidades')).getByRole('button'));
    rerender(
      <TablaHija
        titulo="Líneas del parte"
        columnas={[...columnas]}
        filas={[...lineas, { id: 'd', articulo: 'Teclado', unidades: 3, importe: 60, fecha: null }]}
        claveFila={(l) => l.id}
        atributosFila={() => ({ 'data-testid': 'linea' })}
      />,
    );
    expect(articulos()).toEqual(['Central', 'Sirena', 'Teclado', 'Detector']);
    expect(cabecera('Unidades').getAttribute('aria-sort')).toBe('ascending');
  });

  it('la columna de acciones no ordena', () => {
    pintar();
    expect(within(cabecera('Acciones')).queryByRole('button')).toBeNull();
    expect(cabecera('Acciones').textContent).toBe('Acciones');
  });

  it('abre con el orden inicial declarado', () => {
    pintar(lineas, { orden: 'importe' });
    expect(articulos()).toEqual(['Detector', 'Sirena', 'Central']);
    expect(cabecera('Importe').getAttribute('aria-sort')).toBe('ascending');
  });

  it('sin filas enseña el mensaje del llamador en lugar de la tabla', () => {
    pintar([], { vacio: 'Sin líneas' });
    expect(screen.getByText('Sin líneas').className).toBe('vacio');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sin filas ni mensaje, la tabla se ve vacía', () => {
    pintar([]);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryAllByTestId('linea')).toHaveLength(0);
  });

  it('el pie: la etiqueta ocupa las columnas anteriores al primer total y el total es de todas las filas', () => {
    pintar();
    const pie = screen.getByRole('table').querySelector('tfoot tr');
    if (!pie) throw new Error('sin pie');
    const etiqueta = within(pie as HTMLElement).getByRole('rowheader', { name: 'Total' });
    expect(etiqueta.getAttribute('colspan')).toBe('2');
    expect(screen.getByTestId('total').textContent).toBe('1055.50');
    expect(screen.getByTestId('total').className).toBe('numerica');
    // El orden no cambia el total.
    fireEvent.click(within(cabecera('Importe')).getByRole('button'));
    expect(screen.getByTestId('total').textContent).toBe('1055.50');
  });

  it('cabecera de fila: la celda es un th scope=row', () => {
    render(
      <TablaHija
        titulo="Existencias"
        columnas={[
          { id: 'articulo', cabecera: 'Artículo', tipo: 'texto', valor: (l: Linea) => l.articulo, cabeceraFila: true },
          { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (l: Linea) => l.unidades },
        ]}
        filas={lineas}
        claveFila={(l) => l.id}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Sirena', 'Detector', 'Central']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '10', '1']);
  });

  describe('en el móvil (tarjetas, tabla.css)', () => {
    it('cada dato lleva su cabecera (data-cabecera); el título y las acciones no', () => {
      pintar();
      const [sirena] = screen.getAllByTestId('linea');
      if (!sirena) throw new Error('sin filas');
      const celdas = within(sirena).getAllByRole('cell');
      expect(celdas.map((c) => c.getAttribute('data-cabecera'))).toEqual(['Artículo', 'Unidades', 'Importe', 'Fecha', null]);
      expect(celdas[4]?.className).toBe('acciones-celda');
      // El pie: el total con su cabecera, la etiqueta como título de la tarjeta.
      expect(screen.getByTestId('total').getAttribute('data-cabecera')).toBe('Importe');
      expect(screen.getByRole('rowheader', { name: 'Total' }).className).toBe('movil-titulo');
    });

    it("la cabecera de fila es el título; 'titulo' y 'oculta' declarados van en la celda y en su cabecera", () => {
      render(
        <TablaHija
          titulo="Existencias"
          columnas={[
            { id: 'fecha', cabecera: 'Fecha', tipo: 'fecha', valor: (l: Linea) => l.fecha, enMovil: 'oculta' },
            { id: 'articulo', cabecera: 'Artículo', tipo: 'texto', valor: (l: Linea) => l.articulo, cabeceraFila: true },
            { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (l: Linea) => l.unidades },
            { id: 'importe', cabecera: 'Importe', tipo: 'importe', valor: (l: Linea) => l.importe, enMovil: 'titulo' },
          ]}
          filas={lineas.slice(0, 1)}
          claveFila={(l) => l.id}
        />,
      );
      const titulo = screen.getByRole('rowheader', { name: 'Sirena' });
      expect(titulo.className).toBe('movil-titulo');
      expect(titulo.getAttribute('data-cabecera')).toBeNull();
      const [fecha, unidades, importe] = screen.getAllByRole('cell');
      expect(fecha?.className).toBe('sin-cortes movil-oculta');
      expect(fecha?.getAttribute('data-cabecera')).toBeNull();
      expect(unidades?.getAttribute('data-cabecera')).toBe('Unidades');
      expect(importe?.className).toBe('numerica movil-titulo');
      expect(cabecera('Fecha').className).toBe('sin-cortes movil-oculta');
      expect(cabecera('Unidades').className).toBe('numerica');
    });
  });
});
