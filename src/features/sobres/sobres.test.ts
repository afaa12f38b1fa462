/** Reglas de los sobres: asunto por defecto, situación (caducado), firmas por sobre, orden, parámetros de sobre.enviar y su respuesta. */
import { describe, expect, it } from 'vitest';
import {
  asuntoPorDefecto,
  DIAS_VALIDEZ,
  firmasPorSobre,
  ordenarSobres,
  parametrosEnviar,
  puedeEnviarAFirmar,
  situacionVista,
  type ValoresEnvio,
} from './sobres';

describe('asunto por defecto', () => {
  it("'Presupuesto {numero} para firmar'", () => {
    expect(asuntoPorDefecto('P-2025-0012')).toBe('Presupuesto P-2025-0012 para firmar');
    expect(asuntoPorDefecto(' 7 ')).toBe('Presupuesto 7 para firmar');
  });
});

describe('situación', () => {
  const ahora = new Date('2025-06-15T12:00:00Z');
  it('enviado hasta que caduca; después, caducado', () => {
    expect(situacionVista({ situacion: 'enviado', caduca: '2025-06-15T12:00:01Z' }, ahora)).toBe('enviado');
    expect(situacionVista({ situacion: 'enviado', caduca: '2025-06-15T12:00:00Z' }, ahora)).toBe('caducado');
    expect(situacionVista({ situacion: 'enviado', caduca: '2025-06-01T00:00:00Z' }, ahora)).toBe('caducado');
  });

  it('firmado y cancelado se quedan, aunque la fecha haya pasado; una fecha ilegible no caduca', () => {
    expect(situacionVista({ situacion: 'firmado', caduca: '2025-06-01T00:00:00Z' }, ahora)).toBe('firmado');
    expect(situacionVista({ situacion: 'cancelado', caduca: '2025-06-01T00:00:00Z' }, ahora)).toBe('cancelado');
    expect(situacionVista({ situacion: 'enviado', caduca: 'pronto' }, ahora)).toBe('enviado');
  });
});

describe('firmas por sobre', () => {
  it('firmados y total de los destinatarios activos de cada sobre', () => {
    const cuentas = firmasPorSobre([
      { idsobre: 's1', firmado: true, estado: 1 },
      { idsobre: 's1', firmado: false, estado: 1 },
      { idsobre: 's1', firmado: true, estado: 0 },
      { idsobre: 's2', firmado: true, estado: 1 },
    ]);
    expect(cuentas.get('s1')).toEqual({ firmados: 1, total: 2 });
    expect(cuentas.get('s2')).toEqual({ firmados: 1, total: 1 });
    expect(cuentas.get('s3')).toBeUndefined();
  });
});

describe('orden de los sobres', () => {
  it('del más reciente al más antiguo', () => {
    const sobres = [
      { idsobre: 'a', fenvio: '2025-01-01T10:00:00Z' },
      { idsobre: 'b', fenvio: '2025-03-01T10:00:00Z' },
      { idsobre: 'c', fenvio: '2025-02-01T10:00:00Z' },
    ];
    expect(ordenarSobres(sobres).map((s) => s.idsobre)).toEqual(['b', 'c', 'a']);
  });
});

describe('parámetros de sobre.enviar', () => {
  const valores: ValoresEnvio = {
    idfichero: 'f1',
    asunto: '  Presupuesto 7 para firmar ',
    mensaje: '   ',
    dias_validez: null,
    destinatarios: [{ iddestinatario_sobre: 'd1', nombre: ' Ana ', email: ' ana@ejemplo.es ' }],
  };

  it('con los ids, el asunto sin espacios, sin mensaje (null), 15 días y los destinatarios limpios', () => {
    expect(parametrosEnviar(valores, { idsobre: 's1', idpresupuestocli: 'p1' })).toEqual({
      idsobre: 's1',
      idpresupuestocli: 'p1',
      idfichero: 'f1',
      asunto: 'Presupuesto 7 para firmar',
      mensaje: null,
      dias_validez: DIAS_VALIDEZ,
      destinatarios: [{ iddestinatario_sobre: 'd1', nombre: 'Ana', email: 'ana@ejemplo.es' }],
    });
  });

  it('el mensaje y los días escritos', () => {
    const p = parametrosEnviar({ ...valores, mensaje: ' Firme, por favor. ', dias_validez: 30 }, { idsobre: 's1', idpresupuestocli: 'p1' });
    expect(p.mensaje).toBe('Firme, por favor.');
    expect(p.dias_validez).toBe(30);
  });
});

describe("'Enviar a firmar' solo donde se puede", () => {
  const sobre = (situacion: 'enviado' | 'firmado' | 'cancelado' | 'anulado', estado = 1) => ({ situacion, estado });
  it('un presupuesto aceptado sin otro sobre enviado; ni firmado, ni rechazado, ni en elaboración, ni con un sobre abierto', () => {
    expect(puedeEnviarAFirmar({ estado: 3 }, [])).toBe(true);
    expect(puedeEnviarAFirmar({ estado: 3 }, [sobre('anulado'), sobre('cancelado'), sobre('enviado', 0)])).toBe(true);
    expect(puedeEnviarAFirmar({ estado: 3 }, [sobre('anulado'), sobre('enviado')])).toBe(false);
    for (const estado of [0, 1, 2, 4, 5]) expect(puedeEnviarAFirmar({ estado }, []), String(estado)).toBe(false);
    expect(puedeEnviarAFirmar({ estado: 4 }, [sobre('firmado')])).toBe(false);
  });
});
