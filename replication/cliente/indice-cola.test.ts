/** IndiceCola: las cuentas, los documentos y la más antigua, frente a recorrer las entradas a mano. */
import { describe, expect, it } from 'vitest';
import { IndiceCola, type Resumida } from './indice-cola';

const ESTADOS = ['nuevo', 'pendiente', 'fallido'] as const;

const aMano = (entradas: Map<string, Resumida>) => {
  const vivas = [...entradas.values()].filter((e) => e.estado !== 'fallido');
  return {
    nuevo: [...entradas.values()].filter((e) => e.estado === 'nuevo').length,
    pendiente: [...entradas.values()].filter((e) => e.estado === 'pendiente').length,
    fallido: [...entradas.values()].filter((e) => e.estado === 'fallido').length,
    masAntiguo: vivas.reduce<string | null>((m, e) => (m === null || e.creado < m ? e.creado : m), null),
    documentos: [...new Set([...entradas.values()].flatMap((e) => e.documentos))].sort(),
  };
};

describe('IndiceCola', () => {
  it('coincide con el recorrido completo tras miles de altas, cambios de estado y bajas al azar', () => {
    let x = 7;
    const azar = (n: number): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    const indice = new IndiceCola();
    const espejo = new Map<string, Resumida>();
    for (let paso = 0; paso < 5000; paso++) {
      const id = `e${azar(300)}`;
      const op = azar(10);
      if (op < 3) {
        indice.quitar(id);
        espejo.delete(id);
      } else {
        const previa = espejo.get(id);
        // Un cambio de estado o de intentos conserva `creado`; un alta lo estrena.
        const creado = previa && op < 8 ? previa.creado : new Date(Date.UTC(2026, 0, 1) + azar(1_000_000) * 1000).toISOString();
        const r: Resumida = { estado: ESTADOS[azar(3)] ?? 'pendiente', creado, documentos: [`partetrabajo:p${azar(40)}`, `cliente:c${azar(5)}`] };
        indice.poner(id, r);
        espejo.set(id, r);
      }
      if (paso % 50 === 0) {
        const esperado = aMano(espejo);
        expect({
          nuevo: indice.contar('nuevo'),
          pendiente: indice.contar('pendiente'),
          fallido: indice.contar('fallido'),
          masAntiguo: indice.masAntiguo(),
          documentos: [...indice.documentos()].sort(),
        }).toEqual(esperado);
      }
    }
    for (const id of [...espejo.keys()]) indice.quitar(id);
    expect([indice.contar('pendiente'), indice.masAntiguo(), indice.documentos().size]).toEqual([0, null, 0]);
  });
});
