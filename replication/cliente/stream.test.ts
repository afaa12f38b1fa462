import { describe, expect, it } from 'vitest';
import { crearLectorSse } from './stream';

describe('lector de server-sent events', () => {
  it('junta los eventos aunque lleguen partidos, ignora los comentarios de ping', () => {
    const eventos: [string, string][] = [];
    const leer = crearLectorSse((e, d) => eventos.push([e, d]));
    leer(': ping\n\nevent: po');
    leer('ke\ndata: {"c":1}\n');
    leer('\n: ping\r\n\r\nevent: poke\r\ndata: a\r\ndata: b\r\n\r\n');
    leer('data: sin nombre\n\n');
    expect(eventos).toEqual([['poke', '{"c":1}'], ['poke', 'a\nb'], ['message', 'sin nombre']]);
  });
});
