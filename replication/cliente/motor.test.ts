import { afterEach, describe, expect, it } from 'vitest';
import type { VigiaDatabase } from './tipos';
import type { EstadoSync } from './contrato';
import type { MotorVigia } from './motor';
import { abrirVigia } from './abrir';
import { crearDbPrueba, esperarA, motorPrueba, navegadorPrueba, nombreUnico, parte, storagePrueba, usuarioPrueba } from './pruebas/entorno';
import { crearSesionCliente } from './sesion-cliente';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

const preparar = async () => {
  const servidor = new ServidorFalso(usuarioPrueba());
  servidor.poner('partetrabajo', parte('p1'));
  const db = await crearDbPrueba();
  abiertas.push(db);
  return { servidor, db };
};

describe('motor: pestañas, líder y vivo', () => {
  it('solo la pestaña líder habla con el servidor; las demás le piden sincronizar y heredan el liderazgo', async () => {
    const { servidor, db } = await preparar();
    const navegador = navegadorPrueba();
    const token = servidor.emitirToken();
    const a = motorPrueba(db, { fetch: servidor.fetch, token }, { navegador });
    motores.push(a);
    await a.listo;
    const b = motorPrueba(db, { fetch: servidor.fetch, token }, { navegador });
    motores.push(b);
    await b.listo;
    expect(a.estado.lider).toBe(true);
    expect(b.estado.lider).toBe(false);
    await a.sincronizarAhora();
    expect(await db.partetrabajo.count().exec()).toBe(1);

    // Una escritura en la pestaña B la sube la líder A (flujo de cambios de la cola).
    const { idsync_upload } = await b.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'desde B' } });
    await esperarA(() => servidor.aplicadas.has(idsync_upload), 5000, 'A sube lo de B');

    // sincronizarAhora en B llega a A por el canal.
    servidor.poner('partetrabajo', parte('p2'));
    await b.sincronizarAhora();
    await esperarA(async () => (await db.partetrabajo.findOne('p2').exec()) !== null, 5000, 'A baja a petición de B');
    // B ve el estado de conexión de la líder.
    await esperarA(() => b.estado.error === null && b.estado.servidorAlcanzable, 2000, 'estado compartido');

    // Si A se cierra, B pasa a ser líder y sigue sincronizando.
    await a.detener();
    await esperarA(() => b.estado.lider, 2000, 'B líder');
    servidor.poner('partetrabajo', parte('p3'));
    await b.sincronizarAhora();
    expect(await db.partetrabajo.findOne('p3').exec()).not.toBeNull();
  });

  it('el stream: al conectar baja, cada poke vuelve a bajar y reconecta si se cae', async () => {
    const { servidor, db } = await preparar();
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { stream: true });
    motores.push(motor);
    await esperarA(async () => (await db.partetrabajo.findOne('p1').exec()) !== null, 5000, 'pull al conectar');

    servidor.poner('partetrabajo', parte('p2'));
    servidor.poke();
    await esperarA(async () => (await db.partetrabajo.findOne('p2').exec()) !== null, 5000, 'pull tras poke');

    servidor.cerrarStreams();
    servidor.poner('partetrabajo', parte('p3'));
    await esperarA(async () => (await db.partetrabajo.findOne('p3').exec()) !== null, 5000, 'pull al reconectar');
  });

  it('estado$: pendientes, fallidos y el más antiguo, en vivo', async () => {
    const { servidor, db } = await preparar();
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    await motor.sincronizarAhora();
    const vistos: EstadoSync[] = [];
    const sub = motor.estado$.subscribe((e) => vistos.push(e));
    servidor.desconectado = true;
    const r = await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'x' } });
    await esperarA(() => motor.estado.pendientes === 1, 2000, 'pendientes = 1');
    const entrada = await db.syncupload.findOne(r.idsync_upload).exec();
    expect(motor.estado.masAntiguo).toBe(entrada?.creado);
    await motor.sincronizarAhora();
    expect(motor.estado.error).toBe('No hay conexión con el servidor');
    servidor.desconectado = false;
    await motor.sincronizarAhora();
    await esperarA(() => motor.estado.pendientes === 0 && motor.estado.masAntiguo === null, 2000, 'cola vacía');
    expect(vistos.some((e) => e.subiendo)).toBe(true);
    expect(vistos.some((e) => e.bajando && e.progresoDescarga !== null)).toBe(true);
    expect(motor.estado.ultimoPull).not.toBeNull();
    sub.unsubscribe();
  });

  it('exportarCola da un JSON con la cola completa', async () => {
    const { servidor, db } = await preparar();
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    await motor.sincronizarAhora();
    servidor.desconectado = true;
    await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'a exportar' } });
    const blob = await motor.exportarCola();
    expect(blob.type).toBe('application/json');
    const contenido = JSON.parse(await blob.text()) as { formato: string; entradas: { metodo: string; params: unknown; estado: string }[] };
    expect(contenido.formato).toBe('vigia-cola');
    expect(contenido.entradas).toHaveLength(1);
    expect(contenido.entradas[0]).toMatchObject({ metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'a exportar' } } });
  });

  it('cerrar la base de datos detiene el motor (plugin) y db.mutate deja de estar disponible', async () => {
    const { servidor } = await preparar();
    const db = await crearDbPrueba();
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    await motor.listo;
    expect(motor.estado.lider).toBe(true);
    await db.close();
    expect(motor.estado.lider).toBe(false);
    await expect(db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: {} })).rejects.toThrow('No hay ninguna sesión abierta');
  });

  it('abrirVigia abre la base del usuario, arranca el motor y le pasa cada token nuevo de la sesión', async () => {
    const servidor = new ServidorFalso(usuarioPrueba('77'));
    servidor.poner('partetrabajo', parte('p1'));
    const datos = new Map<string, string>();
    const sesionCliente = crearSesionCliente({
      baseUrl: 'http://servidor.prueba', fetch: servidor.fetch, online: () => true, ventana: null,
      almacen: { getItem: (k) => datos.get(k) ?? null, setItem: (k, v) => void datos.set(k, v), removeItem: (k) => void datos.delete(k) },
    });
    const sesion = await sesionCliente.iniciarSesion('tecnico', 'demo1234');
    const nav = navegadorPrueba();
    const { db, motor } = await abrirVigia(sesion, {
      storage: storagePrueba(), multiInstance: false, nombre: nombreUnico('vigia_u77'), sesion: sesionCliente,
      baseUrl: 'http://servidor.prueba', fetch: servidor.fetch, cerrojos: nav.cerrojos, canal: nav.canal, ventana: null, online: () => true, stream: false,
    });
    abiertas.push(db);
    motores.push(motor);
    await motor.sincronizarAhora();
    expect(await db.partetrabajo.count().exec()).toBe(1);

    const renovada = await sesionCliente.refrescarToken();
    expect(renovada?.token).toBeTruthy();
    expect(motor.token).toBe(renovada?.token);
    servidor.revocarTokens();
    servidor.desconectado = false;
    await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'con token revocado' } });
    await esperarA(() => motor.estado.sesionInvalidada, 5000, '403');
    const otra = await sesionCliente.iniciarSesion('tecnico', 'demo1234');
    expect(motor.token).toBe(otra.token);
    await esperarA(async () => (await db.syncupload.count().exec()) === 0, 5000, 'sube con la sesión nueva');
  });
});
