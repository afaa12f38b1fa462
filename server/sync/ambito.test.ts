import { describe, expect, it } from 'vitest';
import { colecciones, entidades } from '../../schemas';
import { calcularEtiquetas, cortan, etiquetasParaHerederos, etiquetasUsuario, herederosDe, reunidoresDe } from './ambito';
import { etiquetarDocumentos } from './ambito-datos';
import { administrador, conjuntoT1, documentosPrueba, supervisorD1, tecnico1, usuarioPrueba } from './prueba/datos';

describe('reglas de ámbito', () => {
  const etiquetas = etiquetarDocumentos(documentosPrueba());
  const de = (c: Parameters<typeof etiquetas.get>[0], id: string): string[] | undefined => etiquetas.get(c)?.get(id);

  it('los catálogos son globales', () => {
    for (const c of ['articulo', 'tecnico', 'parametro', 'delegacion', 'empleado'] as const) {
      for (const tags of etiquetas.get(c)?.values() ?? []) expect(tags).toEqual(['global']);
    }
    // El almacén también: además lleva su delegación, que toman sus movimientos de existencias (issue 17).
    expect(de('almacen', 'A1')).toEqual(['delegacion:D1', 'global']);
    // El movimiento es historia del mes de su fecha (conjunto de trabajo por tiempo, decisión 70).
    const mes = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 7);
    expect(de('movimientostock', 'MV2')).toEqual([`delegacion:D1@${mes}`, `tecnico:T2@${mes}`]);
  });

  it('el parte lleva su técnico, su delegación y sus compañeros; sus hijos lo heredan', () => {
    // T4 es compañero de PT1 (partetrabajotecnico PTT1).
    const pt1 = ['delegacion:D1', 'tecnico:T1', 'tecnico:T4'];
    expect(de('partetrabajo', 'PT1')).toEqual(pt1);
    expect(de('lpartetrabajo', 'LP1')).toEqual(pt1);
    expect(de('accionejec', 'AC1')).toEqual(pt1);
    expect(de('tiempotrabajado', 'TT1')).toEqual(pt1);
    expect(de('fichero', 'F1')).toEqual(pt1);
    expect(de('partetrabajotecnico', 'PTT1')).toEqual(pt1);
    expect(de('partetrabajo', 'PT2')).toEqual(['delegacion:D1', 'tecnico:T2']);
  });

  it('orden, sistema y cliente reúnen lo de sus partes; teléfonos y direcciones heredan del cliente', () => {
    expect(de('ordentrabajo', 'O3')).toEqual(['delegacion:D2', 'tecnico:T3']);
    expect(de('lordentrabajo', 'LO1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
    expect(de('sistema', 'S2')).toEqual(['delegacion:D1', 'tecnico:T2']);
    expect(de('materialsistema', 'MS1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
    expect(de('cliente', 'C3')).toEqual(['comercial:CM3', 'delegacion:D2', 'tecnico:T3']);
    expect(de('telefono', 'TEL3')).toEqual(['comercial:CM3', 'delegacion:D2', 'tecnico:T3']);
    expect(de('direccion', 'DIR2')).toEqual(['delegacion:D1', 'tecnico:T2']);
    expect(de('fichero', 'F2')).toEqual(['delegacion:D1', 'tecnico:T2']);
    expect(de('fichero', 'F3')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
  });

  it('el ámbito de T1 es exactamente el esperado (con su historia, que lleva el mes)', () => {
    const mias = etiquetasUsuario(tecnico1.usuario, tecnico1.ambito) ?? [];
    for (const c of colecciones) {
      const ids = [...(etiquetas.get(c) ?? new Map<string, string[]>()).entries()].filter(([, t]) => cortan(t, mias)).map(([id]) => id).sort();
      expect(ids, c).toEqual([...conjuntoT1[c]].sort());
    }
  });

  it('un sistema sin órdenes ni partes lo ve la delegación de su cliente y ningún técnico', () => {
    const docs = documentosPrueba();
    docs.sistema.push({ idsistema: 'S9', idcliente: 'C1', iddireccion: null, numero: 'SIS-9', descripcion: 'Suelto', tipo: 'cctv', observaciones: null, estado: 1 });
    expect(etiquetarDocumentos(docs).get('sistema')?.get('S9')).toEqual(['delegacion:D1']);
  });

  it('los ficheros, notas y datos de un empleado llevan su delegación (paraHerederos), no global', () => {
    const idtabla = entidades.empleado.idtabla ?? -1;
    expect(idtabla).toBe(30);
    const docs = documentosPrueba();
    // E1 es de D1 y E3 de D2; FE9 es de un empleado que no existe.
    const fichero = (idfichero: string, id: string) => ({ idfichero, idtabla, id, nombre: 'contrato.pdf', tipo: 'application/pdf', tamano: 1, creado: '2026-11-20T10:00:00.000Z', estado: 1 });
    docs.fichero.push(fichero('FE1', 'E1'), fichero('FE3', 'E3'), fichero('FE9', 'E9'));
    docs.nota.push({ idnota: 'NE1', idtabla, id: 'E1', texto: 'Renovar el contrato', fecha: '2026-11-20T10:00:00.000Z', autor: 'Admin', estado: 1 });
    const calculadas = etiquetarDocumentos(docs);
    expect(calculadas.get('fichero')?.get('FE1')).toEqual(['delegacion:D1']);
    expect(calculadas.get('fichero')?.get('FE3')).toEqual(['delegacion:D2']);
    expect(calculadas.get('fichero')?.get('FE9')).toEqual([]);
    expect(calculadas.get('nota')?.get('NE1')).toEqual(['delegacion:D1']);
    // El empleado sigue siendo un catálogo global.
    expect(calculadas.get('empleado')?.get('E1')).toEqual(['global']);

    const e1 = docs.empleado.find((e) => e.idempleado === 'E1');
    expect(e1).toBeDefined();
    if (!e1) return;
    expect(etiquetasParaHerederos('empleado', e1)).toEqual(['delegacion:D1']);
    // Sin paraHerederos, los herederos reciben las etiquetas guardadas (null).
    expect(etiquetasParaHerederos('partetrabajo', docs.partetrabajo[0] ?? {})).toBeNull();
    expect(calcularEtiquetas('fichero', fichero('FE1', 'E1'), { padre: etiquetasParaHerederos('empleado', e1), reunidas: [] })).toEqual(['delegacion:D1']);
    expect(herederosDe('empleado').find((h) => h.coleccion === 'fichero')?.filtro('E1')).toEqual({ idtabla: 30, id: 'E1' });
  });

  it('etiquetas del usuario según su ámbito', () => {
    // El técnico, además, las existencias de los almacenes de su delegación (decisión 88).
    expect(etiquetasUsuario(tecnico1.usuario, 'propio')).toEqual(['global', 'tecnico:T1', 'existencias:D1']);
    expect(etiquetasUsuario(supervisorD1.usuario, 'delegacion')).toEqual(['global', 'delegacion:D1']);
    expect(etiquetasUsuario(administrador.usuario, 'todo')).toBeNull();
    expect(etiquetasUsuario(usuarioPrueba('X'), 'propio')).toEqual(['global']);
  });

  it('las dependencias se deducen de las reglas', () => {
    expect(herederosDe('partetrabajo').map((h) => h.coleccion).sort()).toEqual([
      'accionejec', 'checklistot', 'cobro', 'correo', 'dato', 'fichero', 'firma', 'lpartetrabajo', 'nota', 'partetrabajotecnico', 'solicitudmaterial', 'tiempotrabajado',
    ]);
    expect(herederosDe('checklistot').map((h) => h.coleccion)).toEqual(expect.arrayContaining(['accioncorrectoraot', 'grupochecklistot', 'preguntachecklistot']));
    expect(herederosDe('partetrabajo').find((h) => h.coleccion === 'fichero')?.filtro('PT1')).toEqual({ idtabla: 269, id: 'PT1' });
    expect(herederosDe('lpartetrabajo')).toEqual([]);
    expect(reunidoresDe('partetrabajo')).toEqual([{ coleccion: 'ordentrabajo', campo: 'idorden_trabajo' }, { coleccion: 'sistema', campo: 'idsistema' }]);
    expect(reunidoresDe('ordentrabajo')).toEqual([{ coleccion: 'sistema', campo: 'idsistema' }, { coleccion: 'cliente', campo: 'idcliente' }]);
  });
});
