import { afterEach, describe, expect, it } from 'vitest';
import { crearDbPrueba, motorPrueba } from '../../../replication/cliente/pruebas/entorno';
import type { MotorVigia } from '../../../replication/cliente';
import type { VigiaDatabase } from '../../../replication/cliente';
import { FICHERO_GRANDE } from '../../lib/validacion';
import { adjuntarFichero, base64ABlob, blobABase64, contenidoLocal, FICHERO_NO_DISPONIBLE, limiteLocal, obtenerContenido } from './contenido';

const abiertas: { db: VigiaDatabase; motor: MotorVigia }[] = [];
afterEach(async () => {
  for (const { db, motor } of abiertas.splice(0)) {
    await motor.detener();
    await db.close();
  }
});

const preparar = async (mb?: string) => {
  const db = await crearDbPrueba();
  const motor = motorPrueba(db, { fetch: () => Promise.reject(new TypeError('sin red')), token: 't' });
  abiertas.push({ db, motor });
  if (mb !== undefined) await db.parametro.insert({ idparametro: '1', clave: 'tamano_maximo_fichero_mb', valor: mb, descripcion: null });
  return db;
};

describe('contenido de los ficheros en el dispositivo', () => {
  it('base64 de ida y vuelta, también con bytes no ASCII', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const b64 = await blobABase64(new Blob([bytes]));
    expect(b64).toBe(Buffer.from(bytes).toString('base64'));
    expect(new Uint8Array(await base64ABlob(b64, 'application/octet-stream').arrayBuffer())).toEqual(bytes);
  });

  it('adjuntar guarda el binario como adjunto RxDB y encola fichero.subirSync con el contenido', async () => {
    const db = await preparar();
    const idfichero = await adjuntarFichero(db, { idtabla: 269, id: 'p1', nombre: 'informe.txt', tipo: 'text/plain', contenido: new Blob(['hola']) });
    expect(await (await contenidoLocal(db, idfichero))?.text()).toBe('hola');
    expect((await db.fichero.findOne(idfichero).exec())?.toJSON()).toMatchObject({ idtabla: 269, id: 'p1', nombre: 'informe.txt', tamano: 4, estado: 1 });
    const [entrada] = await db.syncupload.find().exec();
    expect(entrada?.metodo).toBe('fichero.subirSync');
    expect(entrada?.params).toMatchObject({ contenido: Buffer.from('hola').toString('base64') });
  });

  it("pasado el límite del parámetro: 'El fichero es demasiado grande' y no se guarda nada", async () => {
    const db = await preparar('0.001');
    expect(await limiteLocal(db)).toBe(1049);
    await expect(adjuntarFichero(db, { idtabla: 269, id: 'p1', nombre: 'grande.bin', tipo: '', contenido: new Blob([new Uint8Array(1050)]) })).rejects.toThrow(FICHERO_GRANDE);
    expect(await db.fichero.count().exec()).toBe(0);
    expect(await db.ficherocontenido.count().exec()).toBe(0);
    expect(await db.syncupload.count().exec()).toBe(0);
  });

  it("sin copia local y sin servidor: 'El fichero no está disponible'", async () => {
    const db = await preparar();
    await expect(obtenerContenido(db, null, 'no-esta')).rejects.toThrow(FICHERO_NO_DISPONIBLE);
  });
});
