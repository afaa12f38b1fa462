import { describe, expect, it } from 'vitest';
import type { Coleccion } from '../../schemas';
import { clavePedido, padreDe, refDeIdtabla, resolverReferencias, sinCopiaLocal, textoReferencia, type Cargador, type DocLeido, type PedidoReferencia } from './referencias';

/** Una base local de mentira: documentos por colección, y cuántas lecturas se han hecho. */
const base = (docs: Partial<Record<Coleccion, Record<string, DocLeido>>>) => {
  const lecturas: string[] = [];
  const cargar: Cargador = async (coleccion, ids) => {
    lecturas.push(`${coleccion}:${[...ids].sort().join(',')}`);
    const de = docs[coleccion] ?? {};
    return new Map(ids.flatMap((id) => (de[id] ? [[id, de[id]] as const] : [])));
  };
  return { cargar, lecturas };
};

const PARTE = { idparte_trabajo: 'p1', numero: 'PT-000200', idsistema: 's1' };
const SISTEMA = { idsistema: 's1', numero: 'SIS-000001' };

describe('textoReferencia', () => {
  it('cada registro por su número, código o nombre; nunca por su id', () => {
    expect(textoReferencia('partetrabajo', PARTE)).toBe('Parte PT-000200');
    expect(textoReferencia('sistema', SISTEMA)).toBe('Sistema SIS-000001');
    expect(textoReferencia('ordentrabajo', { numero: 'OT-000007' })).toBe('Orden OT-000007');
    expect(textoReferencia('cliente', { idcliente: '9', nombre: 'Comunidad Sáenz', codigo: 'C-9' })).toBe('Cliente Comunidad Sáenz');
    expect(textoReferencia('articulo', { descripcion: 'Detector PIR', codigo: 'DET-01' })).toBe('Detector PIR (DET-01)');
    expect(textoReferencia('materialsistema', { descripcion: 'Sirena', numserie: null })).toBe('Sirena');
    expect(textoReferencia('nota', { idnota: 'n1', texto: 'x' })).toBeNull();
  });

  it('lo que no está en el dispositivo', () => {
    expect(sinCopiaLocal('sistema')).toBe('Sistema (no está en este dispositivo)');
    expect(sinCopiaLocal('partetrabajo')).toBe('Parte de trabajo (no está en este dispositivo)');
  });
});

describe('padreDe y refDeIdtabla', () => {
  it('por clave foránea o por idtabla + id', () => {
    expect(padreDe('lpartetrabajo', { idparte_trabajo: 'p1' })).toEqual({ coleccion: 'partetrabajo', id: 'p1' });
    expect(padreDe('nota', { idtabla: 96, id: 's1' })).toEqual({ coleccion: 'sistema', id: 's1' });
    expect(padreDe('telefono', { idsistema: null, idcliente: 'c1' })).toEqual({ coleccion: 'cliente', id: 'c1' });
    expect(padreDe('partetrabajo', PARTE)).toBeNull();
    expect(refDeIdtabla(269, 'p1')).toEqual({ coleccion: 'partetrabajo', id: 'p1' });
    expect(refDeIdtabla(12345, 'x')).toBeNull();
  });
});

describe('resolverReferencias', () => {
  it('sube hasta el registro principal, una lectura por colección y ronda', async () => {
    const { cargar, lecturas } = base({
      partetrabajo: { p1: PARTE },
      checklistot: { k1: { idchecklist_ot: 'k1', idparte_trabajo: 'p1', descripcion: 'Revisión' } },
      preguntachecklistot: { q1: { idpregunta_checklist_ot: 'q1', idchecklist_ot: 'k1', descripcion: '¿Batería?' } },
    });
    const pedidos: PedidoReferencia[] = [
      { coleccion: 'preguntachecklistot', id: 'q1', subir: true },
      { coleccion: 'preguntachecklistot', id: 'q1' },
      { coleccion: 'nota', id: 'n1', doc: { idnota: 'n1', idtabla: 269, id: 'p1' }, subir: true },
      { coleccion: 'partetrabajo', id: 'p1', subir: true },
    ];
    const r = await resolverReferencias(pedidos, cargar);
    expect(r.get(clavePedido({ coleccion: 'preguntachecklistot', id: 'q1', subir: true }))).toBe('Parte PT-000200');
    expect(r.get(clavePedido({ coleccion: 'preguntachecklistot', id: 'q1' }))).toBe('¿Batería?');
    expect(r.get(clavePedido({ coleccion: 'nota', id: 'n1', subir: true }))).toBe('Parte PT-000200');
    expect(r.get(clavePedido({ coleccion: 'partetrabajo', id: 'p1', subir: true }))).toBe('Parte PT-000200');
    // La nota no se lee (su documento viene en el pedido); el parte, una sola vez.
    expect(lecturas.filter((l) => l.startsWith('nota'))).toEqual([]);
    expect(lecturas.filter((l) => l.startsWith('partetrabajo'))).toEqual(['partetrabajo:p1']);
  });

  it("un registro principal que no está: '(no está en este dispositivo)'; un cambio sobre algo borrado: nada", async () => {
    const { cargar } = base({ materialsistema: { m1: { idmaterial_sistema: 'm1', idsistema: 's9', descripcion: 'Sirena' } } });
    const r = await resolverReferencias(
      [
        { coleccion: 'partetrabajo', id: 'p9', subir: true },
        { coleccion: 'materialsistema', id: 'm1', subir: true },
        { coleccion: 'nota', id: 'borrada', subir: true },
        { coleccion: 'articulo', id: 'a9' },
      ],
      cargar,
    );
    expect(r.get('↑partetrabajo:p9')).toBe('Parte de trabajo (no está en este dispositivo)');
    expect(r.get('↑materialsistema:m1')).toBe('Sistema (no está en este dispositivo)');
    expect(r.get('↑nota:borrada')).toBeNull();
    expect(r.get('articulo:a9')).toBe('Artículo (no está en este dispositivo)');
  });
});
