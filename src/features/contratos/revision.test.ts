/**
 * El presupuesto congelado de un contrato: qué revisión se enseña, el subsistema de cada línea y que la
 * copia tal como la congela copiaPresupuesto se lee (y una rota no) con leerCopiaRevision, de la que
 * depende la pantalla.
 */
import { describe, expect, it } from 'vitest';
import { leerCopiaRevision } from '../presupuestos/copia-revision';
import { revisionDelContrato, subsistemaDeLinea } from './revision';

const rev = (numero: number, estado_presupuesto: number) => ({ numero, estado_presupuesto });

describe('revisionDelContrato', () => {
  it('la aceptada o firmada de número más alto, aunque haya otras después', () => {
    expect(revisionDelContrato([rev(1, 2), rev(2, 3), rev(3, 2), rev(4, 4), rev(5, 1)])).toEqual(rev(4, 4));
    expect(revisionDelContrato([rev(3, 3), rev(1, 2), rev(2, 3)])).toEqual(rev(3, 3));
  });

  it('sin aceptadas, la última; sin revisiones, null', () => {
    expect(revisionDelContrato([rev(2, 2), rev(5, 1), rev(3, 2)])).toEqual(rev(5, 1));
    expect(revisionDelContrato([])).toBeNull();
  });
});

const linea = (id: string, orden: number, idsubsis: string | null, descripcion: string, importe: number) => ({
  idlpresupuestocli: id, idpresupuestocli: 'p1', idsubsis_presupuesto: idsubsis, idarticulo: null, descripcion, unidades: 1, precio: importe, dto: 0, iva: 21, importe, orden, estado: 1,
});

/** Una copia como la que congela copiaPresupuesto: documentos enteros. */
const copia = () => ({
  presupuesto: {
    idpresupuestocli: 'p1', numero: 'P1A2B3C4D', titulo: 'CCTV nave', idcliente: 'c1', idcliente_potencial: '', iddelegacion: 'd1', fecha: '2025-02-10',
    forma_pago: 'transferencia', forma_pago_cuotas: null, base: 1100, cuota_iva: 231, total: 1331, num_revision: 2, actualizado: '2025-02-11T09:00:00.000Z', estado: 3,
  },
  lineas: [linea('l2', 20, null, 'Instalación', 100), linea('l1', 10, 's1', 'Cámara domo', 1000)],
  cuotas: [],
  ubicaciones: [],
  subsistemas: [{ idsubsis_presupuesto: 's1', idpresupuestocli: 'p1', numero: 1, descripcion: 'CCTV', observaciones: null, estado: 1 }],
  mantenimientos: [],
});

describe('la copia de la revisión', () => {
  it('se lee con las líneas por su orden, y cada una con la descripción de su subsistema', () => {
    const c = leerCopiaRevision(copia());
    if (c === null) throw new Error('copia no leída');
    expect(c.presupuesto.numero).toBe('P1A2B3C4D');
    expect(c.lineas.map((l) => l.idlpresupuestocli)).toEqual(['l1', 'l2']);
    const de = subsistemaDeLinea(c);
    expect(c.lineas.map(de)).toEqual(['CCTV', null]);
    expect(de({ idsubsis_presupuesto: 'otro' })).toBeNull();
  });

  it('la que no tiene la forma no se lee (null), ni a medias', () => {
    expect(leerCopiaRevision(null)).toBeNull();
    expect(leerCopiaRevision({})).toBeNull();
    const c = copia();
    expect(leerCopiaRevision({ ...c, presupuesto: { ...c.presupuesto, total: '1331' } })).toBeNull();
    expect(leerCopiaRevision({ ...c, lineas: [...c.lineas, { descripcion: 'Sin importe', unidades: 1 }] })).toBeNull();
  });
});
