/**
 * Cerrojos entre pestañas. En el navegador, Web Locks (`navigator.locks`): el navegador suelta el
 * cerrojo de una pestaña cerrada o muerta, así que nadie se queda esperando a un muerto. Donde no hay
 * Web Locks (Node en las pruebas) se usan cerrojos en memoria con la misma semántica dentro del proceso.
 *
 * - `exclusivo`: sección crítica corta (anotar + aplicar una mutación, escribir una página del pull).
 * - `mantener`: cerrojo que se guarda mientras la pestaña vive (elección del líder).
 */
export interface Cerrojos {
  exclusivo<T>(nombre: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Pide el cerrojo y lo mantiene hasta `soltar()`; `alObtener` avisa al conseguirlo (ahora o cuando lo
   * suelte quien lo tenga). `primerIntento` dice si se consiguió a la primera.
   */
  mantener(nombre: string, alObtener: () => void): CerrojoMantenido;
}

export interface CerrojoMantenido {
  soltar(): void;
  primerIntento: Promise<boolean>;
}

/** Lo que se usa de `navigator.locks`. */
export interface GestorLocks {
  request<T>(nombre: string, opciones: { signal?: AbortSignal; ifAvailable?: boolean }, fn: (lock: unknown) => Promise<T>): Promise<T>;
}

export const cerrojosWeb = (locks: GestorLocks): Cerrojos => ({
  exclusivo: (nombre, fn) => locks.request(nombre, {}, fn),
  mantener(nombre, alObtener) {
    const abortar = new AbortController();
    let soltado = false;
    let soltar = (): void => undefined;
    const retenido = new Promise<void>((r) => (soltar = r));
    let avisar = (_: boolean): void => undefined;
    const primerIntento = new Promise<boolean>((r) => (avisar = r));
    const retener = async (): Promise<void> => {
      alObtener();
      await retenido;
    };
    locks
      .request(nombre, { ifAvailable: true }, async (lock) => {
        avisar(lock !== null);
        if (lock !== null && !soltado) await retener();
        return lock !== null;
      })
      .then((obtenido) => {
        if (!obtenido && !soltado) return locks.request(nombre, { signal: abortar.signal }, retener);
      })
      .catch(() => avisar(false));
    return {
      primerIntento,
      soltar: () => {
        soltado = true;
        abortar.abort();
        soltar();
      },
    };
  },
});

/** Cerrojos de un solo proceso: cola FIFO por nombre. */
export const cerrojosEnMemoria = (): Cerrojos => {
  const colas = new Map<string, Array<() => void>>();
  const ocupados = new Set<string>();

  const adquirir = (nombre: string): { obtenido: Promise<void>; cancelar: () => void } => {
    if (!ocupados.has(nombre)) {
      ocupados.add(nombre);
      return { obtenido: Promise.resolve(), cancelar: () => undefined };
    }
    let despertar = (): void => undefined;
    const obtenido = new Promise<void>((r) => (despertar = r));
    const cola = colas.get(nombre) ?? [];
    cola.push(despertar);
    colas.set(nombre, cola);
    return {
      obtenido,
      cancelar: () => {
        const i = cola.indexOf(despertar);
        if (i >= 0) cola.splice(i, 1);
      },
    };
  };

  const liberar = (nombre: string): void => {
    const siguiente = colas.get(nombre)?.shift();
    if (siguiente) siguiente();
    else ocupados.delete(nombre);
  };

  return {
    async exclusivo(nombre, fn) {
      await adquirir(nombre).obtenido;
      try {
        return await fn();
      } finally {
        liberar(nombre);
      }
    },
    mantener(nombre, alObtener) {
      let estado: 'esperando' | 'retenido' | 'soltado' = 'esperando';
      const libre = !ocupados.has(nombre);
      const { obtenido, cancelar } = adquirir(nombre);
      void obtenido.then(() => {
        if (estado === 'soltado') return liberar(nombre);
        estado = 'retenido';
        alObtener();
      });
      return {
        primerIntento: libre ? obtenido.then(() => true) : Promise.resolve(false),
        soltar: () => {
          if (estado === 'retenido') liberar(nombre);
          else if (estado === 'esperando') cancelar();
          estado = 'soltado';
        },
      };
    },
  };
};

let enMemoria: Cerrojos | null = null;

/** Web Locks si el entorno los tiene; si no, los cerrojos en memoria compartidos por el proceso. */
export const cerrojosPorDefecto = (): Cerrojos => {
  const locks: GestorLocks | undefined = globalThis.navigator?.locks;
  if (locks) return cerrojosWeb(locks);
  enMemoria ??= cerrojosEnMemoria();
  return enMemoria;
};
