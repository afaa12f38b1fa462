/**
 * Los mutadores del día del técnico en el servidor (PGlite y PostgreSQL): instalar material y plantillas
 * (existencias y movimientos), material afectado, cobros con recibo único, ficheros con contenido y la
 * letra de control del NIF, que el servidor comprueba igual que el formulario.
 */
import { describe, expect, it } from 'vitest';
import { MENSAJES_TECNICO } from '../../replication/mutadores/tecnico';
import { partesParaDescargar } from './disponibles';
import { contenidoFichero, FICHERO_NO_DISPONIBLE } from './ficheros';
import { PNG_1X1, tecnico1, tecnico3 } from './prueba/datos';
import { baseCargada, BASES, contar, descargar, errorDe, fotoEstado, leerDoc, mutar } from './prueba/entorno';


describe.each(BASES)('mutadores del técnico ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('instalar material: línea con su importe, salida de existencias, movimiento y material del sistema; una vez aunque llegue dos', async () => {
    const { db } = base;
    const params = {
      idparte_trabajo: 'PT1', idlparte_trabajo: 'LPI1', idmovimiento_stock: 'MVI1', idarticulo: 'AR1', idalmacen: 'A1',
      unidades: 3, dto: 10, numserie: 'SN-1', idmaterial_sistema: 'MSI1',
    };
    const r = await mutar(db, tecnico1, 'parteTrabajo.instalarMaterialSync', params, 'sync-inst-1');
    expect(r.resultado).toEqual({ idlparte_trabajo: 'LPI1', existencias: 7, sin_existencias: false });
    await mutar(db, tecnico1, 'parteTrabajo.instalarMaterialSync', params, 'sync-inst-1');
    expect(await leerDoc(db, 'lpartetrabajo', 'LPI1')).toMatchObject({ unidades: 3, precio: 10, dto: 10, importe: 27, numserie: 'SN-1' });
    expect((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades).toBe(7);
    expect(await leerDoc(db, 'movimientostock', 'MVI1')).toMatchObject({ unidades: -3, motivo: 'instalacion', idparte_trabajo: 'PT1', idtecnico: 'T1', sin_existencias: false });
    expect(await leerDoc(db, 'materialsistema', 'MSI1')).toMatchObject({ idsistema: 'S1', idarticulo: 'AR1', numserie: 'SN-1', estado: 1 });
  });

  it('sin existencias suficientes la salida se registra marcada para conciliar, sin bajar a negativo en silencio', async () => {
    const { db } = base;
    const r = await mutar(db, tecnico1, 'parteTrabajo.instalarMaterialSync', {
      idparte_trabajo: 'PT1', idlparte_trabajo: 'LPI2', idmovimiento_stock: 'MVI2', idarticulo: 'AR2', idalmacen: 'A1', unidades: 2,
    });
    expect(r.resultado).toEqual({ idlparte_trabajo: 'LPI2', existencias: -2, sin_existencias: true });
    expect((await leerDoc(db, 'movimientostock', 'MVI2'))?.sin_existencias).toBe(true);
  });

  it('instalar una plantilla pone todas sus líneas; si la plantilla cambió, nada', async () => {
    const { db } = base;
    const antes = await fotoEstado(db);
    const e = await errorDe(mutar(db, tecnico1, 'parteTrabajo.instalarPlantillaSync', {
      idparte_trabajo: 'PT1', idplantilla_articulo: 'PL1', idalmacen: 'A1',
      lineas: [{ idlparte_trabajo: 'LPP1', idmovimiento_stock: 'MVP1' }, { idlparte_trabajo: 'LPP2', idmovimiento_stock: 'MVP2' }],
    }));
    expect(e.message).toBe(MENSAJES_TECNICO.plantillaCambiada);
    expect(await fotoEstado(db)).toBe(antes);
    const stock = Number((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades);
    await mutar(db, tecnico1, 'parteTrabajo.instalarPlantillaSync', {
      idparte_trabajo: 'PT1', idplantilla_articulo: 'PL1', idalmacen: 'A1', lineas: [{ idlparte_trabajo: 'LPP1', idmovimiento_stock: 'MVP1' }],
    });
    expect(await leerDoc(db, 'lpartetrabajo', 'LPP1')).toMatchObject({ idarticulo: 'AR1', unidades: 3 });
    expect((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades).toBe(stock - 3);
  });

  it('sustituir material: el viejo queda desinstalado, el nuevo con su serie, y la acción realizada en el parte', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'materialSistema.sustituirSync', {
      idmaterial_sistema: 'MS1', idparte_trabajo: 'PT1', idmaterial_nuevo: 'MSN1', idaccion_ejec: 'ACS1', numserie_nuevo: 'N2',
    });
    expect((await leerDoc(db, 'materialsistema', 'MS1'))?.estado).toBe(0);
    expect(await leerDoc(db, 'materialsistema', 'MSN1')).toMatchObject({ numserie: 'N2', estado: 1, idsistema: 'S1' });
    expect(await leerDoc(db, 'accionejec', 'ACS1')).toMatchObject({ descripcion: 'Sustitución de Detector (N1 → N2)', estado: 2 });
    const e = await errorDe(mutar(db, tecnico1, 'materialSistema.desinstalarSync', { idmaterial_sistema: 'MS1', idparte_trabajo: 'PT1', idaccion_ejec: 'ACD1' }));
    expect(e.message).toBe(MENSAJES_TECNICO.materialDesinstalado);
  });

  it('sustituir con salida de la furgoneta y desinstalar con devolución mueven las existencias', async () => {
    const { db } = base;
    const stock = async () => Number((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades);
    const antes = await stock();
    await mutar(db, tecnico1, 'materialSistema.sustituirSync', {
      idmaterial_sistema: 'MSN1', idparte_trabajo: 'PT1', idmaterial_nuevo: 'MSN2', idaccion_ejec: 'ACS2', numserie_nuevo: 'N3',
      salida: { idalmacen: 'A1', idmovimiento_stock: 'MVS1' },
    });
    expect(await stock()).toBe(antes - 1);
    expect(await leerDoc(db, 'movimientostock', 'MVS1')).toMatchObject({ unidades: -1, motivo: 'instalacion', idarticulo: 'AR1', idparte_trabajo: 'PT1' });
    await mutar(db, tecnico1, 'materialSistema.desinstalarSync', {
      idmaterial_sistema: 'MSN2', idparte_trabajo: 'PT1', idaccion_ejec: 'ACD2', motivo: 'Avería', devolucion: { idalmacen: 'A1', idmovimiento_stock: 'MVD1' },
    });
    expect(await stock()).toBe(antes);
    expect(await leerDoc(db, 'movimientostock', 'MVD1')).toMatchObject({ unidades: 1, motivo: 'devolucion', sin_existencias: false });
    expect(await leerDoc(db, 'accionejec', 'ACD2')).toMatchObject({ descripcion: 'Desinstalación de Detector: Avería', estado: 2 });
    expect((await leerDoc(db, 'materialsistema', 'MSN2'))?.estado).toBe(0);
  });

  it('cobro: el recibo no se repite y el importe debe ser positivo', async () => {
    const { db } = base;
    const doc = { idcobro: 'CBX1', idparte_trabajo: 'PT1', importe: 120.456, forma_pago: 'tarjeta', recibo: 'RT1-20261121-ABCDEF01' };
    await mutar(db, tecnico1, 'cobro.insertSync', { doc });
    expect(await leerDoc(db, 'cobro', 'CBX1')).toMatchObject({ importe: 120.46, forma_pago: 'tarjeta', estado: 1 });
    const repetido = await errorDe(mutar(db, tecnico1, 'cobro.insertSync', { doc: { ...doc, idcobro: 'CBX2' } }));
    expect(repetido.message).toBe(MENSAJES_TECNICO.reciboRepetido);
    const cero = await errorDe(mutar(db, tecnico1, 'cobro.insertSync', { doc: { ...doc, idcobro: 'CBX3', recibo: 'otro', importe: 0 } }));
    expect(cero.message).toBe(MENSAJES_TECNICO.importe);
  });

  it('fichero.subirSync guarda el contenido; el demasiado grande o con otro tamaño se rechaza', async () => {
    const { db } = base;
    const contenido = Buffer.from('hola, parte').toString('base64');
    const doc = { idfichero: 'FX1', idtabla: 269, id: 'PT1', nombre: 'nota.txt', tipo: 'text/plain', tamano: 11 };
    await mutar(db, tecnico1, 'fichero.subirSync', { doc, contenido });
    expect(await leerDoc(db, 'fichero', 'FX1')).toMatchObject({ nombre: 'nota.txt', tamano: 11, estado: 1 });
    const [fila] = await db.query<{ datos: Uint8Array; tamano: number }>('select datos, tamano from fichero_contenido where idfichero = $1', ['FX1']);
    expect(Buffer.from(fila?.datos ?? new Uint8Array()).toString()).toBe('hola, parte');
    const grande = await errorDe(mutar(db, tecnico1, 'fichero.subirSync', { doc: { ...doc, idfichero: 'FX2', tamano: 11 * 1024 * 1024 }, contenido }));
    expect(grande.message).toBe('El fichero es demasiado grande');
    const otro = await errorDe(mutar(db, tecnico1, 'fichero.subirSync', { doc: { ...doc, idfichero: 'FX3', tamano: 12 }, contenido }));
    expect(otro.message).toBe(MENSAJES_TECNICO.ficheroContenido);
    expect(await contar(db, 'select count(*) as n from fichero_contenido')).toBe(1);

    // fichero.contenido: el técnico del parte lo baja; uno de otra delegación no sabe ni que existe.
    expect(await contenidoFichero(db, 'FX1', tecnico1)).toEqual({ idfichero: 'FX1', tipo: 'text/plain', contenido });
    expect((await errorDe(contenidoFichero(db, 'FX1', tecnico3))).message).toBe(FICHERO_NO_DISPONIBLE);
    expect((await errorDe(contenidoFichero(db, 'F1', tecnico1))).message).toBe(FICHERO_NO_DISPONIBLE);
  });

  it('el servidor comprueba la letra de control del NIF y del DNI de la firma', async () => {
    const { db } = base;
    const malo = await errorDe(mutar(db, tecnico1, 'cliente.updateSync', { id: 'C1', cambios: { nif: '12345678A' } }));
    expect(malo.message).toBe('El DNI no es correcto');
    await mutar(db, tecnico1, 'cliente.updateSync', { id: 'C1', cambios: { nif: '12345678Z' } });
    expect((await leerDoc(db, 'cliente', 'C1'))?.nif).toBe('12345678Z');
    await mutar(db, tecnico1, 'cliente.updateSync', { id: 'C1', cambios: { nif: null } });
    const firma = { idfirma: 'FIX1', idtabla: 269, id: 'PT1', nombre: 'Ana', dni: 'X1234567A', imagen: PNG_1X1, fecha: '2026-11-21T09:30:00.000Z', estado: 1 };
    expect((await errorDe(mutar(db, tecnico1, 'firma.insertSync', { doc: firma }))).message).toBe('El DNI no es correcto');
    await mutar(db, tecnico1, 'firma.insertSync', { doc: { ...firma, dni: 'X1234567L' } });
    expect((await leerDoc(db, 'firma', 'FIX1'))?.dni).toBe('X1234567L');
  });

  it("'Descargar' un parte de su delegación lo trae con todo lo suyo; uno de otra delegación, no; quitarlo lo saca", async () => {
    const { db } = base;
    const ids = async () => (await partesParaDescargar(db, '', tecnico1)).map((p) => p.idparte_trabajo);
    expect(await ids()).toEqual(['PT2']);
    expect((await partesParaDescargar(db, 'parte 2', tecnico1)).map((p) => p.cliente)).toEqual(['Cliente 2']);
    expect(await partesParaDescargar(db, 'no existe', tecnico1)).toEqual([]);
    const antes = await descargar(db, tecnico1);
    expect(antes.docs.has('partetrabajo:PT2')).toBe(false);

    await mutar(db, tecnico1, 'parteTrabajo.descargarSync', { idparte_descargado: 'PD1', idparte_trabajo: 'PT2' });
    const tras = await descargar(db, tecnico1, antes.checkpoint);
    for (const ref of ['partetrabajo:PT2', 'lpartetrabajo:LP2', 'ordentrabajo:O2', 'sistema:S2', 'cliente:C2', 'solicitudmaterial:SM1', 'partedescargado:PD1']) {
      expect(tras.docs.has(ref), ref).toBe(true);
    }
    expect(await ids()).toEqual([]);

    const ajeno = await errorDe(mutar(db, tecnico1, 'parteTrabajo.descargarSync', { idparte_descargado: 'PD2', idparte_trabajo: 'PT3' }));
    // Fuera de su delegación, el parte ni se lee: el mismo error que cualquier registro fuera de su ámbito.
    expect(ajeno.message).toBe('No tienes permiso de acceso para modificar el registro PT3 de parte trabajo');

    await mutar(db, tecnico1, 'parteDescargado.deleteSync', { id: 'PD1' });
    const fuera = await descargar(db, tecnico1, tras.checkpoint);
    expect(fuera.eliminados.has('partetrabajo:PT2')).toBe(true);
    expect(fuera.eliminados.has('lpartetrabajo:LP2')).toBe(true);
  });
});
