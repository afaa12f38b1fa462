/**
 * sync.preparacion en el servidor (PGlite y PostgreSQL): el informe de preparación sin conexión de un
 * dispositivo se guarda por usuario con la hora del servidor, el último sustituye al anterior, la entrada
 * desmedida o incoherente se rechaza en español sin escribir nada, y planificacion.estadoTecnicos lo
 * devuelve a quien ve a ese técnico (el supervisor) y no a un técnico ni a quien no tiene permiso.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_PREPARACION, METODO_PREPARACION, paramsPreparacion } from '../../replication/planificacion';
import { crearUsuario } from '../auth/usuarios';
import { administrador, llamante, supervisorD1, tecnico1, tecnico2, tecnico3, usuarioDemo, usuarioPrueba } from '../sync/prueba/datos';
import { BASES, cargarPorTx, errorDe, type BasePrueba } from '../sync/prueba/entorno';
import { estadoTecnicos } from './estado-tecnicos';
import { metodosPlanificacion } from './index';
import { registrarPreparacion } from './preparacion';

const filas = async (base: BasePrueba): Promise<string> =>
  JSON.stringify(await base.db.query('select idusuario, listo, faltan::text as faltan, version, informado::text as informado from preparacion_usuario order by 1'));

describe.each(BASES)('sync.preparacion ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db);
    for (const l of [tecnico1, tecnico2, tecnico3, supervisorD1, administrador]) await crearUsuario(base.db, usuarioDemo(l));
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('el método está montado con su esquema', () => {
    const m = metodosPlanificacion(base.db).find((x) => x.nombre === METODO_PREPARACION);
    expect(m?.params).toBe(paramsPreparacion);
  });

  it('se guarda por usuario con la hora del servidor; el último informe sustituye al anterior', async () => {
    const { db } = base;
    const [{ ahora: antes } = { ahora: '' }] = await db.query<{ ahora: string }>(`select now()::text as ahora`);
    const r1 = await registrarPreparacion(db, { listo: false, faltan: [{ id: 'datos', etiqueta: 'Los datos' }], version: '1.2.3' }, tecnico2);
    expect(Date.parse(r1.registrado)).toBeGreaterThanOrEqual(Date.parse(antes) - 1000);
    const t2 = (await estadoTecnicos(db, administrador)).tecnicos.find((t) => t.idtecnico === 'T2');
    expect(t2?.preparacion).toEqual({ listo: false, faltan: [{ id: 'datos', etiqueta: 'Los datos' }], version: '1.2.3', informado: r1.registrado });

    const r2 = await registrarPreparacion(db, { listo: true, faltan: [], version: '1.2.4' }, tecnico2);
    const otra = (await estadoTecnicos(db, supervisorD1)).tecnicos.find((t) => t.idtecnico === 'T2');
    expect(otra?.preparacion).toEqual({ listo: true, faltan: [], version: '1.2.4', informado: r2.registrado });
    expect(Date.parse(r2.registrado)).toBeGreaterThanOrEqual(Date.parse(r1.registrado));
    expect(await db.query(`select count(*)::int as n from preparacion_usuario where idusuario = $1`, [tecnico2.usuario.idusuario])).toEqual([{ n: 1 }]);
    // Quien nunca informó: null (la pantalla dice 'Sin datos').
    expect((await estadoTecnicos(db, administrador)).tecnicos.find((t) => t.idtecnico === 'T1')?.preparacion).toBeNull();
  });

  it('entrada desmedida o incoherente: rechazada con un mensaje en español y sin escribir nada', async () => {
    const antes = await filas(base);
    const largo = 'x'.repeat(LIMITES_PREPARACION.etiqueta + 1);
    const casos: { params: unknown; mensaje: RegExp }[] = [
      { params: { listo: false, faltan: Array.from({ length: LIMITES_PREPARACION.faltan + 1 }, (_, i) => ({ id: `f${i}`, etiqueta: 'Algo' })), version: '1' }, mensaje: /No se pueden informar más de 20 cosas pendientes/ },
      { params: { listo: false, faltan: [{ id: 'datos', etiqueta: largo }], version: '1' }, mensaje: /La etiqueta de lo que falta no puede pasar de 120 caracteres/ },
      { params: { listo: false, faltan: [{ id: 'x'.repeat(65), etiqueta: 'Los datos' }], version: '1' }, mensaje: /El id de lo que falta no puede pasar de 64 caracteres/ },
      { params: { listo: true, faltan: [], version: 'v'.repeat(41) }, mensaje: /La versión de la app no puede pasar de 40 caracteres/ },
      { params: { listo: true, faltan: [{ id: 'datos', etiqueta: 'Los datos' }], version: '1' }, mensaje: /«listo» y «faltan» no concuerdan/ },
    ];
    for (const c of casos) {
      const r = paramsPreparacion.safeParse(c.params);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message).join(' | ')).toMatch(c.mensaje);
    }
    // Una hora del dispositivo no se acepta: el esquema es estricto.
    expect(paramsPreparacion.safeParse({ listo: true, faltan: [], version: '1', informado: '2020-01-01T00:00:00.000Z' }).success).toBe(false);
    expect(await filas(base)).toBe(antes);
  });

  it('un técnico solo se ve a sí mismo y quien no puede ver partes no recibe nada', async () => {
    const { db } = base;
    await registrarPreparacion(db, { listo: false, faltan: [{ id: 'sesion', etiqueta: 'La sesión' }], version: '1' }, tecnico3);
    const propio = await estadoTecnicos(db, tecnico3);
    expect(propio.tecnicos.map((t) => [t.idtecnico, t.preparacion?.listo])).toEqual([['T3', false]]);
    expect((await estadoTecnicos(db, supervisorD1)).tecnicos.map((t) => t.idtecnico)).not.toContain('T3');
    const sinPermiso = llamante(usuarioPrueba('UNADA', { permisos: {} }), 'todo');
    expect((await errorDe(estadoTecnicos(db, sinPermiso))).message).toBe('No tienes permiso de acceso para visualizar');
  });
});
