import { describe, expect, it } from 'vitest';
import {
  calcularResultado, claveResultado, ESTADO_CHECKLIST, marcarTodoCorrecto, reabrir, RESULTADO_CHECKLIST, sinContestar,
  type ChecklistRegla, type PreguntaRegla, type Respuesta,
} from './checklist-reglas';

const GRADOS = new Set(['G1', 'G2']);

const p = (respuesta: Respuesta, extra: Partial<PreguntaRegla> = {}): PreguntaRegla => ({
  tipo: 'pregunta', respuesta, realizada: false, idgrado_anomalia: null, estado: 1, ...extra,
});

describe('resultado de la checklist (sección 4: conAnomalias 0, ok 1, sinContestar null)', () => {
  it.each<[string, PreguntaRegla[], number | null]>([
    ['todas correctas → ok', [p('ok'), p('ok'), p('ok', { tipo: 'revision', realizada: true })], 1],
    ['correcta con un grado del catálogo → ok', [p('ok', { idgrado_anomalia: 'G1' })], 1],
    ['alguna sin contestar y sin anomalías → sinContestar', [p('ok'), p('sinContestar')], null],
    ['todas sin contestar → sinContestar', [p('sinContestar'), p('sinContestar')], null],
    ['una anomalía con grado conocido → conAnomalias', [p('ok'), p('anomalia', { idgrado_anomalia: 'G2' })], 0],
    ['una anomalía sin grado (grado desconocido) → conAnomalias', [p('ok'), p('anomalia')], 0],
    ['una anomalía con un grado que no está en el catálogo → conAnomalias', [p('anomalia', { idgrado_anomalia: 'G9' })], 0],
    ['anomalía y preguntas sin contestar → conAnomalias (la anomalía manda)', [p('sinContestar'), p('anomalia', { idgrado_anomalia: 'G1' })], 0],
    ['contestada correcta pero con grado desconocido → conAnomalias', [p('ok'), p('ok', { idgrado_anomalia: 'G9' })], 0],
    ['grado desconocido en una sin contestar no cuenta → sinContestar', [p('ok'), p('sinContestar', { idgrado_anomalia: 'G9' })], null],
    ['una anomalía anulada (estado 0) no cuenta → ok', [p('ok'), p('anomalia', { estado: 0 })], 1],
    ['una sin contestar anulada no cuenta → ok', [p('ok'), p('sinContestar', { estado: 0 })], 1],
    ['una revisión sin realizar pero contestada correcta → ok', [p('ok', { tipo: 'revision', realizada: false })], 1],
    ['sin preguntas → ok (nada pendiente ni anómalo)', [], 1],
  ])('%s', (_nombre, preguntas, esperado) => {
    expect(calcularResultado(preguntas, GRADOS)).toBe(esperado);
  });

  it('las constantes son las de la especificación y la clave de cada resultado', () => {
    expect(RESULTADO_CHECKLIST).toEqual({ conAnomalias: 0, ok: 1, sinContestar: null });
    expect([claveResultado(0), claveResultado(1), claveResultado(null), claveResultado(undefined)]).toEqual(['conAnomalias', 'ok', 'sinContestar', 'sinContestar']);
  });
});

describe('reabrir', () => {
  const firmada: ChecklistRegla & { descripcion: string } = {
    descripcion: 'Revisión anual', estado: ESTADO_CHECKLIST.finalizada, resultado: 0,
    firma_imagen: 'data:image/png;base64,AAAA', firma_nombre: 'Ana', firma_dni: '12345678Z', firma_fecha: '2026-11-21T09:00:00.000Z',
  };

  it('pone la checklist pendiente y borra todos los datos de la firma, sin tocar lo demás', () => {
    expect(reabrir(firmada)).toEqual({
      descripcion: 'Revisión anual', estado: 1, resultado: 0, firma_imagen: null, firma_nombre: null, firma_dni: null, firma_fecha: null,
    });
  });

  it('reabrir una pendiente sin firma la deja igual', () => {
    const pendiente = reabrir(firmada);
    expect(reabrir(pendiente)).toEqual(pendiente);
  });
});

describe('marcar todo correcto', () => {
  const preguntas = [
    { id: 'a', ...p('sinContestar') },
    { id: 'b', ...p('anomalia', { idgrado_anomalia: 'G1' }) },
    { id: 'c', ...p('ok') },
    { id: 'd', ...p('sinContestar', { tipo: 'revision' }) },
    { id: 'e', ...p('ok', { tipo: 'revision', realizada: false }) },
    { id: 'f', ...p('anomalia', { tipo: 'revision', realizada: false }) },
    { id: 'g', ...p('sinContestar', { estado: 0 }) },
    { id: 'h', ...p('ok', { tipo: 'revision', realizada: true }) },
  ];

  it('las sin contestar pasan a correctas y las revisiones a realizadas; las anomalías, las ya contestadas y las anuladas no cambian', () => {
    const cambios = marcarTodoCorrecto(preguntas);
    expect(cambios.map((c) => [c.id, c.respuesta, c.realizada])).toEqual([
      ['a', 'ok', false],
      ['d', 'ok', true],
      ['e', 'ok', true],
      ['f', 'anomalia', true],
    ]);
  });

  it('después no queda nada sin contestar; el resultado es ok sin anomalías y conAnomalias si había alguna', () => {
    const sinAnomalias = preguntas.filter((x) => x.respuesta !== 'anomalia');
    const aplicar = (lista: typeof preguntas) => {
      const cambiadas = new Map(marcarTodoCorrecto(lista).map((c) => [c.id, c]));
      return lista.map((x) => cambiadas.get(x.id) ?? x);
    };
    const todas = aplicar(preguntas);
    expect(sinContestar(todas)).toBe(0);
    expect(calcularResultado(todas, GRADOS)).toBe(RESULTADO_CHECKLIST.conAnomalias);
    const limpias = aplicar(sinAnomalias);
    expect(calcularResultado(limpias, GRADOS)).toBe(RESULTADO_CHECKLIST.ok);
    expect(limpias.filter((x) => x.tipo === 'revision' && x.estado > 0).every((x) => x.realizada)).toBe(true);
  });

  it('es idempotente: una segunda vez no cambia nada', () => {
    const cambiadas = new Map(marcarTodoCorrecto(preguntas).map((c) => [c.id, c]));
    const despues = preguntas.map((x) => cambiadas.get(x.id) ?? x);
    expect(marcarTodoCorrecto(despues)).toEqual([]);
  });
});
