/**
 * Nada se calla en el motor (issue 13, punto 1). Cada prueba falla con el código de antes:
 *  - una entrada que se quedó en 'nuevo' y no se pudo volver a aplicar al arrancar (antes:
 *    `.catch(() => 0)`) se quedaba así para siempre: la subida solo lee 'pendiente'. Ahora el fallo se ve en
 *    `errorCola` y el ciclo del líder la vuelve a aplicar y la sube;
 *  - si la primera lectura de la cola falla, ColaViva no publicaba nunca su resumen (pendientes 0, sin aviso
 *    al cerrar sesión). Ahora lo dice y vuelve a leer;
 *  - 'Reintentar' escribía en la cola sin el cerrojo de escritura que toma toda otra escritura de la cola.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VigiaDatabase } from './tipos';
import { MENSAJES } from '../errores';
import type { Cerrojos } from './cerrojos';
import { cerrojoEscritura } from './cola';
import type { EstadoSync } from './contrato';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba, navegadorPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

const entrada = (id: string, estado: 'nuevo' | 'fallido') => ({
  idsync_upload: id,
  orden: 1,
  creado: '2026-11-22T10:00:00.000Z',
  metodo: 'parteTrabajo.updateSync',
  params: { id: 'p1', cambios: { observaciones: `desde ${id}` } },
  estado,
  error: estado === 'fallido' ? 'No hay conexión con el servidor' : null,
  intentos: 0,
  documentos: estado === 'fallido' ? ['partetrabajo:p1'] : [],
});

const preparar = async () => {
  const servidor = new ServidorFalso(usuarioPrueba());
  servidor.poner('partetrabajo', parte('p1'));
  const db = await crearDbPrueba();
  abiertas.push(db);
  await db.partetrabajo.insert(parte('p1'));
  return { servidor, db };
};

const historial = (motor: MotorVigia): EstadoSync[] => {
  const vistos: EstadoSync[] = [];
  motor.estado$.subscribe((e) => vistos.push(e));
  return vistos;
};

describe('motor: ningún fallo se calla', () => {
  it("una entrada en 'nuevo' que no se pudo volver a aplicar al arrancar se ve y sube en el ciclo siguiente", async () => {
    const { servidor, db } = await preparar();
    await db.syncupload.insert(entrada('e1', 'nuevo'));
    // El primer cerrojo de escritura (el de volver a aplicar al arrancar) falla.
    const navegador = navegadorPrueba();
    let fallos = 1;
    const cerrojos: Cerrojos = {
      exclusivo: (nombre, fn) => (nombre === cerrojoEscritura(usuarioPrueba().idusuario) && fallos-- > 0 ? Promise.reject(new Error('cerrojo no disponible')) : navegador.cerrojos.exclusivo(nombre, fn)),
      mantener: (nombre, alObtener) => navegador.cerrojos.mantener(nombre, alObtener),
    };
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { navegador: { ...navegador, cerrojos } });
    motores.push(motor);
    const vistos = historial(motor);
    await motor.listo;
    await esperarA(() => servidor.aplicadas.has('e1'), 5000, "la entrada que estaba en 'nuevo' sube");
    expect(vistos.some((e) => e.errorCola === `${MENSAJES.reaplicarFallido} (cerrojo no disponible)`)).toBe(true);
    await esperarA(() => motor.estado.errorCola === null && motor.estado.pendientes === 0, 2000, 'sin problema ni pendientes');
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('desde e1');
  });

  it('si la primera lectura de la cola falla, se dice y se vuelve a leer hasta tener el resumen', async () => {
    const { servidor, db } = await preparar();
    await db.syncupload.insert(entrada('e1', 'fallido'));
    const find = db.syncupload.find.bind(db.syncupload);
    vi.spyOn(db.syncupload, 'find').mockImplementationOnce(() => {
      throw new Error('IndexedDB no responde');
    }).mockImplementation(find);
    servidor.desconectado = true;
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    const vistos = historial(motor);
    await esperarA(() => motor.estado.fallidos === 1, 5000, 'el resumen llega tras volver a leer');
    expect(vistos.some((e) => e.errorCola === `${MENSAJES.colaIlegible}: IndexedDB no responde`)).toBe(true);
    expect(motor.estado.errorCola).toBeNull();
  });

  it("'Reintentar' espera al cerrojo de escritura de la cola", async () => {
    const { servidor, db } = await preparar();
    await db.syncupload.insert(entrada('e1', 'fallido'));
    const navegador = navegadorPrueba();
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { navegador });
    motores.push(motor);
    await motor.listo;
    let soltar = (): void => undefined;
    const tomado = new Promise<void>((listo) => {
      void navegador.cerrojos.exclusivo(cerrojoEscritura(usuarioPrueba().idusuario), () => {
        listo();
        return new Promise<void>((r) => (soltar = r));
      });
    });
    await tomado;
    const reintento = motor.reintentar('e1');
    await new Promise((r) => setTimeout(r, 100));
    expect((await db.syncupload.findOne('e1').exec())?.estado).toBe('fallido');
    soltar();
    await reintento;
    await esperarA(() => servidor.aplicadas.has('e1'), 5000, 'sube tras soltar el cerrojo');
  });
});
