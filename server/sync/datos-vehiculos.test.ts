/**
 * Datos personalizados y furgonetas en el servidor (PGlite y PostgreSQL): dato.guardarSync valida contra
 * las definiciones y rechaza un valor malo sin escribir nada; almacen.descargarVehiculoSync deja las
 * existencias de la furgoneta y del almacén coherentes (la suma se conserva, los movimientos una vez) y
 * marca la salida que no llegaba; parteTrabajo.devolverMaterialSync devuelve solo lo que sobra del parte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { idDato } from '../../schemas/dato';
import { MENSAJES_DATOS } from '../../replication/mutadores/datos';
import { MENSAJES_VEHICULOS } from '../../replication/mutadores/vehiculos';
import { documentosPrueba, tecnico1, tecnico2, tecnico3 } from './prueba/datos';
import { BASES, cargarPorTx, contar, descargar, errorDe, fotoEstado, leerDoc, mutar, type BasePrueba } from './prueba/entorno';

const AHORA = '2026-11-20T10:00:00.000Z';

const campo = (idcampo_dato: string, c: Partial<DocDe<'campodato'>>): DocDe<'campodato'> => ({
  idcampo_dato, idtabla: 96, nombre: `c${idcampo_dato}`, etiqueta: `Campo ${idcampo_dato}`, tipo: 'texto', requerido: false, opciones: [], orden: idcampo_dato.charCodeAt(idcampo_dato.length - 1), max: null, estado: 1, ...c,
});

const docs = () => {
  const d = documentosPrueba();
  return {
    ...d,
    almacen: [
      ...d.almacen,
      { idalmacen: 'AV1', nombre: 'Furgoneta T1', tipo: 'vehiculo' as const, idtecnico: 'T1', iddelegacion: 'D1', estado: 1 },
      { idalmacen: 'A2', nombre: 'Central Sevilla', tipo: 'central' as const, idtecnico: null, iddelegacion: 'D2', estado: 1 },
    ],
    stock: [...d.stock, { idstock: 'AV1-AR1', idalmacen: 'AV1', idarticulo: 'AR1', unidades: 5, actualizado: AHORA, estado: 1 }],
    campodato: [
      campo('CD1', { etiqueta: 'Abonado', requerido: true, max: 6 }),
      campo('CD2', { etiqueta: 'Proveedor', tipo: 'opcion', opciones: ['Movistar', 'Orange'] }),
      campo('CD3', { etiqueta: 'Zonas', tipo: 'numero' }),
      campo('CD4', { etiqueta: 'Baterías', tipo: 'fecha' }),
      campo('CD5', { etiqueta: 'Acuda', tipo: 'booleano' }),
      campo('CDX', { idtabla: 269, etiqueta: 'De partes' }),
    ],
  };
};

const unidades = async (base: BasePrueba, idstock: string): Promise<number> => Number((await leerDoc(base.db, 'stock', idstock))?.unidades ?? 0);

describe.each(BASES)('datos personalizados y furgonetas ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db, docs());
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('un valor malo se rechaza con su mensaje y no se escribe nada; uno bueno se guarda una vez y llega al técnico', async () => {
    const { db } = base;
    const antes = await fotoEstado(db);
    const malos: [Record<string, unknown>, string][] = [
      [{ CD1: '' }, `Abonado: ${MENSAJES_DATOS.requerido}`],
      [{ CD1: 'ABCDEFG' }, `Abonado: ${MENSAJES_DATOS.maximo(6)}`],
      [{ CD1: 'AB1', CD2: 'Vodafone' }, `Proveedor: ${MENSAJES_DATOS.opcion(['Movistar', 'Orange'])}`],
      [{ CD1: 'AB1', CD3: 'doce' }, `Zonas: ${MENSAJES_DATOS.numero}`],
      [{ CD1: 'AB1', CD4: '2026-02-30' }, `Baterías: ${MENSAJES_DATOS.fecha}`],
      [{ CD1: 'AB1', CD5: 'sí' }, `Acuda: ${MENSAJES_DATOS.booleano}`],
      [{ CD1: 'AB1', CDX: 'x' }, MENSAJES_DATOS.campoDesconocido('CDX')],
      // Sin tocar el requerido, que no tiene dato: también se rechaza.
      [{ CD3: 4 }, `Abonado: ${MENSAJES_DATOS.requerido}`],
    ];
    for (const [valores, mensaje] of malos) {
      const e = await errorDe(mutar(db, tecnico1, 'dato.guardarSync', { idtabla: 96, id: 'S1', valores }));
      expect(e.message).toBe(mensaje);
    }
    expect(await fotoEstado(db)).toBe(antes);

    const params = { idtabla: 96, id: 'S1', valores: { CD1: ' AB12 ', CD2: 'Orange', CD3: 8, CD4: '2026-01-31', CD5: true } };
    const r = await mutar(db, tecnico1, 'dato.guardarSync', params, 'sync-dato-1');
    await mutar(db, tecnico1, 'dato.guardarSync', params, 'sync-dato-1');
    expect(r.resultado).toEqual({ idtabla: 96, id: 'S1', campos: 5 });
    expect(await leerDoc(db, 'dato', idDato(96, 'S1', 'CD1'))).toMatchObject({ idtabla: 96, id: 'S1', idcampo_dato: 'CD1', valor: 'AB12', estado: 1 });
    expect(await contar(db, "select count(*)::int as n from dato where doc->>'id' = 'S1'")).toBe(5);

    // Cambiar un campo sin tocar los demás: el requerido ya tiene dato.
    await mutar(db, tecnico1, 'dato.guardarSync', { idtabla: 96, id: 'S1', valores: { CD3: null } });
    expect((await leerDoc(db, 'dato', idDato(96, 'S1', 'CD3')))?.valor).toBeNull();

    // El dato va con su sistema: lo recibe el técnico del parte del sistema y no el de otra delegación.
    const t1 = await descargar(db, tecnico1);
    expect(t1.docs.get(`dato:${idDato(96, 'S1', 'CD1')}`)).toBeDefined();
    const t3 = await descargar(db, tecnico3);
    expect(t3.docs.get(`dato:${idDato(96, 'S1', 'CD1')}`)).toBeUndefined();
    // Otro técnico no escribe datos de un sistema que no es suyo.
    const ajeno = await errorDe(mutar(db, tecnico3, 'dato.guardarSync', { idtabla: 96, id: 'S1', valores: { CD3: 2 } }));
    expect(ajeno.message).toMatch(/^No tienes permiso de acceso para modificar el registro/);
  });

  it('descargar la furgoneta: salida y entrada emparejadas, la suma se conserva y una entrega repetida no duplica', async () => {
    const { db } = base;
    const antesVan = await unidades(base, 'AV1-AR1');
    const antesCentral = await unidades(base, 'A1-AR1');
    const params = {
      idalmacen_origen: 'AV1', idalmacen_destino: 'A1',
      lineas: [{ idarticulo: 'AR1', unidades: 3, idmovimiento_salida: 'MVD1', idmovimiento_entrada: 'MVD2' }],
    };
    const r = await mutar(db, tecnico1, 'almacen.descargarVehiculoSync', params, 'sync-desc-1');
    await mutar(db, tecnico1, 'almacen.descargarVehiculoSync', params, 'sync-desc-1');
    expect(r.resultado).toEqual({ lineas: [{ idarticulo: 'AR1', existencias_origen: antesVan - 3, existencias_destino: antesCentral + 3, sin_existencias: false }] });
    expect(await unidades(base, 'AV1-AR1')).toBe(antesVan - 3);
    expect(await unidades(base, 'A1-AR1')).toBe(antesCentral + 3);
    expect(await leerDoc(db, 'movimientostock', 'MVD1')).toMatchObject({ idalmacen: 'AV1', unidades: -3, motivo: 'descarga', idtecnico: 'T1', idparte_trabajo: null, sin_existencias: false });
    expect(await leerDoc(db, 'movimientostock', 'MVD2')).toMatchObject({ idalmacen: 'A1', unidades: 3, motivo: 'descarga', idtecnico: 'T1' });
    expect(await contar(db, "select count(*)::int as n from movimientostock where doc->>'motivo' = 'descarga'")).toBe(2);
    // El técnico ve los dos movimientos (son suyos) y las existencias de los dos almacenes.
    const t1 = await descargar(db, tecnico1);
    for (const ref of ['movimientostock:MVD1', 'movimientostock:MVD2', 'stock:AV1-AR1', 'stock:A1-AR1']) expect(t1.docs.get(ref)).toBeDefined();
  });

  it('sin existencias en la furgoneta la descarga se registra marcada para conciliar, sin quedarse a cero en silencio', async () => {
    const { db } = base;
    const van = await unidades(base, 'AV1-AR1');
    const r = await mutar(db, tecnico1, 'almacen.descargarVehiculoSync', {
      idalmacen_origen: 'AV1', idalmacen_destino: 'A1', lineas: [{ idarticulo: 'AR2', unidades: 2, idmovimiento_salida: 'MVN1', idmovimiento_entrada: 'MVN2' }],
    });
    expect(r.resultado).toMatchObject({ lineas: [{ idarticulo: 'AR2', existencias_origen: -2, existencias_destino: 2, sin_existencias: true }] });
    expect((await leerDoc(db, 'movimientostock', 'MVN1'))?.sin_existencias).toBe(true);
    expect((await leerDoc(db, 'movimientostock', 'MVN2'))?.sin_existencias).toBe(false);
    expect(await unidades(base, 'AV1-AR1')).toBe(van);
  });

  it('las reglas de la descarga: furgoneta propia, destino distinto, activo y de su delegación, sin artículos repetidos', async () => {
    const { db } = base;
    const antes = await fotoEstado(db);
    const linea = (n: string) => ({ idarticulo: 'AR1', unidades: 1, idmovimiento_salida: `MVR${n}a`, idmovimiento_entrada: `MVR${n}b` });
    const casos: [typeof tecnico1, Record<string, unknown>, string][] = [
      [tecnico2, { idalmacen_origen: 'AV1', idalmacen_destino: 'A1', lineas: [linea('1')] }, MENSAJES_VEHICULOS.furgonetaAjena],
      [tecnico1, { idalmacen_origen: 'A1', idalmacen_destino: 'AV1', lineas: [linea('2')] }, MENSAJES_VEHICULOS.noEsFurgoneta],
      [tecnico1, { idalmacen_origen: 'AV1', idalmacen_destino: 'AV1', lineas: [linea('3')] }, MENSAJES_VEHICULOS.mismoAlmacen],
      [tecnico1, { idalmacen_origen: 'AV1', idalmacen_destino: 'A2', lineas: [linea('4')] }, MENSAJES_VEHICULOS.otraDelegacion],
      [tecnico1, { idalmacen_origen: 'AV1', idalmacen_destino: 'A1', lineas: [linea('5'), linea('6')] }, MENSAJES_VEHICULOS.repetido],
    ];
    for (const [quien, params, mensaje] of casos) expect((await errorDe(mutar(db, quien, 'almacen.descargarVehiculoSync', params))).message).toBe(mensaje);
    expect(await fotoEstado(db)).toBe(antes);
  });

  it('devolver el sobrante de un parte: solo lo que salió y no se instaló, una vez', async () => {
    const { db } = base;
    // Salen 4 de la furgoneta para PT1 y se instalan en una línea; la línea se rebaja a 1: sobran 3.
    await mutar(db, tecnico1, 'parteTrabajo.instalarMaterialSync', {
      idparte_trabajo: 'PT1', idlparte_trabajo: 'LPV1', idmovimiento_stock: 'MVV1', idarticulo: 'AR2', idalmacen: 'AV1', unidades: 4,
    });
    await mutar(db, tecnico1, 'lparteTrabajo.updateSync', { id: 'LPV1', cambios: { unidades: 1 } });
    const central = await unidades(base, 'A1-AR2');
    const demasiado = await errorDe(mutar(db, tecnico1, 'parteTrabajo.devolverMaterialSync', {
      idparte_trabajo: 'PT1', idalmacen_destino: 'A1', lineas: [{ idarticulo: 'AR2', unidades: 4, idmovimiento_stock: 'MVDP0' }],
    }));
    expect(demasiado.message).toBe(MENSAJES_VEHICULOS.sobrante('Cámara', 3));
    const params = { idparte_trabajo: 'PT1', idalmacen_destino: 'A1', lineas: [{ idarticulo: 'AR2', unidades: 3, idmovimiento_stock: 'MVDP1' }] };
    await mutar(db, tecnico1, 'parteTrabajo.devolverMaterialSync', params, 'sync-dev-1');
    await mutar(db, tecnico1, 'parteTrabajo.devolverMaterialSync', params, 'sync-dev-1');
    expect(await unidades(base, 'A1-AR2')).toBe(central + 3);
    expect(await leerDoc(db, 'movimientostock', 'MVDP1')).toMatchObject({ idalmacen: 'A1', unidades: 3, motivo: 'descarga', idparte_trabajo: 'PT1' });
    // Ya no sobra nada.
    const otra = await errorDe(mutar(db, tecnico1, 'parteTrabajo.devolverMaterialSync', {
      idparte_trabajo: 'PT1', idalmacen_destino: 'A1', lineas: [{ idarticulo: 'AR2', unidades: 1, idmovimiento_stock: 'MVDP2' }],
    }));
    expect(otra.message).toBe(MENSAJES_VEHICULOS.sobrante('Cámara', 0));
  });
});
