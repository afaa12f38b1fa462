/**
 * Conexión en vivo de la pestaña líder: GET /api/stream (server-sent events) con fetch + ReadableStream
 * para poder mandar `Authorization: Bearer` (EventSource no deja poner cabeceras). Cada `event: poke`
 * avisa de que algo del ámbito del usuario cambió; las líneas `: ping` solo mantienen viva la conexión.
 * Al (re)conectar también se avisa, porque mientras estuvo caída pudo cambiar algo. Si no llega nada en
 * `silencioMaxMs` la conexión se da por muerta. Un 401/403 para el stream hasta que haya otro token.
 *
 * Reconexión con espera creciente de verdad: la espera vuelve a empezar solo cuando una conexión ha
 * aguantado `estableMs`, o cuando la red corta una conexión ya establecida (el servidor contestaba hace
 * nada: se reintenta pronto y, si no contesta, la espera crece). Un servidor que acepta y cierra al momento
 * (fin limpio) no hace reconectar (y sincronizar) cada segundo: las esperas crecen como con uno caído. `despertar()` (el navegador vuelve a tener
 * red, la pestaña vuelve a verse) corta la espera en curso y conecta ya: tras horas sin red el stream no
 * tarda el minuto de la última espera en volver.
 */
import { crearBackoff, type OpcionesBackoff } from './backoff';
import type { FuncionFetch } from './rpc';

export interface OpcionesStream {
  url: string;
  token: () => string | null;
  fetch?: FuncionFetch;
  alConectar: () => void;
  alPoke: () => void;
  alRechazarSesion: () => void;
  /** Conectado (true) o no (false): para enseñarlo y para las pruebas. */
  alCambiarConexion?: (conectado: boolean) => void;
  backoff?: OpcionesBackoff;
  silencioMaxMs?: number;
  /** Lo que ha de durar una conexión para que la espera vuelva a empezar desde el mínimo. */
  estableMs?: number;
}

export interface Stream {
  cerrar(): void;
  /** Si está esperando para reconectar, conecta ya y la espera vuelve a empezar desde el mínimo. */
  despertar(): void;
}

/** Una conexión que dura esto es buena: la siguiente espera vuelve al mínimo. */
export const ESTABLE_MS = 10_000;

/** Interpreta server-sent events por líneas; llama a `alEvento` con el nombre de cada evento completo. */
export const crearLectorSse = (alEvento: (evento: string, datos: string) => void): ((trozo: string) => void) => {
  let resto = '';
  let evento = '';
  let datos: string[] = [];
  return (trozo) => {
    resto += trozo;
    let i: number;
    while ((i = resto.search(/\r?\n|\r/)) >= 0) {
      const salto = resto.slice(i).startsWith('\r\n') ? 2 : 1;
      const linea = resto.slice(0, i);
      resto = resto.slice(i + salto);
      if (linea === '') {
        if (evento !== '' || datos.length > 0) alEvento(evento || 'message', datos.join('\n'));
        evento = '';
        datos = [];
      } else if (linea.startsWith(':')) {
        continue;
      } else {
        const dos = linea.indexOf(':');
        const campo = dos >= 0 ? linea.slice(0, dos) : linea;
        const valor = dos >= 0 ? linea.slice(dos + 1).replace(/^ /, '') : '';
        if (campo === 'event') evento = valor;
        else if (campo === 'data') datos.push(valor);
      }
    }
  };
};

export const abrirStream = (opciones: OpcionesStream): Stream => {
  const backoff = crearBackoff(opciones.backoff);
  const silencioMaxMs = opciones.silencioMaxMs ?? 60_000;
  const estableMs = opciones.estableMs ?? ESTABLE_MS;
  let cerrado = false;
  let actual: AbortController | null = null;
  let espera: ReturnType<typeof setTimeout> | null = null;
  let despertar: (() => void) | null = null;
  /** Se pidió despertar mientras se intentaba conectar: si ese intento falla, no se espera. */
  let prisa = false;
  let conectadoAhora = false;

  const dormir = (ms: number): Promise<void> =>
    new Promise((r) => {
      despertar = r;
      espera = setTimeout(r, ms);
    });

  const conectarUnaVez = async (): Promise<'seguir' | 'parar'> => {
    const token = opciones.token();
    if (!token) return 'parar';
    const control = new AbortController();
    actual = control;
    let vigilante: ReturnType<typeof setTimeout> | null = null;
    let estable: ReturnType<typeof setTimeout> | null = null;
    let conectado = false;
    const rearmar = (): void => {
      if (vigilante) clearTimeout(vigilante);
      vigilante = setTimeout(() => control.abort(), silencioMaxMs);
    };
    try {
      rearmar();
      const r = await (opciones.fetch ?? globalThis.fetch)(opciones.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: control.signal,
      });
      if (r.status === 401 || r.status === 403) {
        opciones.alRechazarSesion();
        return 'parar';
      }
      if (!r.ok || !r.body) return 'seguir';
      conectado = true;
      conectadoAhora = true;
      opciones.alCambiarConexion?.(true);
      estable = setTimeout(() => backoff.reiniciar(), estableMs);
      opciones.alConectar();
      const lector = r.body.pipeThrough(new TextDecoderStream()).getReader();
      const leer = crearLectorSse((evento) => {
        if (evento === 'poke') opciones.alPoke();
      });
      for (;;) {
        const { value, done } = await lector.read();
        if (done) break;
        rearmar();
        leer(value);
      }
      return 'seguir';
    } catch {
      // Una conexión ya establecida que corta la red (no el servidor al cerrarla, ni el silencio): el
      // servidor contestaba hace un momento, se vuelve a intentar enseguida.
      if (conectado && !control.signal.aborted) backoff.reiniciar();
      return 'seguir';
    } finally {
      if (vigilante) clearTimeout(vigilante);
      if (estable) clearTimeout(estable);
      control.abort();
      actual = null;
      conectadoAhora = false;
      if (conectado) opciones.alCambiarConexion?.(false);
    }
  };

  void (async () => {
    while (!cerrado) {
      if ((await conectarUnaVez()) === 'parar') break;
      if (prisa) {
        prisa = false;
        backoff.reiniciar();
        continue;
      }
      if (!cerrado) await dormir(backoff.siguiente());
      espera = null;
      despertar = null;
    }
  })();

  return {
    cerrar() {
      cerrado = true;
      actual?.abort();
      if (espera) clearTimeout(espera);
      despertar?.();
    },
    despertar() {
      if (cerrado || conectadoAhora) return;
      if (!espera) {
        prisa = true;
        return;
      }
      clearTimeout(espera);
      backoff.reiniciar();
      despertar?.();
    },
  };
};
