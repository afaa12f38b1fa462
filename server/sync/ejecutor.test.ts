import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DocDe } from '../../schemas';
import { CODIGOS, ErrorNegocio } from '../../replication/errores';
import type { Mutador } from '../../replication/mutadores';
import type { Db } from '../db/tipos';
import { ejecutarMutacion } from './ejecutor';
import { registrarEstado } from './estado';
import { llamante, permisosTodos, tecnico1, tecnico2, usuarioPrueba } from './prueba/datos';
import { baseCargada, BASES, contar, errorDe, fotoEstado, haceMinutos, leerDoc, mutar } from './prueba/entorno';

const lineaNueva = (id: string, idparte = 'PT1'): DocDe<'lpartetrabajo'> => ({
  idlparte_trabajo: id, idparte_trabajo: idparte, idarticulo: 'AR2', descripcion: 'Cámara', unidades: 3, precio: 100, dto: 10, importe: 0, numserie: null, estado: 1,
});


describe.each(BASES)('ejecutor de mutaciones ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('el mismo idsync_upload dos veces se aplica una vez, devuelve lo mismo y cuenta 2 entregas', async () => {
    const { db } = base;
    const primero = await mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPX') }, 'sync-rep-1');
    const tras1 = await fotoEstado(db);
    const segundo = await mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPX') }, 'sync-rep-1');
    expect(primero).toEqual({ idsync_upload: 'sync-rep-1', resultado: { idlparte_trabajo: 'LPX' }, repetido: false });
    expect(segundo).toEqual({ ...primero, repetido: true });
    expect(await contar(db, `select count(*) as n from cambio where coleccion = 'lpartetrabajo' and id = 'LPX'`)).toBe(1);
    expect(await contar(db, `select entregas as n from sync_aplicado where idsync_upload = 'sync-rep-1'`)).toBe(2);
    // Lo único que cambia con la repetición es el contador de entregas.
    expect((await fotoEstado(db)).replace('"entregas":2', '"entregas":1')).toBe(tras1);
    const doc = await leerDoc(db, 'lpartetrabajo', 'LPX');
    expect(doc?.importe).toBe(270);
  });

  it('un idsync_upload reutilizado con otros parámetros u otro método se rechaza sin tocar nada; la repetición de verdad sigue valiendo', async () => {
    const { db } = base;
    // telefono.updateSync: la prueba de ajv cuenta después las filas de parteTrabajo.updateSync en sync_aplicado.
    const params = { id: 'TEL1', cambios: { numero: '600000001', descripcion: 'huella' } };
    const primero = await mutar(db, tecnico1, 'telefono.updateSync', params, 'sync-huella-1');
    expect(primero.repetido).toBe(false);
    const tras1 = await fotoEstado(db);

    const mensaje = 'El identificador de subida sync-huella-1 ya se usó para otro cambio';
    const otrosParams = await errorDe(mutar(db, tecnico1, 'telefono.updateSync', { id: 'TEL1', cambios: { numero: '600000002' } }, 'sync-huella-1'));
    expect(otrosParams.codigo).toBe(CODIGOS.yaExiste);
    expect(otrosParams.message).toBe(mensaje);
    const otroMetodo = await errorDe(mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPH') }, 'sync-huella-1'));
    expect(otroMetodo.message).toBe(mensaje);
    expect(await fotoEstado(db)).toBe(tras1);
    expect(await contar(db, `select count(*) as n from lpartetrabajo where id = 'LPH'`)).toBe(0);

    // Los mismos parámetros (aunque el JSON llegue con las claves en otro orden): el resultado guardado y una entrega más.
    const repetido = await mutar(db, tecnico1, 'telefono.updateSync', { cambios: { descripcion: 'huella', numero: '600000001' }, id: 'TEL1' }, 'sync-huella-1');
    expect(repetido).toEqual({ ...primero, repetido: true });
    expect(await contar(db, `select entregas as n from sync_aplicado where idsync_upload = 'sync-huella-1'`)).toBe(2);
  });

  it('una subida registrada antes de la huella (sin ella) conserva el comportamiento de antes', async () => {
    const { db } = base;
    await db.query(
      `insert into sync_aplicado (idsync_upload, idusuario, metodo, resultado) values ('sync-antigua-1', $1, 'telefono.updateSync', '{"antiguo":true}'::jsonb)`,
      [tecnico1.usuario.idusuario],
    );
    const r = await mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPA') }, 'sync-antigua-1');
    expect(r).toEqual({ idsync_upload: 'sync-antigua-1', resultado: { antiguo: true }, repetido: true });
    expect(await contar(db, `select entregas as n from sync_aplicado where idsync_upload = 'sync-antigua-1'`)).toBe(2);
    expect(await contar(db, `select count(*) as n from lpartetrabajo where id = 'LPA'`)).toBe(0);
  });

  it('dos entregas simultáneas del mismo id (dos procesos si hay PostgreSQL) se aplican una sola vez', async () => {
    const { db } = base;
    const otra = (await base.otroProceso()) ?? db;
    const params = { doc: lineaNueva('LPC') };
    const resultados = await Promise.all([
      mutar(db, tecnico1, 'lparteTrabajo.insertSync', params, 'sync-conc-1'),
      mutar(otra, tecnico1, 'lparteTrabajo.insertSync', params, 'sync-conc-1'),
      mutar(db, tecnico1, 'lparteTrabajo.insertSync', params, 'sync-conc-1'),
    ]);
    expect(resultados.filter((r) => !r.repetido)).toHaveLength(1);
    expect(new Set(resultados.map((r) => JSON.stringify(r.resultado))).size).toBe(1);
    expect(await contar(db, `select entregas as n from sync_aplicado where idsync_upload = 'sync-conc-1'`)).toBe(3);
    expect(await contar(db, `select count(*) as n from cambio where id = 'LPC'`)).toBe(1);
  });

  it('una mutación que falla a medias no deja nada escrito ni registrado, y la corregida se aplica después', async () => {
    const { db } = base;
    const antes = await fotoEstado(db);
    const aMedias: Mutador<unknown> = {
      metodo: 'prueba.aMedias',
      descripcion: 'Prueba que falla a medias',
      params: z.object({ fallar: z.boolean() }),
      permiso: { objeto: 'lparte_trabajo', accion: 'insertar' },
      apps: ['tecnicos'],
      async aplicar(tx, p) {
        const params = z.object({ fallar: z.boolean() }).parse(p);
        await tx.put('lpartetrabajo', lineaNueva('LPM1'));
        const parte = await tx.get('partetrabajo', 'PT1');
        if (!parte) throw new Error('Falta PT1');
        await tx.put('partetrabajo', { ...parte, observaciones: 'cambiada' });
        if (params.fallar) throw new ErrorNegocio('regla', 'Fallo a propósito');
        return { ok: true };
      },
    };
    const env = { idsync_upload: 'sync-medias-1', creado: new Date().toISOString() };
    const e = await errorDe(ejecutarMutacion(db, aMedias, { ...env, params: { fallar: true } }, tecnico1));
    expect(e.message).toBe('Fallo a propósito');
    expect(await fotoEstado(db)).toBe(antes);

    // Un caso real: finalizarOt opción 2 escribe el parte y después choca con un parte ajeno.
    const ajeno = await errorDe(mutar(db, tecnico1, 'ordenTrabajo.finalizarOt', { idparte_trabajo: 'PT1', opcion: 2, idparte_nuevo: 'PT2' }));
    expect(ajeno.tipo).toBe('permiso');
    expect(ajeno.message).toBe('No tienes permiso de acceso para modificar el registro PT2 de parte trabajo');
    expect(await fotoEstado(db)).toBe(antes);

    const bien = await ejecutarMutacion(db, aMedias, { ...env, params: { fallar: false } }, tecnico1);
    expect(bien).toEqual({ idsync_upload: 'sync-medias-1', resultado: { ok: true }, repetido: false });
    expect((await leerDoc(db, 'partetrabajo', 'PT1'))?.observaciones).toBe('cambiada');
    expect(await contar(db, `select count(*) as n from lpartetrabajo where id = 'LPM1'`)).toBe(1);
  });

  it('sin el permiso o sin la app: "No tienes permiso de acceso para …" y nada registrado', async () => {
    const { db } = base;
    const soloVer = llamante(usuarioPrueba('UV', { idtecnico: 'T1', permisos: permisosTodos(['visualizar']) }), 'propio');
    const sinApp = llamante(usuarioPrueba('UA', {
      idtecnico: 'T1', apps: { comerciales: true, tecnicos: false, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false },
    }), 'propio');
    const casos: [typeof soloVer, string, unknown, string][] = [
      [soloVer, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'x' } }, 'modificar'],
      [soloVer, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPP') }, 'añadir'],
      [soloVer, 'lparteTrabajo.deleteSync', { id: 'LP1' }, 'eliminar'],
      [sinApp, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'x' } }, 'modificar'],
    ];
    const antes = await fotoEstado(db);
    for (const [quien, metodo, params, accion] of casos) {
      const e = await errorDe(mutar(db, quien, metodo, params, `sync-perm-${metodo}-${quien.usuario.idusuario}`));
      expect(e.codigo).toBe(CODIGOS.permiso);
      expect(e.message).toBe(`No tienes permiso de acceso para ${accion}`);
    }
    expect(await fotoEstado(db)).toBe(antes);
  });

  it('no se escribe fuera del conjunto de trabajo del usuario', async () => {
    const { db } = base;
    const ajeno = await errorDe(mutar(db, tecnico2, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'intruso' } }));
    expect(ajeno.message).toBe('No tienes permiso de acceso para modificar el registro PT1 de parte trabajo');
    const paraOtro = await errorDe(mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: lineaNueva('LPO', 'PT2') }));
    expect(paraOtro.message).toBe('No tienes permiso de acceso para añadir el registro LPO de lparte trabajo: el registro PT2 de parte trabajo (idparte_trabajo) no está a tu alcance');
    expect(await contar(db, `select count(*) as n from lpartetrabajo where id = 'LPO'`)).toBe(0);
  });

  it('ajv rechaza el documento con un mensaje en español que nombra el campo', async () => {
    const { db } = base;
    const falta = await errorDe(mutar(db, tecnico1, 'lparteTrabajo.insertSync', { doc: { ...lineaNueva('LPV'), color: 'rojo', descripcion: undefined } }));
    expect(falta.codigo).toBe(CODIGOS.validacion);
    expect(falta.message).toBe('Datos no válidos de lparte trabajo: Campo requerido: descripcion; El campo color no existe');
    const tipo = await errorDe(mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { estado: 'hecho' } }));
    expect(tipo.message).toBe('Datos no válidos de parte trabajo: El campo estado debe ser número entero');
    const largo = await errorDe(mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { ffijada: '2026-11-21T10:00' } }));
    expect(largo.message).toBe('Datos no válidos de parte trabajo: El campo ffijada: No puede ser mayor a 10 caracteres.; El campo ffijada: La fecha no es válida (AAAA-MM-DD)');
    expect(await contar(db, `select count(*) as n from sync_aplicado where metodo = 'parteTrabajo.updateSync'`)).toBe(0);
  });

  it('parámetros que no cumplen el esquema zod del mutador: error de validación en español', async () => {
    const e = await errorDe(mutar(base.db, tecnico1, 'parteTrabajo.updateSync', { cambios: {} }));
    expect(e.codigo).toBe(CODIGOS.validacion);
    expect(e.message).toMatch(/^Parámetros no válidos de parteTrabajo\.updateSync: id: .*se esperaba texto/);
  });

  it('el mutador corre con el instante de creación de la subida y los campos derivados se recalculan', async () => {
    const { db } = base;
    const creado = haceMinutos(30);
    const r = await mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { fecha: '2026-12-01' } }, undefined, creado);
    expect(r.repetido).toBe(false);
    const doc = await leerDoc(db, 'partetrabajo', 'PT1');
    expect(doc?.actualizado).toBe(creado);
    expect(doc?.fecha_desc).toBe(`${String(99999999 - 20261201).padStart(8, '0')}|PT1`);
  });

  it('cambiar un parte son 3 idas y vueltas a la base (BEGIN con lo previo, la fila, la escritura con el COMMIT) y el sellado, 1', async () => {
    const { db } = base;
    const idas: string[] = [];
    const contada: Db = {
      ...db,
      query: (sql, params) => (idas.push(`query: ${sql}`), db.query(sql, params)),
      transaccion: (fn, inicio, fin) => {
        idas.push(`BEGIN; ${inicio ?? ''}`);
        return db.transaccion(
          (q, inicial) => fn({ query: (sql, params) => (idas.push(sql), q.query(sql, params)) }, inicial),
          inicio,
          fin === undefined ? undefined : (r) => {
            const s = fin(r);
            idas.push(`${s ?? ''}; COMMIT`);
            return s;
          },
        );
      },
    };
    const r = await mutar(contada, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'tres idas y vueltas' } });
    expect(r.repetido).toBe(false);
    expect(idas.map((s) => s.replace(/\s+/g, ' ').slice(0, 60))).toHaveLength(4);
    expect(idas[0]).toContain('pg_advisory_xact_lock');
    expect(idas[0]).toContain('sync_aplicado');
    expect(idas[1]).toContain('for update');
    expect(idas[2]).toContain('insert into "partetrabajo"');
    expect(idas[2]).toContain('insert into sync_aplicado');
    expect(idas[3]).toContain('pg_notify');
    expect((await leerDoc(db, 'partetrabajo', 'PT1'))?.observaciones).toBe('tres idas y vueltas');
    expect(await contar(db, 'select count(*) as n from cambio where seq is null')).toBe(0);
  });

  it('sync.estado guarda el último contacto del dispositivo, una fila por usuario', async () => {
    const { db } = base;
    const r1 = await registrarEstado(db, { pendientes: 3, masAntiguo: '2026-11-21T08:00:00.000Z' }, tecnico1);
    const r2 = await registrarEstado(db, { pendientes: 0, masAntiguo: null }, tecnico1);
    expect(Date.parse(r2.registrado)).toBeGreaterThanOrEqual(Date.parse(r1.registrado));
    const filas = await db.query<{ pendientes: number; mas_antiguo: unknown }>(`select pendientes, mas_antiguo from dispositivo where idusuario = 'UT1'`);
    expect(filas).toEqual([{ pendientes: 0, mas_antiguo: null }]);
    await expect(registrarEstado(db, { pendientes: 1, masAntiguo: 'ayer' }, tecnico1)).rejects.toThrow('La fecha de la subida pendiente más antigua no es válida: ayer');
  });
});
