/**
 * Reglas puras del presupuesto: transiciones de estado, totales con IVA por tipo, reparto de cuotas al
 * céntimo, fechas mensuales y cada una de las reglas de aceptación (y todas a la vez).
 */
import { describe, expect, it } from 'vitest';
import {
  ESTADOS_PRESUPUESTO, esEditable, faltasParaAceptar, fechasMensuales, MENSAJES_ACEPTACION, numeroContrato, numeroPresupuesto, puedePasar, PUNTOS_ACEPTACION,
  repartirImporte, sumaCentimos, totalesPresupuesto, TRANSICIONES_PRESUPUESTO, type DatosAceptacion,
} from './presupuestos';

const { anulado, enElaboracion, pendienteCliente, aceptado, firmado, rechazado } = ESTADOS_PRESUPUESTO;

describe('transiciones del presupuesto', () => {
  it('permite exactamente las de una empresa', () => {
    const permitidas: [number, number][] = [];
    for (let de = 0; de <= 5; de++) for (let a = 0; a <= 5; a++) if (puedePasar(de, a)) permitidas.push([de, a]);
    expect(permitidas).toEqual([
      [enElaboracion, anulado], [enElaboracion, pendienteCliente], [enElaboracion, aceptado],
      [pendienteCliente, anulado], [pendienteCliente, enElaboracion], [pendienteCliente, aceptado], [pendienteCliente, rechazado],
      [aceptado, anulado], [aceptado, pendienteCliente], [aceptado, firmado],
      [rechazado, enElaboracion],
    ]);
  });

  it('firmado y anulado son finales; nada pasa a en elaboración salvo pendiente y rechazado', () => {
    expect(TRANSICIONES_PRESUPUESTO[firmado]).toEqual([]);
    expect(TRANSICIONES_PRESUPUESTO[anulado]).toEqual([]);
    expect(puedePasar(aceptado, enElaboracion)).toBe(false);
    expect(puedePasar(firmado, aceptado)).toBe(false);
    expect(puedePasar(1, 7)).toBe(false);
    expect(puedePasar(1.5, 2)).toBe(false);
  });

  it('solo en elaboración y pendiente del cliente se puede modificar', () => {
    expect([0, 1, 2, 3, 4, 5].filter(esEditable)).toEqual([1, 2]);
  });
});

describe('totales', () => {
  it('base por líneas redondeadas, IVA por tipo sobre su base y total', () => {
    const t = totalesPresupuesto([
      { precio: 33.33, dto: 10, unidades: 3, iva: 21, estado: 1 }, // 89,99
      { precio: 19.99, dto: 0, unidades: 1, iva: 21, estado: 1 }, // 19,99
      { precio: 45, dto: 0, unidades: 1, iva: 10, estado: 1 },
      { precio: 1000, dto: 0, unidades: 1, iva: 21, estado: 0 }, // de baja: no cuenta
    ]);
    expect(t.impuestos).toEqual([
      { tipo: 21, base: 109.98, cuota: 23.1 },
      { tipo: 10, base: 45, cuota: 4.5 },
    ]);
    expect(t).toMatchObject({ base: 154.98, cuota_iva: 27.6, total: 182.58 });
  });

  it('sin líneas, todo a cero', () => {
    expect(totalesPresupuesto([])).toEqual({ base: 0, cuota_iva: 0, total: 0, impuestos: [] });
  });
});

describe('reparto de cuotas', () => {
  it('tres cuotas que suman el total al céntimo, los céntimos sobrantes en las primeras', () => {
    expect(repartirImporte(100, 3)).toEqual([33.34, 33.33, 33.33]);
    expect(repartirImporte(1034.21, 3)).toEqual([344.74, 344.74, 344.73]);
    expect(sumaCentimos(repartirImporte(1034.21, 3))).toBe(1034.21);
  });

  it('suma exacta para cualquier importe y número de cuotas', () => {
    for (const total of [0.01, 0.1, 1, 99.99, 182.58, 12345.67, 999999.99]) {
      for (const n of [1, 2, 3, 7, 12, 24, 120]) {
        const cuotas = repartirImporte(total, n);
        expect(cuotas).toHaveLength(n);
        expect(Math.round(sumaCentimos(cuotas) * 100)).toBe(Math.round(total * 100));
        expect(Math.max(...cuotas) - Math.min(...cuotas)).toBeLessThanOrEqual(0.0100001);
      }
    }
  });

  it('rechaza un número de cuotas que no es un entero positivo', () => {
    expect(() => repartirImporte(10, 0)).toThrow(RangeError);
    expect(() => repartirImporte(10, 1.5)).toThrow(RangeError);
  });

  it('fechas mensuales con fin de mes y cambio de año', () => {
    expect(fechasMensuales('2026-11-30', 4)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28']);
    expect(fechasMensuales('2027-12-31', 3)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29']);
    expect(fechasMensuales('2026-01-15', 3, 3)).toEqual(['2026-01-15', '2026-04-15', '2026-07-15']);
  });
});

const completo = (): DatosAceptacion => ({
  presupuesto: { forma_pago: 'transferencia', forma_pago_cuotas: 'domiciliacion', total: 300, iddireccion_instalacion: 'DIR1', idcuenta_bancaria: 'CB1' },
  lineas: 2,
  cuotas: [100, 100, 100],
  ubicaciones: 1,
  direccion: { estado: 1 },
  cuenta: { estado: 1, remesable: true },
  requeridos: [{ idcampo_dato: 'G', etiqueta: 'Grado de seguridad' }],
  conValor: new Set(['G']),
});

describe('aceptación', () => {
  it('con todo, no falta nada', () => {
    expect(faltasParaAceptar(completo())).toEqual([]);
  });

  it('cada regla, por separado: el mensaje (frase completa) y el punto de la lista (sin repetir «Falta»)', () => {
    const P = PUNTOS_ACEPTACION;
    const casos: [string, (d: DatosAceptacion) => DatosAceptacion, string, string][] = [
      ['lineas', (d) => ({ ...d, lineas: 0 }), MENSAJES_ACEPTACION.lineas, P.lineas],
      ['direccion', (d) => ({ ...d, presupuesto: { ...d.presupuesto, iddireccion_instalacion: null } }), MENSAJES_ACEPTACION.direccion, P.direccion],
      ['direccion', (d) => ({ ...d, direccion: null }), MENSAJES_ACEPTACION.direccion, P.direccion],
      ['direccion', (d) => ({ ...d, direccion: { estado: 0 } }), MENSAJES_ACEPTACION.direccion, P.direccion],
      ['formaPago', (d) => ({ ...d, presupuesto: { ...d.presupuesto, forma_pago: null } }), MENSAJES_ACEPTACION.formaPago, P.formaPago],
      ['formaPago', (d) => ({ ...d, presupuesto: { ...d.presupuesto, forma_pago: 'trueque' } }), MENSAJES_ACEPTACION.formaPago, P.formaPago],
      ['formaPagoCuotas', (d) => ({ ...d, presupuesto: { ...d.presupuesto, forma_pago_cuotas: null, forma_pago: 'domiciliacion' } }), MENSAJES_ACEPTACION.formaPagoCuotas, P.formaPagoCuotas],
      ['cuenta', (d) => ({ ...d, presupuesto: { ...d.presupuesto, idcuenta_bancaria: null } }), MENSAJES_ACEPTACION.cuenta, P.cuenta],
      ['cuenta', (d) => ({ ...d, cuenta: { estado: 0, remesable: true } }), MENSAJES_ACEPTACION.cuenta, P.cuenta],
      ['cuenta', (d) => ({ ...d, cuenta: { estado: 1, remesable: false } }), MENSAJES_ACEPTACION.cuentaNoRemesable, P.cuentaNoRemesable],
      ['ubicaciones', (d) => ({ ...d, ubicaciones: 0 }), MENSAJES_ACEPTACION.ubicaciones, P.ubicaciones],
      ['cuotas', (d) => ({ ...d, cuotas: [100, 100, 99.99] }), MENSAJES_ACEPTACION.cuotas(299.99, 300), P.cuotas(299.99, 300)],
      ['dato:G', (d) => ({ ...d, conValor: new Set() }), 'Falta el dato «Grado de seguridad»', 'El dato «Grado de seguridad»'],
    ];
    for (const [clave, cambiar, mensaje, punto] of casos) {
      expect(faltasParaAceptar(cambiar(completo())), clave).toEqual([{ clave, mensaje, punto }]);
    }
  });

  it('los puntos de la lista siguen a «Para aceptar el presupuesto falta:» sin repetir «Falta» y empiezan en mayúscula', () => {
    const P = PUNTOS_ACEPTACION;
    const puntos: string[] = [
      P.lineas, P.direccion, P.formaPago, P.formaPagoCuotas, P.cuenta, P.cuentaNoRemesable, P.ubicaciones,
      P.cuotas(299.99, 300), P.dato('Grado de seguridad'),
    ];
    expect(puntos).toHaveLength(9);
    for (const p of puntos) {
      expect(p, p).not.toMatch(/^falta/i);
      expect(p.charAt(0), p).toBe(p.charAt(0).toLocaleUpperCase('es'));
    }
    expect(PUNTOS_ACEPTACION.cuotas(299.99, 300).replace(/\s/g, ' ')).toBe('Que las cuotas sumen el total: suman 299,99 € y el total es 300,00 €');
  });

  it('el mensaje de las cuotas dice las dos cantidades en euros', () => {
    expect(MENSAJES_ACEPTACION.cuotas(299.99, 300).replace(/\s/g, ' ')).toBe('Las cuotas suman 299,99 € y el total es 300,00 €');
  });

  it('la cuenta solo hace falta si alguna forma de pago se remesa; sin cuotas no se comprueba su suma', () => {
    const d = completo();
    expect(faltasParaAceptar({ ...d, presupuesto: { ...d.presupuesto, forma_pago_cuotas: 'transferencia', idcuenta_bancaria: null }, cuenta: null })).toEqual([]);
    expect(faltasParaAceptar({ ...d, cuotas: [] })).toEqual([]);
  });

  it('todo lo que falta, a la vez y en orden', () => {
    const vacio: DatosAceptacion = {
      presupuesto: { forma_pago: 'domiciliacion', forma_pago_cuotas: null, total: 50, iddireccion_instalacion: null, idcuenta_bancaria: null },
      lineas: 0, cuotas: [10], ubicaciones: 0, direccion: null, cuenta: null,
      requeridos: [{ idcampo_dato: 'G', etiqueta: 'Grado de seguridad' }, { idcampo_dato: 'H', etiqueta: 'Horario' }],
      conValor: new Set(['H']),
    };
    expect(faltasParaAceptar(vacio).map((f) => f.clave)).toEqual(['lineas', 'direccion', 'formaPagoCuotas', 'cuenta', 'ubicaciones', 'cuotas', 'dato:G']);
  });
});

describe('números del dispositivo', () => {
  it('P y CT con 8 cifras hexadecimales del id', () => {
    expect(numeroPresupuesto('3f2a9c1e-0000-4000-8000-000000000000')).toBe('P3F2A9C1E');
    expect(numeroContrato('a1b2c3d4-0000-4000-8000-000000000000')).toBe('CTA1B2C3D4');
  });
});
