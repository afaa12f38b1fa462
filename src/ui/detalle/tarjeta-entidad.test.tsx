// @vitest-environment jsdom
/** Tarjetas declaradas: formato por defecto según el esquema, campos sin datos tras el botón, valor propio, externos y campos calculados. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { declararTarjeta, formatearValor, formatoDeEsquema, tarjetaDe, tieneDato } from './tarjeta-entidad';
import { TarjetaEntidad } from './TarjetaEntidad';
import { parteDePrueba } from '../../lib/prueba/parte';

afterEach(cleanup);

const etiquetas = {
  numero: 'Número',
  fecha: 'Fecha',
  ffijada: 'Fecha fijada',
  observaciones: 'Observaciones',
  estado: 'Estado',
  actualizado: 'Última modificación',
  cliente: 'Cliente',
} as const;

const parte = parteDePrueba();

const tarjeta = tarjetaDe('partetrabajo', etiquetas, [
  { campo: 'numero' },
  { externo: 'cliente' },
  { campo: 'fecha' },
  { campo: 'ffijada' },
  { campo: 'observaciones', ancho: true },
  { campo: 'estado', valor: (p) => (p.estado === 1 ? 'Pendiente' : 'Otro') },
  { campo: 'actualizado' },
  { campo: 'clasificacion', etiqueta: 'Clasificación' },
]);

/** Los pares 'etiqueta: valor' que se ven en la tarjeta. */
const pares = (): string[] =>
  within(screen.getByRole('region', { name: 'Datos del parte' }))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent ?? ''}: ${dt.nextElementSibling?.textContent ?? ''}`);

describe('formato por defecto según el esquema', () => {
  it('fecha, instante, entero, número y texto', () => {
    expect(formatoDeEsquema('partetrabajo', 'fecha')).toBe('fecha');
    expect(formatoDeEsquema('partetrabajo', 'ffijada')).toBe('fecha');
    expect(formatoDeEsquema('partetrabajo', 'actualizado')).toBe('fechaHora');
    expect(formatoDeEsquema('partetrabajo', 'estado')).toBe('entero');
    expect(formatoDeEsquema('lordentrabajo', 'unidades')).toBe('numero');
    // Un campo de dinero (importeEur / precioEur en su esquema), en EUR.
    expect(formatoDeEsquema('lordentrabajo', 'precio')).toBe('moneda');
    expect(formatoDeEsquema('factura', 'total')).toBe('moneda');
    expect(formatoDeEsquema('estudiofinanciero', 'limite_credito')).toBe('moneda');
    expect(formatoDeEsquema('partetrabajo', 'descripcion')).toBe('texto');
    // Un enumerado de texto corto no es una fecha.
    expect(formatoDeEsquema('syncupload', 'estado')).toBe('texto');
  });
  it('formatea cada tipo; null, undefined y el texto vacío quedan sin datos', () => {
    expect(formatearValor('2025-03-07', 'fecha')).toBe('07/03/2025');
    expect(formatearValor(1234567, 'entero')).toBe('1.234.567');
    expect(formatearValor(12.5, 'numero')).toBe('12,5');
    expect(formatearValor(1234.5, 'moneda')).toBe(formatearMoneda(1234.5));
    expect(formatearValor(true, 'siNo')).toBe('Sí');
    expect(formatearValor(null, 'fecha')).toBeNull();
    expect(formatearValor(undefined, 'texto')).toBeNull();
    expect(formatearValor('', 'texto')).toBeNull();
  });
});

describe('TarjetaEntidad', () => {
  it('pinta los campos en orden con su etiqueta, su formato y los externos; los vacíos, tras el botón', () => {
    render(<TarjetaEntidad declaracion={tarjeta} doc={parte} titulo="Datos del parte" externos={{ cliente: <a href="/clientes/c1">Ferretería López</a> }} />);
    expect(pares()).toEqual([
      'Número: PT-000200',
      'Cliente: Ferretería López',
      'Fecha: 07/03/2025',
      'Estado: Pendiente',
      `Última modificación: ${formatearFechaHora('2025-03-07T13:05:00.000Z')}`,
      'Clasificación: correctivo',
    ]);
    expect(screen.getByRole('link', { name: 'Ferretería López' })).toBeTruthy();

    const boton = screen.getByRole('button', { name: 'Ver campos sin datos' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(boton);
    expect(pares()).toContain('Fecha fijada: —');
    expect(pares()).toContain('Observaciones: —');
    expect(screen.getByRole('button', { name: 'Ocultar campos sin datos' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar campos sin datos' }));
    expect(pares()).not.toContain('Fecha fijada: —');
  });

  it('sin campos vacíos no hay botón; un externo sin dato cuenta como vacío', () => {
    const completa = tarjetaDe('partetrabajo', etiquetas, [{ campo: 'numero' }, { campo: 'fecha' }]);
    render(<TarjetaEntidad declaracion={completa} doc={parte} titulo="Datos del parte" />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<TarjetaEntidad declaracion={tarjeta} doc={{ ...parte, observaciones: 'Llamar antes', ffijada: '2025-04-01' }} titulo="Datos del parte" externos={{ cliente: null }} />);
    expect(pares()).not.toContain('Cliente: —');
    expect(pares()).toContain('Fecha fijada: 01/04/2025');
    expect(pares()).toContain('Observaciones: Llamar antes');
    fireEvent.click(screen.getByRole('button', { name: 'Ver campos sin datos' }));
    expect(pares()).toContain('Cliente: —');
  });

  it('un campo sin etiqueta en el registro ni propia se rechaza al declarar', () => {
    const sinEtiquetas: Readonly<Record<string, string>> = {};
    expect(() => tarjetaDe('cliente', sinEtiquetas, [{ campo: 'nombre', etiqueta: 'Nombre' }])).not.toThrow();
    expect(() => tarjetaDe('cliente', sinEtiquetas, [{ campo: 'nombre' }])).toThrow('el campo nombre no tiene etiqueta');
  });

  it('campos calculados (declararTarjeta): etiqueta y valor desde lo que se pase como documento, con los vacíos tras el botón', () => {
    const valores: ReadonlyMap<string, string> = new Map([['zona', 'Sótano']]);
    const calculada = declararTarjeta<ReadonlyMap<string, string>>([
      { etiqueta: 'Zona', valor: (v) => v.get('zona') ?? null },
      { etiqueta: 'Notas', valor: (v) => v.get('notas') ?? null, ancho: true },
    ]);
    render(<TarjetaEntidad declaracion={calculada} doc={valores} titulo="Datos del parte" />);
    expect(pares()).toEqual(['Zona: Sótano']);
    fireEvent.click(screen.getByRole('button', { name: 'Ver campos sin datos' }));
    expect(pares()).toEqual(['Zona: Sótano', 'Notas: —']);
  });
});

describe('tieneDato', () => {
  it('null, undefined, false y los textos vacíos o de espacios no tienen dato; 0 y los elementos sí', () => {
    expect([null, undefined, false, '', '   '].map(tieneDato)).toEqual([false, false, false, false, false]);
    expect([0, 'x', <b key="b">x</b>].map(tieneDato)).toEqual([true, true, true]);
  });
});
