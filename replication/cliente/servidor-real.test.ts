/**
 * El motor contra el servidor real en proceso (server/app.ts: PGlite en memoria, demo escala 1):
 * sesión, primera descarga, subida, vivo entre dos dispositivos, rebase, 403 y reasignación.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor, type Servidor } from '../../server/app';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import type { VigiaDatabase } from './tipos';
import { leerEstadoSync } from './estado-local';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba } from './pruebas/entorno';
import { crearClienteRpc, type FuncionFetch } from './rpc';
import { crearSesionCliente } from './sesion-cliente';
import type { SesionGuardada } from './contrato';

let servidor: Servidor;
const abiertos: { db: VigiaDatabase; motor: MotorVigia }[] = [];

beforeAll(async () => {
  servidor = await crearServidor({ dataDir: null, puerto: 0, semilla: { escala: 1 } });
}, 180_000);

afterAll(async () => {
  for (const { motor, db } of abiertos.splice(0)) {
    await motor.detener();
    await db.close();
  }
  await servidor?.cerrar();
});

const entrar = (login: string): Promise<SesionGuardada> =>
  crearSesionCliente({ baseUrl: servidor.url, almacen: null, ventana: null, online: () => true }).iniciarSesion(login, 'demo1234');

interface Dispositivo {
  db: VigiaDatabase;
  motor: MotorVigia;
  sesion: SesionGuardada;
  sinRed: { valor: boolean };
}

/** Un dispositivo: su base de datos, su motor (con stream) y un interruptor de red. */
const dispositivo = async (login: string): Promise<Dispositivo> => {
  const sesion = await entrar(login);
  const sinRed = { valor: false };
  const fetchConInterruptor: FuncionFetch = (url, init) => (sinRed.valor ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init));
  const db = await crearDbPrueba();
  const motor = motorPrueba(db, { fetch: fetchConInterruptor, token: sesion.token, baseUrl: servidor.url }, { usuario: sesion.usuario, stream: true, limitePull: 200 });
  abiertos.push({ db, motor });
  await motor.sincronizarAhora();
  return { db, motor, sesion, sinRed };
};

const partePendiente = async (d: Dispositivo, excluir: string[] = []) => {
  const p = (await d.db.partetrabajo.find({ selector: { estado: 1, idtecnico: d.sesion.usuario.idtecnico } }).exec()).find((x) => !excluir.includes(x.idparte_trabajo));
  if (!p) throw new Error('La demo no tiene partes pendientes para el técnico');
  return p;
};

describe('motor contra el servidor real', () => {
  let a: Dispositivo;
  let b: Dispositivo;

  it('la primera descarga trae el ámbito del técnico y deja checkpoint sin cursor', async () => {
    a = await dispositivo('tecnico');
    expect(a.sesion.usuario.login).toBe('tecnico');
    expect(await a.db.partetrabajo.count().exec()).toBeGreaterThan(0);
    const ajenos = await a.db.partetrabajo.find({ selector: { idtecnico: { $ne: a.sesion.usuario.idtecnico } } }).exec();
    expect(ajenos).toHaveLength(0);
    const estado = await leerEstadoSync(a.db);
    expect(estado.checkpoint).toBeGreaterThan(0);
    expect(estado.cursor).toBeNull();
    expect(a.motor.estado).toMatchObject({ lider: true, error: null, sesionInvalidada: false });
  });

  it('un cambio sube una vez y llega en vivo a otro dispositivo del mismo técnico', async () => {
    b = await dispositivo('tecnico');
    const p = await partePendiente(a);
    const texto = `Revisado ${Date.now()}`;
    await a.db.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { observaciones: texto } });
    await esperarA(async () => (await a.db.syncupload.count().exec()) === 0, 15_000, 'subida de A');
    await esperarA(async () => (await b.db.partetrabajo.findOne(p.idparte_trabajo).exec())?.observaciones === texto, 15_000, 'B lo ve por el stream');
  });

  it('A cambia observaciones sin conexión, B cambia descripcion: al volver la red sobreviven los dos en todos', async () => {
    const p = await partePendiente(a);
    a.sinRed.valor = true;
    await a.db.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { observaciones: 'Obs desde A sin red' } });
    await b.db.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { descripcion: 'Descripción desde B' } });
    await esperarA(async () => (await b.db.syncupload.count().exec()) === 0, 15_000, 'subida de B');
    a.sinRed.valor = false;
    await a.motor.sincronizarAhora();
    await esperarA(async () => (await a.db.syncupload.count().exec()) === 0, 15_000, 'subida de A');
    await a.motor.sincronizarAhora();
    for (const d of [a, b]) {
      await esperarA(async () => {
        const x = await d.db.partetrabajo.findOne(p.idparte_trabajo).exec();
        return x?.observaciones === 'Obs desde A sin red' && x.descripcion === 'Descripción desde B';
      }, 15_000, 'los dos cambios en cada dispositivo');
    }
  });

  it('un token revocado (403) pausa la subida sin perder la cola; con token nuevo sigue', async () => {
    const p = await partePendiente(a);
    const rpc = crearClienteRpc({ url: `${servidor.url}/api/`, token: () => a.motor.token, online: () => true });
    await rpc.leer(METODOS_EN_LINEA.sesionCerrar);
    const { idsync_upload } = await a.db.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { observaciones: 'Tras revocar' } });
    await esperarA(() => a.motor.estado.sesionInvalidada, 15_000, 'sesión invalidada');
    expect((await a.db.syncupload.findOne(idsync_upload).exec())?.estado).toBe('pendiente');

    const nueva = await entrar('tecnico');
    a.motor.setToken(nueva.token);
    await esperarA(async () => (await a.db.syncupload.count().exec()) === 0, 15_000, 'subida tras setToken');
    expect(a.motor.estado.sesionInvalidada).toBe(false);
  });

  it('un parte reasignado a otro técnico desaparece del dispositivo cuando su cambio ha subido', async () => {
    const otro = await entrar('tecnico2');
    const destino = otro.usuario.idtecnico;
    expect(destino).toBeTruthy();
    const p = await partePendiente(a);
    await a.db.mutate('ordenTrabajo.finalizarOt', { idparte_trabajo: p.idparte_trabajo, opcion: 4, idtecnico_destino: destino });
    // Mientras está pendiente sigue en el dispositivo, ya con el técnico nuevo.
    expect((await a.db.partetrabajo.findOne(p.idparte_trabajo).exec())?.idtecnico).toBe(destino);
    await esperarA(async () => (await a.db.syncupload.count().exec()) === 0, 15_000, 'subida de la reasignación');
    for (const d of [a, b]) {
      await esperarA(async () => (await d.db.partetrabajo.findOne(p.idparte_trabajo).exec()) === null, 15_000, 'el parte sale del dispositivo');
    }
  });
});
