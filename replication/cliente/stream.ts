/**
 * Conexión en vivo de la pestaña líder: GET /api/stream (server-sent events) con fetch + ReadableStream
 * para poder mandar `Authorization: Bearer` (EventSource no deja poner cabeceras). Cada `event: poke`
 * avisa de que algo del ámbito del usuario cambió; las líneas `: ping` solo mantienen viva la conexión.
 * Al (re)conectar también se avisa, porque mientras estuvo caída pudo cambiar algo. Si no llega nada en
 * `silencioMaxMs` la conexión se da por muerta. Se reconecta con espera creciente; un 401/403 para el
 * stream hasta que haya otro token.
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
  backoff?: OpcionesBackoff;
  silencioMaxMs?: number;
}

export interface Stream {
  cerrar(): void;
}

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
  let cerrado = false;
  let actual: AbortController | null = null;
  let espera: ReturnType<typeof setTimeout> | null = null;
  let despertar: (() => void) | null = null;

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
      backoff.reiniciar();
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
      return 'seguir';
    } finally {
      if (vigilante) clearTimeout(vigilante);
      control.abort();
      actual = null;
    }
  };

  void (async () => {
    while (!cerrado) {
      if ((await conectarUnaVez()) === 'parar') break;
      if (!cerrado) await dormir(backoff.siguiente());
    }
  })();

  return {
    cerrar() {
      cerrado = true;
      actual?.abort();
      if (espera) clearTimeout(espera);
      despertar?.();
    },
  };
};
