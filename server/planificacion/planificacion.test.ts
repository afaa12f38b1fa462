/**
 * Planificación en el servidor (PGlite y PostgreSQL): parteTrabajo.planificarSync mueve un parte de un
 * técnico a otro y de día (el anterior lo recibe como eliminado en su próximo pull, el nuevo lo recibe),
 * con sus reglas y permisos; el último contacto se anota como mucho una vez por intervalo; y
 * planificacion.estadoTecnicos devuelve contacto y pendientes declarados solo de los técnicos del ámbito.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PLANIFICACION, METODO_PLANIFICAR } from '../../replication/mutadores/planificacion';
import { crearUsuario } from '../auth/usuarios';
import { registrarEstado } from '../sync/estado';
import { administrador, llamante, supervisorD1, tecnico1, tecnico2, tecnico3, usuarioDemo, usuarioPrueba, permisosTodos } from '../sync/prueba/datos';
import { BASES, cargarPorTx, contar, descargar, errorDe, fotoEstado, leerDoc, mutar, type BasePrueba } from '../sync/prueba/entorno';
import { conContacto, crearRegistroContacto } from './contacto';
import { estadoTecnicos } from './estado-tecnicos';
import { definirMetodo } from '../rpc/tipos';
import { z } from 'zod';

describe.each(BASES)('planificación ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
    await cargarPorTx(base.db);
    for (const l of [tecnico1, tecnico2, tecnico3, supervisorD1, administrador]) await crearUsuario(base.db, usuarioDemo(l));
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('planificar pasa el parte a otro técnico y otro día: sale del dispositivo del anterior y llega al nuevo', async () => {
    const { db } = base;
    const antesT1 = await descargar(db, tecnico1);
    const antesT2 = await descargar(db, tecnico2);
    expect(antesT1.docs.has('partetrabajo:PT1')).toBe(true);
    expect(antesT2.docs.has('partetrabajo:PT1')).toBe(false);

    await mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT1', idtecnico: 'T2', fecha: '2026-11-24' });
    expect(await leerDoc(db, 'partetrabajo', 'PT1')).toMatchObject({ idtecnico: 'T2', fecha: '2026-11-24', ffijada: null });

    const t1 = await descargar(db, tecnico1, antesT1.checkpoint);
    expect(t1.eliminados.has('partetrabajo:PT1')).toBe(true);
    // Lo que cuelga del parte (líneas) se va con él.
    expect(t1.eliminados.has('lpartetrabajo:LP1')).toBe(true);
    const t2 = await descargar(db, tecnico2, antesT2.checkpoint);
    expect(t2.docs.get('partetrabajo:PT1')).toMatchObject({ idtecnico: 'T2', fecha: '2026-11-24' });
  });

  it('una cita se mueve con su fecha fijada; sin asignar deja el parte en la delegación; al mismo sitio no escribe', async () => {
    const { db } = base;
    await mutar(db, administrador, 'parteTrabajo.updateSync', { id: 'PT2', cambios: { ffijada: '2026-11-20' } });
    await mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT2', idtecnico: null, fecha: '2026-11-26' });
    expect(await leerDoc(db, 'partetrabajo', 'PT2')).toMatchObject({ idtecnico: null, fecha: '2026-11-26', ffijada: '2026-11-26' });
    const sup = await descargar(db, supervisorD1);
    expect(sup.docs.has('partetrabajo:PT2')).toBe(true);

    const cambios = await contar(db, `select count(*) as n from cambio`);
    const r = await mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT2', idtecnico: null, fecha: '2026-11-26' });
    expect(r.resultado).toEqual({ idparte_trabajo: 'PT2', idtecnico: null, fecha: '2026-11-26' });
    // Al mismo sitio: ni el parte ni el registro de cambios se tocan.
    expect(await contar(db, `select count(*) as n from cambio`)).toBe(cambios);
  });

  it('rechaza fechas imposibles, partes no pendientes, técnicos de baja y a quien no puede editar partes, sin escribir nada', async () => {
    const { db } = base;
    const antes = await leerDoc(db, 'partetrabajo', 'PT3');
    expect((await errorDe(mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T3', fecha: '2026-02-30' }))).message).toBe(MENSAJES_PLANIFICACION.fechaNoValida);
    await mutar(db, administrador, 'parteTrabajo.updateSync', { id: 'PT3', cambios: { estado: 2 } });
    expect((await errorDe(mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T1', fecha: '2026-11-27' }))).message).toBe(MENSAJES_PLANIFICACION.parteNoPendiente);
    await mutar(db, administrador, 'parteTrabajo.updateSync', { id: 'PT3', cambios: { estado: 1 } });
    expect((await errorDe(mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T9', fecha: '2026-11-27' }))).message).toBe('No existe el registro T9 de tecnico');
    await db.query(`update tecnico set doc = jsonb_set(doc, '{estado}', '0') where id = 'T3'`);
    expect((await errorDe(mutar(db, administrador, METODO_PLANIFICAR, { idparte_trabajo: 'PT1', idtecnico: 'T3', fecha: '2026-11-27' }))).message).toBe(MENSAJES_PLANIFICACION.tecnicoDeBaja);
    await db.query(`update tecnico set doc = jsonb_set(doc, '{estado}', '1') where id = 'T3'`);
    const soloVer = llamante(usuarioPrueba('UVER', { iddelegacion: 'D1', permisos: permisosTodos(['visualizar']) }), 'todo');
    expect((await errorDe(mutar(db, soloVer, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T1', fecha: '2026-11-27' }))).message).toMatch(/^No tienes permiso/);
    // Un técnico no puede planificar un parte que no está en su conjunto de trabajo.
    expect((await errorDe(mutar(db, tecnico1, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T1', fecha: '2026-11-27' }))).message).toMatch(/^No tienes permiso de acceso para modificar/);
    // Ningún rechazo movió el parte (solo lo tocaron las dos updateSync de estado).
    expect(await leerDoc(db, 'partetrabajo', 'PT3')).toMatchObject({ idtecnico: antes?.idtecnico, fecha: antes?.fecha, estado: 1 });
    const foto = await fotoEstado(db);
    await errorDe(mutar(db, soloVer, METODO_PLANIFICAR, { idparte_trabajo: 'PT3', idtecnico: 'T1', fecha: '2026-11-27' }));
    expect(await fotoEstado(db)).toBe(foto);
  });

  it('el contacto se anota como mucho una vez por intervalo y por usuario, y una llamada sigue aunque anotar falle', async () => {
    const { db } = base;
    let reloj = 1_000_000;
    const registro = crearRegistroContacto(db, 10_000, () => reloj);
    expect(await registro.anotar('UT1')).toBe(true);
    expect(await registro.anotar('UT1')).toBe(false);
    expect(await registro.anotar('UT2')).toBe(true);
    reloj += 10_000;
    expect(await registro.anotar('UT1')).toBe(true);
    expect(await contar(db, `select count(*) as n from contacto_usuario where idusuario in ('UT1', 'UT2')`)).toBe(2);

    const roto = { anotar: () => Promise.reject(new Error('base ocupada')) };
    const [m] = conContacto(roto, [definirMetodo({ nombre: 'prueba.eco', params: z.object({ x: z.number() }), ejecutar: async (p) => p.x * 2 })]);
    expect(await m?.ejecutar({ x: 21 }, { ...tecnico1, idtoken: 't', db })).toBe(42);
  });

  it('estadoTecnicos: contacto y pendientes declarados de los técnicos del ámbito de quien llama', async () => {
    const { db } = base;
    await registrarEstado(db, { pendientes: 2, masAntiguo: '2026-11-21T08:00:00.000Z' }, tecnico2);
    const todos = await estadoTecnicos(db, administrador);
    expect(todos.tecnicos.map((t) => t.idtecnico)).toEqual(['T1', 'T2', 'T3', 'T4']);
    const t2 = todos.tecnicos.find((t) => t.idtecnico === 'T2');
    expect(t2).toMatchObject({ pendientes: 2, masAntiguo: '2026-11-21T08:00:00.000Z' });
    expect(t2?.ultimoContacto).not.toBeNull();
    expect(Date.parse(todos.ahora)).toBeGreaterThanOrEqual(Date.parse(t2?.ultimoContacto ?? ''));
    // T1 anotó contacto (prueba anterior) pero nunca declaró su cola; T3 nunca habló con el servidor.
    expect(todos.tecnicos.find((t) => t.idtecnico === 'T1')).toMatchObject({ pendientes: null, masAntiguo: null });
    expect(todos.tecnicos.find((t) => t.idtecnico === 'T1')?.ultimoContacto).not.toBeNull();
    expect(todos.tecnicos.find((t) => t.idtecnico === 'T3')).toMatchObject({ ultimoContacto: null, pendientes: null });

    expect((await estadoTecnicos(db, supervisorD1)).tecnicos.map((t) => t.idtecnico)).toEqual(['T1', 'T2', 'T4']);
    expect((await estadoTecnicos(db, tecnico3)).tecnicos.map((t) => t.idtecnico)).toEqual(['T3']);
    const sinPermiso = llamante(usuarioPrueba('UNADA', { permisos: {} }), 'todo');
    expect((await errorDe(estadoTecnicos(db, sinPermiso))).message).toBe('No tienes permiso de acceso para visualizar');
  });
});
