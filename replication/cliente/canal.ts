/**
 * Mensajes entre pestañas del mismo usuario (BroadcastChannel 'vigia-sync-<idusuario>'): una pestaña
 * que no es líder pide al líder que sincronice, y el líder cuenta a las demás su estado de conexión
 * (subiendo, bajando, error, sesión invalidada) para que todas lo muestren igual. La pestaña que hereda
 * el liderazgo pide a todas que vuelvan a leer la cola ('releerCola'): la que se cerró pudo llevarse
 * sin anunciar su última escritura (cola-viva.ts).
 */
import type { EstadoSync } from './contrato';

export type EstadoCompartido = Pick<EstadoSync, 'servidorAlcanzable' | 'enVivo' | 'subiendo' | 'bajando' | 'error' | 'sesionInvalidada' | 'progresoDescarga'>;

export type MensajeCanal = { tipo: 'sincronizar' } | { tipo: 'releerCola' } | { tipo: 'estado'; estado: EstadoCompartido };

export interface Canal {
  enviar(m: MensajeCanal): void;
  alRecibir(fn: (m: MensajeCanal) => void): void;
  cerrar(): void;
}

export type FabricaCanal = (nombre: string) => Canal;

const esMensaje = (x: unknown): x is MensajeCanal =>
  typeof x === 'object' && x !== null && 'tipo' in x && (x.tipo === 'sincronizar' || x.tipo === 'releerCola' || x.tipo === 'estado');

export const nombreCanal = (idusuario: string): string => `vigia-sync-${idusuario}`;

/** BroadcastChannel del entorno; sin él, un canal que no lleva a ninguna parte. */
export const canalPorDefecto: FabricaCanal = (nombre) => {
  if (typeof BroadcastChannel === 'undefined') return { enviar: () => undefined, alRecibir: () => undefined, cerrar: () => undefined };
  const bc = new BroadcastChannel(nombre);
  return {
    enviar: (m) => bc.postMessage(m),
    alRecibir: (fn) => {
      bc.onmessage = (e: MessageEvent<unknown>) => {
        if (esMensaje(e.data)) fn(e.data);
      };
    },
    cerrar: () => bc.close(),
  };
};

/** Canales en memoria de un proceso (pruebas de varias «pestañas» en Node). */
export const crearCanalesEnMemoria = (): FabricaCanal => {
  const oyentes = new Map<string, Set<(m: MensajeCanal) => void>>();
  return (nombre) => {
    let propio: ((m: MensajeCanal) => void) | null = null;
    const grupo = oyentes.get(nombre) ?? new Set();
    oyentes.set(nombre, grupo);
    return {
      enviar: (m) => {
        for (const fn of grupo) if (fn !== propio) queueMicrotask(() => fn(structuredClone(m)));
      },
      alRecibir: (fn) => {
        propio = fn;
        grupo.add(fn);
      },
      cerrar: () => {
        if (propio) grupo.delete(propio);
      },
    };
  };
};
