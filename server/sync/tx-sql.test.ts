import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colecciones, type DocDe } from '../../schemas';
import type { Db } from '../db/tipos';
import { BASES, cargarPorTx, comprobarInvariante, contar, leerAmbitos, type BasePrueba } from './prueba/entorno';
import { crearTxSql, type TxSql } from './tx-sql';
import { sellarCambios } from './sellador';


/** Una transacción por la Tx del servidor y, confirmada, su sellado (como tras una mutación). */
const enTx = async <T>(db: Db, fn: (tx: TxSql) => Promise<T>): Promise<T> => {
  const r = await db.transaccion((q) => fn(crearTxSql(q, { etiquetasUsuario: null })));
  await sellarCambios(db);
  return r;
};

const parte = async (tx: TxSql, id: string): Promise<DocDe<'partetrabajo'>> => {
  const p = await tx.get('partetrabajo', id);
  if (!p) throw new Error(`Falta ${id}`);
  return p;
};

describe.each(BASES)('Tx del servidor y re-ámbito en cascada ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    // En orden inverso: los hijos antes que sus padres; las cascadas deben dejar lo mismo.
    await cargarPorTx(base.db, undefined, 'inverso');
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('cada colección sincronizada tiene su tabla (id, doc, ambito, escrito) con índices GIN en doc y ambito', async () => {
    for (const c of colecciones) {
      const columnas = await base.db.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns where table_name = $1 order by ordinal_position`, [c],
      );
      expect(columnas.map((x) => `${x.column_name}:${x.data_type}`), c).toEqual(['id:text', 'doc:jsonb', 'ambito:ARRAY', 'escrito:xid8']);
      const indices = await base.db.query<{ indexdef: string }>('select indexdef from pg_indexes where tablename = $1', [c]);
      expect(indices.some((i) => /USING gin \(doc jsonb_path_ops\)/.test(i.indexdef)), c).toBe(true);
      expect(indices.some((i) => /USING gin \(ambito\)/.test(i.indexdef)), c).toBe(true);
    }
  });

  it('cargar en cualquier orden deja las etiquetas que dan las reglas', async () => {
    await comprobarInvariante(base.db);
    // T4 es compañero de PT1 (partetrabajotecnico PTT1): el parte, su orden, su sistema y su cliente le llegan.
    expect((await leerAmbitos(base.db)).get('cliente:C1')).toEqual(['comercial:CM1', 'delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
  });

  it('get, find y los campos derivados', async () => {
    await enTx(base.db, async (tx) => {
      expect(await tx.get('partetrabajo', 'NO')).toBeNull();
      expect((await tx.find('lpartetrabajo', { idparte_trabajo: 'PT1' })).map((l) => l.idlparte_trabajo)).toEqual(['LP1']);
      expect((await tx.find('fichero', { idtabla: 269, id: 'PT1' })).map((f) => f.idfichero)).toEqual(['F1']);
      expect((await parte(tx, 'PT1')).fecha_desc).toBe(`${String(99999999 - 20261120).padStart(8, '0')}|PT1`);
      expect((await tx.get('lordentrabajo', 'LO1'))?.importe).toBe(81);
    });
  });

  it('cambiar un campo que no da ámbito no vuelve a leer la fila ni consulta a quienes la reúnen', async () => {
    const sentencias: string[] = [];
    await base.db.transaccion(async (q) => {
      const contada = { query: <T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) => (sentencias.push(sql), q.query<T>(sql, params)) };
      const tx = crearTxSql(contada, { etiquetasUsuario: null });
      await tx.put('partetrabajo', { ...(await parte(tx, 'PT1')), observaciones: 'solo las observaciones' });
    });
    await sellarCambios(base.db);
    // La fila se lee una vez (for update) y se escribe; el cambio se anota. Ni partedescargado ni
    // partetrabajotecnico (lo que reúne un parte), ni otra lectura de la fila.
    expect(sentencias.filter((s) => s.includes('"partetrabajo" where id'))).toHaveLength(1);
    expect(sentencias.some((s) => s.includes('partedescargado') || s.includes('partetrabajotecnico'))).toBe(false);
    expect((await leerAmbitos(base.db)).get('partetrabajo:PT1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
    await comprobarInvariante(base.db);
  });

  it('escrituras diferidas: el put no sale hasta la siguiente consulta o pendientes(), y lo que se lee después lo ve', async () => {
    const sentencias: string[] = [];
    const pendiente = await base.db.transaccion(async (q) => {
      const contada = { query: <T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) => (sentencias.push(sql), q.query<T>(sql, params)) };
      const tx = crearTxSql(contada, { etiquetasUsuario: null, diferirEscrituras: true });
      await tx.put('partetrabajo', { ...(await parte(tx, 'PT1')), observaciones: "diferida: o'brien \\ {llaves}" });
      // Solo la lectura for update: la escritura espera.
      expect(sentencias).toHaveLength(1);
      const linea = (await tx.find('lpartetrabajo', { idparte_trabajo: 'PT1' }))[0];
      if (!linea) throw new Error('Falta la línea de PT1');
      // find manda antes lo pendiente (una ida y vuelta con la escritura) y después su cerrojo y su lectura.
      expect(sentencias[1]).toContain('insert into "partetrabajo"');
      const otraLectura = await q.query<{ o: string }>(`select doc->>'observaciones' as o from partetrabajo where id = 'PT1'`);
      expect(otraLectura[0]?.o).toBe("diferida: o'brien \\ {llaves}");
      await tx.put('lpartetrabajo', { ...linea, descripcion: 'línea diferida' });
      const sql = tx.pendientes();
      expect(sql).toContain('insert into "lpartetrabajo"');
      expect(tx.pendientes()).toBeUndefined();
      expect(tx.escribio()).toBe(true);
      return sql;
    }, undefined, (sql) => sql);
    expect(pendiente).toBeDefined();
    await sellarCambios(base.db);
    const [l] = await base.db.query<{ d: string }>(`select doc->>'descripcion' as d from lpartetrabajo where id = 'LP1'`);
    expect(l?.d).toBe('línea diferida');
    expect(await contar(base.db, `select count(*) as n from cambio where seq is null`)).toBe(0);
    expect((await leerAmbitos(base.db)).get('partetrabajo:PT1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T4']);
    await comprobarInvariante(base.db);
  });

  it('mover un parte a otra orden re-etiqueta la orden vieja y la nueva, y lo que cuelga de ellas', async () => {
    const { db } = base;
    const antes = await contar(db, 'select max(seq) as n from cambio');
    const tx = await enTx(db, async (t) => {
      // Con la delegación de la orden nueva: una referencia incoherente se rechaza (ver la prueba de abajo).
      await t.put('partetrabajo', { ...(await parte(t, 'PT3')), idorden_trabajo: 'O1', idsistema: 'S1', idcliente: 'C1', iddelegacion: 'D1' });
      return t;
    });
    const ambitos = await leerAmbitos(db);
    expect(ambitos.get('ordentrabajo:O3')).toEqual(['delegacion:D2']);
    expect(ambitos.get('sistema:S3')).toEqual(['delegacion:D2']);
    expect(ambitos.get('ordentrabajo:O1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T3', 'tecnico:T4']);
    expect(ambitos.get('lordentrabajo:LO1')).toEqual(['delegacion:D1', 'tecnico:T1', 'tecnico:T3', 'tecnico:T4']);
    expect(ambitos.get('telefono:TEL3')).toEqual(['comercial:CM3', 'delegacion:D2']);
    expect(ambitos.get('telefono:TEL1')).toContain('tecnico:T3');
    await comprobarInvariante(db);

    // Cada documento re-etiquetado tiene su fila en `cambio` con las etiquetas de antes ∪ después, sellada.
    const cambios = await db.query<{ seq: unknown; coleccion: string; id: string; ambito: string[] }>(
      'select seq, coleccion, id, ambito from cambio where seq > $1 order by seq', [antes],
    );
    const o3 = cambios.find((c) => c.coleccion === 'ordentrabajo' && c.id === 'O3');
    expect(o3?.ambito).toEqual(['delegacion:D2', 'tecnico:T3']);
    expect(await contar(db, 'select count(*) as n from cambio where seq is null')).toBe(0);
    expect(cambios.map((c) => `${c.coleccion}:${c.id}`)).toEqual(expect.arrayContaining(['partetrabajo:PT3', 'ordentrabajo:O3', 'ordentrabajo:O1', 'sistema:S3', 'cliente:C3', 'telefono:TEL3']));
    expect(tx.escribio()).toBe(true);
    expect([...tx.afectadas].sort()).toEqual(['comercial:CM1', 'comercial:CM3', 'delegacion:D1', 'delegacion:D2', 'tecnico:T1', 'tecnico:T3', 'tecnico:T4']);
  });

  it('una referencia fuera del ámbito de quien escribe o incoherente se rechaza sin escribir nada', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    const ambitosAntes = await leerAmbitos(db);
    const comoT1 = <T>(fn: (tx: TxSql) => Promise<T>): Promise<T> =>
      db.transaccion((q) => fn(crearTxSql(q, { etiquetasUsuario: ['global', 'tecnico:T1'] })));
    // T1 da de alta un parte sobre la orden de otro técnico: la orden no está a su alcance.
    await expect(comoT1(async (t) => t.put('partetrabajo', { ...(await parte(t, 'PT1')), idparte_trabajo: 'PT-NUEVO', idorden_trabajo: 'O3', idsistema: 'S3', idcliente: 'C3', iddelegacion: 'D2' })))
      .rejects.toThrow(/^No tienes permiso de acceso para añadir el registro PT-NUEVO de parte trabajo: el registro O3 de orden trabajo \(idorden_trabajo\) no está a tu alcance$/);
    // Con su propia orden pero otra delegación: llevaría la orden a la otra delegación.
    await expect(comoT1(async (t) => t.put('partetrabajo', { ...(await parte(t, 'PT1')), idparte_trabajo: 'PT-NUEVO', iddelegacion: 'D2' })))
      .rejects.toThrow('iddelegacion no coincide con el de orden trabajo');
    // Ni siquiera el ámbito 'todo' puede dejar una referencia incoherente ni apuntar a lo que no existe.
    await expect(enTx(db, async (t) => t.put('partetrabajo', { ...(await parte(t, 'PT1')), idsistema: 'S3' })))
      .rejects.toThrow('idsistema no coincide con el de orden trabajo');
    await expect(enTx(db, async (t) => t.put('telefono', { idtelefono: 'TEL-NUEVO', idcliente: 'NO-EXISTE', idsistema: null, numero: '600000000', descripcion: 'x', estado: 1 })))
      .rejects.toThrow('el registro NO-EXISTE de cliente (idcliente) no está a tu alcance');
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
    expect(await leerAmbitos(db)).toEqual(ambitosAntes);
  });

  it('get lee con el ámbito de quien escribe: lo ajeno es el error de permiso, sea cual sea su estado (decisión 54)', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    const DESHACER = 'deshacer';
    /** Una Tx como un usuario que se deshace al final (nada queda escrito). */
    const como = async (etiquetas: string[], iddelegacion: string, fn: (tx: TxSql) => Promise<void>): Promise<void> => {
      await expect(db.transaccion(async (q) => {
        await fn(crearTxSql(q, { etiquetasUsuario: etiquetas, iddelegacionUsuario: iddelegacion }));
        throw new Error(DESHACER);
      })).rejects.toThrow(DESHACER);
    };
    const T1 = ['global', 'tecnico:T1'];
    const ajeno = (id: string) => `No tienes permiso de acceso para modificar el registro ${id} de parte trabajo`;
    await como(T1, 'D1', async (tx) => {
      expect((await tx.get('partetrabajo', 'PT1'))?.idtecnico).toBe('T1');
      expect(await tx.get('partetrabajo', 'NO')).toBeNull();
      // Los catálogos, de todos.
      expect((await tx.get('almacen', 'A1'))?.nombre).toBe('Central');
      expect((await tx.get('articulo', 'AR1'))?.descripcion).toBe('Detector');
      await expect(tx.get('partetrabajo', 'PT2')).rejects.toThrow(ajeno('PT2'));
      await expect(tx.get('partetrabajo', 'PT3')).rejects.toThrow(ajeno('PT3'));
      await expect(tx.get('lpartetrabajo', 'LP2')).rejects.toThrow('No tienes permiso de acceso para modificar el registro LP2 de lparte trabajo');
      // Como la referencia de «Descargar» (su delegación): el parte de un compañero sí; el de otra delegación, no.
      const comoReferencia = { coleccion: 'partedescargado', campo: 'idparte_trabajo' } as const;
      expect((await tx.get('partetrabajo', 'PT2', { comoReferencia }))?.idtecnico).toBe('T2');
      // Lo que esta Tx escribe se sigue leyendo aunque salga de su ámbito (un parte reasignado).
      await tx.put('partetrabajo', { ...(await parte(tx, 'PT1')), idtecnico: 'T2' });
      expect((await tx.get('partetrabajo', 'PT1'))?.idtecnico).toBe('T2');
    });
    // Un técnico de otra delegación no lo alcanza ni como esa referencia.
    await como(['global', 'tecnico:T3'], 'D2', async (tx) => {
      await expect(tx.get('partetrabajo', 'PT2', { comoReferencia: { coleccion: 'partedescargado', campo: 'idparte_trabajo' } })).rejects.toThrow(ajeno('PT2'));
    });
    // El mismo error con el parte ajeno anulado o finalizado.
    for (const estado of [0, 2]) {
      await db.transaccion(async (q) => {
        const tx = crearTxSql(q, { etiquetasUsuario: null });
        await tx.put('partetrabajo', { ...(await parte(tx, 'PT2')), estado });
        await expect(crearTxSql(q, { etiquetasUsuario: T1 }).get('partetrabajo', 'PT2')).rejects.toThrow(ajeno('PT2'));
        throw new Error(DESHACER);
      }).catch((e: unknown) => expect(String(e)).toContain(DESHACER));
    }
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
  });

  it('el almacén de un movimiento: la furgoneta propia o un almacén de su delegación (decisión 54)', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    const movimiento = (idalmacen: string, idtecnico: string | null): DocDe<'movimientostock'> => ({
      idmovimiento_stock: `MV-${idalmacen}-${String(idtecnico)}`, idalmacen, idarticulo: 'AR1', unidades: 1, motivo: 'descarga', idparte_trabajo: null,
      idtecnico, sin_existencias: false, fecha: '2026-11-20T10:00:00.000Z', descripcion: 'Devolución', estado: 1,
    });
    const escribir = (etiquetas: string[], iddelegacion: string, doc: DocDe<'movimientostock'>) =>
      db.transaccion(async (q) => {
        await crearTxSql(q, { etiquetasUsuario: etiquetas, iddelegacionUsuario: iddelegacion }).put('movimientostock', doc);
        throw new Error('deshacer');
      });
    const fuera = (id: string) => `el registro ${id} de almacen (idalmacen) no está a tu alcance`;
    // T1: su furgoneta y el central de su delegación.
    await expect(escribir(['global', 'tecnico:T1'], 'D1', movimiento('A2', 'T1'))).rejects.toThrow('deshacer');
    await expect(escribir(['global', 'tecnico:T1'], 'D1', movimiento('A1', 'T1'))).rejects.toThrow('deshacer');
    // T2, de la misma delegación: la furgoneta de T1 no; T3, de otra delegación: tampoco el central de D1.
    await expect(escribir(['global', 'tecnico:T2'], 'D1', movimiento('A2', 'T2'))).rejects.toThrow(fuera('A2'));
    await expect(escribir(['global', 'tecnico:T3'], 'D2', movimiento('A1', 'T3'))).rejects.toThrow(fuera('A1'));
    // Quien lleva la delegación (el almacén), las furgonetas de su delegación.
    await expect(escribir(['global', 'delegacion:D1'], 'D1', movimiento('A2', null))).rejects.toThrow('deshacer');
    await expect(escribir(['global', 'delegacion:D2'], 'D2', movimiento('A2', null))).rejects.toThrow(fuera('A2'));
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
  });

  it('borrar un parte deja sin sus etiquetas a los hijos y a lo que las reunía', async () => {
    const { db } = base;
    await enTx(db, (t) => t.remove('partetrabajo', 'PT2'));
    const ambitos = await leerAmbitos(db);
    expect(ambitos.has('partetrabajo:PT2')).toBe(false);
    expect(ambitos.get('lpartetrabajo:LP2')).toEqual([]);
    expect(ambitos.get('ordentrabajo:O2')).toEqual(['delegacion:D1']);
    expect(ambitos.get('direccion:DIR2')).toEqual(['delegacion:D1']);
    const [borrado] = await db.query<{ borrado: boolean; ambito: string[] }>(`select borrado, ambito from cambio where coleccion = 'partetrabajo' and id = 'PT2' order by seq desc limit 1`);
    expect(borrado).toEqual({ borrado: true, ambito: ['delegacion:D1', 'tecnico:T2'] });
    await comprobarInvariante(db);
  });

  it('un fichero hereda de la entidad de su idtabla; sin entidad conocida no tiene etiquetas', async () => {
    const { db } = base;
    const fichero = (idfichero: string, idtabla: number, id: string): DocDe<'fichero'> => ({
      idfichero, idtabla, id, nombre: 'x.pdf', tipo: 'application/pdf', tamano: 1, creado: '2026-11-20T10:00:00.000Z', estado: 1,
    });
    await enTx(db, async (t) => {
      await t.put('fichero', fichero('FO', 267, 'O1'));
      await t.put('fichero', fichero('FP', 9999, 'PRES1'));
    });
    const ambitos = await leerAmbitos(db);
    expect(ambitos.get('fichero:FO')).toEqual(ambitos.get('ordentrabajo:O1'));
    expect(ambitos.get('fichero:FP')).toEqual([]);
  });

  it('put sin identificador o con un documento no válido no escribe', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    await expect(enTx(db, async (t) => t.put('partetrabajo', { ...(await parte(t, 'PT1')), idparte_trabajo: '' }))).rejects.toThrow('Campo requerido: idparte_trabajo');
    await expect(enTx(db, async (t) => {
      await t.put('partetrabajo', { ...(await parte(t, 'PT1')), observaciones: 'vale' });
      await t.put('partetrabajo', { ...(await parte(t, 'PT1')), estado: 12 });
    })).rejects.toThrow('Datos no válidos de parte trabajo: El campo estado no puede ser mayor que 9');
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
  });
});
