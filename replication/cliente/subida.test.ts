import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNegocio, MENSAJES } from '../errores';
import type { VigiaDatabase } from './tipos';
import { entradasEnOrden } from './cola';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';
import { recortarPorTamano } from './subida';

const abiertos: { db: VigiaDatabase; motor: MotorVigia }[] = [];
afterEach(async () => {
  for (const { db, motor } of abiertos.splice(0)) {
    await motor.detener();
    await db.close();
  }
});

const MUTADORES = /Sync$|finalizarOt$/;

const preparar = async (extra: Parameters<typeof motorPrueba>[2] = {}) => {
  const servidor = new ServidorFalso(usuarioPrueba());
  for (const id of ['p1', 'p2', 'p3']) servidor.poner('partetrabajo', parte(id));
  const db = await crearDbPrueba();
  const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, extra);
  abiertos.push({ db, motor });
  await motor.sincronizarAhora();
  expect(await db.partetrabajo.count().exec()).toBe(3);
  return { servidor, db, motor };
};

describe('subida de la cola', () => {
  it('sube en orden, en lotes de como mucho tamLote, y cada entrada sale al volver su resultado', async () => {
    const { servidor, db, motor } = await preparar({ tamLote: 2 });
    servidor.desconectado = true;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await db.mutate('parteTrabajo.updateSync', { id: `p${(i % 3) + 1}`, cambios: { observaciones: `cambio ${i}` } })).idsync_upload);
    }
    await motor.sincronizarAhora();
    expect(motor.estado.error).toBe(MENSAJES.sinServidor);
    expect(motor.estado.servidorAlcanzable).toBe(false);
    expect((await entradasEnOrden(db)).map((e) => e.idsync_upload)).toEqual(ids);

    servidor.desconectado = false;
    const antes = servidor.lotes.length;
    await motor.sincronizarAhora();
    expect(await db.syncupload.count().exec()).toBe(0);
    const subidos = servidor.llamadas.filter((l) => MUTADORES.test(l.metodo)).map((l) => (l.params as { idsync_upload: string }).idsync_upload);
    expect(subidos).toEqual(ids);
    const lotesMutacion = servidor.lotes.slice(antes).filter((m) => m.some((x) => MUTADORES.test(x)));
    expect(lotesMutacion.map((l) => l.length)).toEqual([2, 2, 1]);
    expect(servidor.doc('partetrabajo', 'p2')?.observaciones).toBe('cambio 4');
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('cambio 3');
    expect(motor.estado).toMatchObject({ pendientes: 0, error: null, servidorAlcanzable: true });
    expect(motor.estado.ultimaSubida).not.toBeNull();
    // Tras vaciar la cola informa al servidor de lo que queda en el dispositivo.
    expect(servidor.estados.at(-1)).toEqual({ pendientes: 0, masAntiguo: null });
  });

  it('el aviso de conexión se borra en cuanto el servidor contesta un lote, no al vaciar toda la cola', async () => {
    const { servidor, db, motor } = await preparar({ tamLote: 1 });
    servidor.desconectado = true;
    for (let i = 0; i < 4; i++) await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: `n ${i}` } });
    await motor.sincronizarAhora();
    expect(motor.estado.error).toBe(MENSAJES.sinServidor);
    const vistos: { error: string | null; pendientes: number }[] = [];
    const sub = motor.estado$.subscribe((e) => vistos.push({ error: e.error, pendientes: e.pendientes }));
    servidor.desconectado = false;
    await motor.sincronizarAhora();
    sub.unsubscribe();
    expect(await db.syncupload.count().exec()).toBe(0);
    expect(vistos.some((v) => v.error === null && v.pendientes >= 3)).toBe(true);
  });

  it('una entrada rechazada pasa a fallido con el mensaje del servidor y no bloquea las demás', async () => {
    const { servidor, db, motor } = await preparar();
    servidor.rechazar = (metodo, params) =>
      metodo === 'parteTrabajo.updateSync' && (params as { id: string }).id === 'p2' ? new ErrorNegocio('regla', 'El parte está bloqueado por la central') : null;
    servidor.desconectado = true;
    await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'uno' } });
    const mala = await db.mutate('parteTrabajo.updateSync', { id: 'p2', cambios: { observaciones: 'dos' } });
    await db.mutate('parteTrabajo.updateSync', { id: 'p2', cambios: { descripcion: 'tres' } }).catch(() => undefined);
    await db.mutate('parteTrabajo.updateSync', { id: 'p3', cambios: { observaciones: 'cuatro' } });
    servidor.desconectado = false;
    await motor.sincronizarAhora();

    const quedan = await entradasEnOrden(db);
    expect(quedan.map((e) => e.estado)).toEqual(['fallido', 'fallido']);
    expect(quedan[0]).toMatchObject({ idsync_upload: mala.idsync_upload, error: 'El parte está bloqueado por la central', intentos: 1 });
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('uno');
    expect(servidor.doc('partetrabajo', 'p3')?.observaciones).toBe('cuatro');
    expect(motor.estado).toMatchObject({ pendientes: 0, fallidos: 2, error: null });
    // Lo rechazado sigue aplicado en el dispositivo hasta que el usuario lo reintente o descarte.
    expect((await db.partetrabajo.findOne('p2').exec())?.observaciones).toBe('dos');

    // Reintentar: vuelve a 'pendiente' y sube (ahora el servidor lo acepta).
    servidor.rechazar = () => null;
    await motor.reintentar(mala.idsync_upload);
    await esperarA(async () => (await db.syncupload.findOne(mala.idsync_upload).exec()) === null, 5000, 'reintento subido');
    expect(servidor.doc('partetrabajo', 'p2')?.observaciones).toBe('dos');
  });

  it('un 403 pausa la subida sin perder nada hasta que llega otro token', async () => {
    const { servidor, db, motor } = await preparar();
    servidor.revocarTokens();
    const { idsync_upload } = await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'tras el 403' } });
    await motor.sincronizarAhora();
    expect(motor.estado.sesionInvalidada).toBe(true);
    expect(await db.syncupload.findOne(idsync_upload).exec()).not.toBeNull();
    expect((await db.syncupload.findOne(idsync_upload).exec())?.estado).toBe('pendiente');

    const peticiones = servidor.llamadas.length;
    await db.mutate('parteTrabajo.updateSync', { id: 'p2', cambios: { observaciones: 'sigue en la cola' } });
    await motor.sincronizarAhora();
    expect(servidor.llamadas.length).toBe(peticiones);
    expect(motor.estado.pendientes).toBe(2);

    motor.setToken(servidor.emitirToken());
    expect(motor.estado.sesionInvalidada).toBe(false);
    await esperarA(async () => (await db.syncupload.count().exec()) === 0, 5000, 'cola vacía tras setToken');
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('tras el 403');
    expect(servidor.doc('partetrabajo', 'p2')?.observaciones).toBe('sigue en la cola');
  });

  it('un 5xx se reintenta con espera creciente y la entrada sube una sola vez aunque la respuesta se pierda', async () => {
    const { servidor, db, motor } = await preparar();
    servidor.fallarCuando((m) => m.includes('parteTrabajo.updateSync'), '500', 2);
    const { idsync_upload } = await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'con reintentos' } });
    await esperarA(async () => (await db.syncupload.count().exec()) === 0, 10_000, 'subida tras los 5xx');
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('con reintentos');
    expect(servidor.aplicadas.has(idsync_upload)).toBe(true);
    await esperarA(() => motor.estado.error === null, 5000, 'error borrado tras el ciclo bueno');

    // El servidor aplica pero la respuesta no llega: al reintentar, el servidor la reconoce y no repite.
    const original = servidor.fetch;
    let perdidas = 0;
    const conRespuestaPerdida = async (url: string, init?: RequestInit): Promise<Response> => {
      const r = await original(url, init);
      if (perdidas === 0 && String(init?.body).includes('"parteTrabajo.updateSync"')) {
        perdidas++;
        throw new TypeError('conexión cortada');
      }
      return r;
    };
    const db2 = await crearDbPrueba();
    const motor2 = motorPrueba(db2, { fetch: conRespuestaPerdida, token: servidor.emitirToken() });
    abiertos.push({ db: db2, motor: motor2 });
    await motor2.sincronizarAhora();
    const segunda = await db2.mutate('parteTrabajo.updateSync', { id: 'p3', cambios: { observaciones: 'una vez' } });
    await esperarA(async () => (await db2.syncupload.count().exec()) === 0, 10_000, 'subida tras corte');
    const veces = servidor.llamadas.filter((l) => (l.params as { idsync_upload?: string } | undefined)?.idsync_upload === segunda.idsync_upload).length;
    expect(veces).toBe(2);
    expect(servidor.aplicadas.has(segunda.idsync_upload)).toBe(true);
  });
});

describe('subida de una cola larga', () => {
  it('lee la cola por páginas (nunca entera) y lo que toca un documento con un fallo pasajero espera detrás de él', async () => {
    const { servidor, db, motor } = await preparar({ tamLote: 4 });
    servidor.desconectado = true;
    const porParte = new Map<string, string[]>();
    for (let i = 0; i < 30; i++) {
      const id = `p${(i % 3) + 1}`;
      await db.mutate('parteTrabajo.updateSync', { id, cambios: { observaciones: `cambio ${i}` } });
      porParte.set(id, [...(porParte.get(id) ?? []), `cambio ${i}`]);
    }
    // La primera subida de p2 falla una vez (error interno): lo posterior de p2 no puede adelantarla.
    let fallada = false;
    servidor.fallaUnaVez = (_m, params) => {
      if (fallada || (params as { id?: string }).id !== 'p2') return false;
      fallada = true;
      return true;
    };
    // Cuántas entradas devuelve cada consulta de la cola mientras sube.
    const leidas: number[] = [];
    const coleccion = db.syncupload;
    const find = coleccion.find.bind(coleccion);
    const espiadas = new WeakSet<object>();
    const espia = vi.spyOn(coleccion, 'find').mockImplementation((consulta) => {
      const q = find(consulta);
      // RxDB reutiliza la misma consulta para la misma petición: se espía una vez.
      if (espiadas.has(q)) return q;
      espiadas.add(q);
      const exec = q.exec.bind(q);
      vi.spyOn(q, 'exec').mockImplementation(async () => {
        const r = await exec();
        leidas.push(r.length);
        return r;
      });
      return q;
    });
    servidor.desconectado = false;
    await motor.sincronizarAhora();
    await esperarA(async () => (await db.syncupload.count().exec()) === 0, 10_000, 'la cola se vacía tras el reintento');
    espia.mockRestore();

    expect(Math.max(...leidas)).toBeLessThanOrEqual(4);
    for (const [id, cambios] of porParte) {
      const subidos = servidor.llamadas
        .filter((l) => l.metodo === 'parteTrabajo.updateSync' && (l.params as { params: { id: string } }).params.id === id)
        .map((l) => (l.params as { params: { cambios: { observaciones: string } } }).params.cambios.observaciones);
      // Cada cambio llega una vez (el fallado, dos) y en el orden en que se hizo.
      expect([...new Set(subidos)]).toEqual(cambios);
      expect(servidor.doc('partetrabajo', id)?.observaciones).toBe(cambios.at(-1));
    }
    expect(fallada).toBe(true);
  });
});

describe('recortarPorTamano', () => {
  const e = (n: number) => ({ params: { contenido: 'x'.repeat(n) } });
  it('junta entradas hasta el tamaño máximo y nunca deja un lote vacío', () => {
    expect(recortarPorTamano([e(10), e(10), e(10)], 60)).toHaveLength(2);
    expect(recortarPorTamano([e(100), e(1)], 60)).toHaveLength(1);
    expect(recortarPorTamano([], 60)).toHaveLength(0);
    expect(recortarPorTamano([e(1), e(1), e(1)])).toHaveLength(3);
  });
});
