/**
 * El balanceador de la flota (issue 33, escenario «caída»): un proxy TCP en 127.0.0.1 que reparte cada
 * conexión entrante, por turno, entre los procesos del servidor, como el `upstream` de nginx del README
 * («Varios procesos detrás de un balanceador»): si un proceso no acepta la conexión se le retira
 * `retiroMs` (el `fail_timeout`) y la conexión va al siguiente. Las conexiones abiertas con un proceso que
 * cae se cortan y el cliente vuelve a conectar (a otro). No mira dentro de HTTP: el stream y las
 * peticiones con keep-alive siguen en el proceso en el que empezaron.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface Balanceador {
  url: string;
  /** Conexiones que ha llevado a cada puerto y las que no pudo llevar a ninguno. */
  cuentas(): { porPuerto: Map<number, number>; sinDestino: number };
  cerrar(): Promise<void>;
}

export const arrancarBalanceador = async (puertos: readonly number[], retiroMs = 10_000): Promise<Balanceador> => {
  const retirado = new Map<number, number>();
  const porPuerto = new Map<number, number>(puertos.map((p) => [p, 0]));
  let sinDestino = 0;
  let turno = 0;
  const abiertas = new Set<Socket>();

  /** Conecta con el siguiente proceso no retirado; si rechaza, lo retira y prueba el siguiente. */
  const destino = (intentos: number, listo: (s: Socket | null) => void): void => {
    if (intentos >= puertos.length) {
      listo(null);
      return;
    }
    const ahora = Date.now();
    const vivos = puertos.filter((p) => (retirado.get(p) ?? 0) <= ahora);
    const candidatos = vivos.length > 0 ? vivos : puertos;
    const puerto = candidatos[turno++ % candidatos.length];
    if (puerto === undefined) {
      listo(null);
      return;
    }
    const s = connect({ host: '127.0.0.1', port: puerto });
    s.once('connect', () => {
      s.removeAllListeners('error');
      porPuerto.set(puerto, (porPuerto.get(puerto) ?? 0) + 1);
      listo(s);
    });
    s.once('error', () => {
      s.destroy();
      retirado.set(puerto, Date.now() + retiroMs);
      destino(intentos + 1, listo);
    });
  };

  const servidor = createServer((cliente) => {
    abiertas.add(cliente);
    cliente.pause();
    cliente.on('error', () => cliente.destroy());
    cliente.on('close', () => abiertas.delete(cliente));
    destino(0, (s) => {
      if (!s) {
        sinDestino += 1;
        cliente.destroy();
        return;
      }
      if (cliente.destroyed) {
        s.destroy();
        return;
      }
      abiertas.add(s);
      s.on('close', () => {
        abiertas.delete(s);
        cliente.destroy();
      });
      s.on('error', () => s.destroy());
      cliente.on('close', () => s.destroy());
      cliente.pipe(s);
      s.pipe(cliente);
      cliente.resume();
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const dir = servidor.address();
  const puerto = typeof dir === 'object' && dir ? dir.port : 0;
  return {
    url: `http://127.0.0.1:${puerto}`,
    cuentas: () => ({ porPuerto: new Map(porPuerto), sinDestino }),
    cerrar: async () => {
      for (const s of abiertas) s.destroy();
      await new Promise<void>((r) => servidor.close(() => r()));
    },
  };
};
