import { describe, expect, it } from 'vitest';
import { mueveLaSeleccion, respuestaPorGuardar } from './eleccion-respuesta';

describe('mueveLaSeleccion', () => {
  it('las cuatro flechas recorren las opciones', () => {
    for (const tecla of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) expect(mueveLaSeleccion(tecla)).toBe(true);
  });

  it('espacio, Intro, tabulador y letras no', () => {
    for (const tecla of [' ', 'Enter', 'Tab', 'Home', 'End', 'a']) expect(mueveLaSeleccion(tecla)).toBe(false);
  });
});

describe('respuestaPorGuardar', () => {
  it('una respuesta distinta de la guardada se guarda', () => {
    expect(respuestaPorGuardar('ok', 'sinContestar')).toBe('ok');
    expect(respuestaPorGuardar('sinContestar', 'ok')).toBe('sinContestar');
    expect(respuestaPorGuardar('ok', 'anomalia')).toBe('ok');
  });

  it('la misma que ya está guardada no vuelve a la cola', () => {
    expect(respuestaPorGuardar('ok', 'ok')).toBeNull();
    expect(respuestaPorGuardar('sinContestar', 'sinContestar')).toBeNull();
  });

  it('la anomalía espera a su tipo (botón «Guardar anomalía»)', () => {
    expect(respuestaPorGuardar('anomalia', 'sinContestar')).toBeNull();
    expect(respuestaPorGuardar('anomalia', 'anomalia')).toBeNull();
  });
});
