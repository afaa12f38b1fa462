/** Reglas puras de las pantallas de rondas: días, estado de los puntos, progreso, lo que falta, mensajes y textos. */
import { describe, expect, it } from 'vitest';
import { estadoPuntos, mensajeLectura, nombreResultado, nombreSituacion, nombresDias, progresoRonda, puntosSinLeer, SITUACIONES, textoDias, textoEstadoPunto, textoPosicion, textoPuntosRonda, type PuntoRonda, type RondaCheck } from './rondas';
import { TEXTOS_RONDAS } from './rondas.labels';

const punto = (n: number, cambios: Partial<PuntoRonda> = {}): PuntoRonda => ({
  idpunto_ronda: `p${n}`,
  idronda_programada: 'r1',
  orden: n,
  nombre: `Puerta ${n}`,
  codigo: `C${n}`,
  ubicacion: null,
  instrucciones: null,
  estado: 1,
  ...cambios,
});

let secuencia = 0;
const lectura = (idpunto: string | null, resultado: RondaCheck['resultado'], hora: string | null = '2025-03-07T22:10:00.000Z'): RondaCheck => {
  secuencia++;
  return {
    idronda_check: `k${secuencia}`,
    idronda_realizada: 'rr1',
    idpunto_ronda: idpunto,
    codigo: idpunto ? `C${idpunto.slice(1)}` : 'XX',
    secuencia,
    resultado,
    fdispositivo: hora,
    frecibido: null,
    lat: null,
    lng: null,
    precision: null,
    observaciones: null,
    estado: 1,
  };
};

describe('días de la ronda', () => {
  it('en letras, en orden de la semana y sin repetir', () => {
    expect(textoDias([1, 2, 3, 4, 5, 6, 7])).toBe('L M X J V S D');
    expect(textoDias([5, 1, 3, 3])).toBe('L X V');
    expect(textoDias([6, 7])).toBe('S D');
    expect(textoDias([])).toBe('');
    expect(textoDias([0, 8, 2])).toBe('M');
    expect(nombresDias([3, 1])).toBe('lunes, miércoles');
  });

  it('duración en minutos u horas', () => {
    expect([45, 60, 90, 120, 135].map(TEXTOS_RONDAS.minutos)).toEqual(['45 min', '1 h', '1 h 30 min', '2 h', '2 h 15 min']);
  });
});

describe('estado de los puntos', () => {
  const puntos = [punto(3), punto(1), punto(2), punto(4, { estado: 0 })];

  it('sin lecturas, todos los activos pendientes y en su orden', () => {
    const estados = estadoPuntos(puntos, []);
    expect(estados.map((e) => e.punto.idpunto_ronda)).toEqual(['p1', 'p2', 'p3']);
    expect(estados.every((e) => e.estado.tipo === 'pendiente')).toBe(true);
    expect(progresoRonda(estados)).toEqual({ leidos: 0, total: 3 });
    expect(puntosSinLeer(puntos, []).map((p) => p.idpunto_ronda)).toEqual(['p1', 'p2', 'p3']);
  });

  it('leído con su hora, fuera de orden, y los repetidos y desconocidos no cambian nada', () => {
    const checks = [lectura('p2', 'fuera_de_orden', '2025-03-07T22:05:00.000Z'), lectura(null, 'desconocido'), lectura('p1', 'correcto', '2025-03-07T22:07:00.000Z'), lectura('p1', 'repetido')];
    const estados = estadoPuntos(puntos, checks);
    expect(estados.map((e) => e.estado)).toEqual([
      { tipo: 'leido', hora: '2025-03-07T22:07:00.000Z' },
      { tipo: 'fuera_de_orden', hora: '2025-03-07T22:05:00.000Z' },
      { tipo: 'pendiente' },
    ]);
    expect(progresoRonda(estados)).toEqual({ leidos: 2, total: 3 });
    expect(puntosSinLeer(puntos, checks).map((p) => p.idpunto_ronda)).toEqual(['p3']);
    expect(estados.map((e) => textoEstadoPunto(e.estado, 'Europe/Madrid'))).toEqual(['Leído a las 23:07', 'Fuera de orden, a las 23:05', 'Pendiente']);
  });

  it('al cerrar, los que faltaron quedan «Sin leer» y siguen contando como no leídos', () => {
    const checks = [lectura('p1', 'correcto'), lectura('p2', 'omitido', null), lectura('p3', 'omitido', null)];
    const estados = estadoPuntos(puntos, checks);
    expect(estados.map((e) => textoEstadoPunto(e.estado))).toEqual([expect.stringMatching(/^Leído a las \d\d:\d\d$/), 'Sin leer', 'Sin leer']);
    expect(progresoRonda(estados)).toEqual({ leidos: 1, total: 3 });
    expect(puntosSinLeer(puntos, checks)).toHaveLength(2);
  });

  it('una lectura anulada (estado 0) no cuenta', () => {
    const anulada = { ...lectura('p1', 'correcto'), estado: 0 };
    expect(estadoPuntos(puntos, [anulada])[0]?.estado).toEqual({ tipo: 'pendiente' });
  });
});

describe('mensaje tras una lectura', () => {
  const p = { nombre: 'Puerta norte' };
  it('leído, fuera de orden, ya leído y código desconocido', () => {
    expect(mensajeLectura({ resultado: 'correcto', codigo: 'C1' }, p)).toEqual({ texto: 'Punto «Puerta norte» leído', incidencia: false });
    expect(mensajeLectura({ resultado: 'fuera_de_orden', codigo: 'C1' }, p)).toEqual({ texto: 'Punto «Puerta norte» fuera de orden', incidencia: true });
    expect(mensajeLectura({ resultado: 'repetido', codigo: 'C1' }, p)).toEqual({ texto: 'Punto «Puerta norte» ya leído', incidencia: true });
    expect(mensajeLectura({ resultado: 'desconocido', codigo: 'ZZ-9' }, undefined)).toEqual({ texto: 'Código desconocido: ZZ-9', incidencia: true });
  });
});

describe('textos', () => {
  it('situación y resultado', () => {
    expect(SITUACIONES.map(nombreSituacion)).toEqual(['En curso', 'Completa', 'Incompleta']);
    expect((['correcto', 'fuera_de_orden', 'desconocido', 'repetido', 'omitido'] as const).map(nombreResultado)).toEqual([
      'Correcto',
      'Fuera de orden',
      'Código desconocido',
      'Repetido',
      'Sin leer',
    ]);
  });

  it('posición con su precisión, sin ella o sin posición', () => {
    expect(textoPosicion({ lat: 40.4167754, lng: -3.7037902, precision: 12.4 })).toBe('40.416775, -3.703790 ± 12 m');
    expect(textoPosicion({ lat: 40.4, lng: -3.7, precision: null })).toBe('40.400000, -3.700000');
    expect(textoPosicion({ lat: null, lng: null, precision: null })).toBe('Sin posición');
  });

  it('puntos leídos del total', () => {
    expect(textoPuntosRonda({ puntos_leidos: 3, puntos_total: 8 })).toBe('3/8');
  });
});
